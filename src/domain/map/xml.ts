/** Reading capabilities XML (fast-xml-parser, no DOM) into plain, cleaned values. */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** A document that is no capabilities document of the expected kind (or an OGC service exception). */
export class CapabilitiesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CapabilitiesError';
  }
}
/** Elements that may repeat: always read as arrays. */
const REPEATED = new Set([
  'Layer',
  'CRS',
  'Style',
  'LegendURL',
  'Format',
  'DCPType',
  'TileMatrixSet',
  'TileMatrixSetLink',
  'TileMatrix',
  'ResourceURL',
  'Dimension',
  'Value',
  'SupportedCRS',
  'DataURL',
  'Metadata',
]);

export type XmlNode = Record<string, unknown>;

/** Namespace prefixes dropped (`ows:Title` is `Title`), attributes as `@name`, every value a string. */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  // Character references (&#34;) as well as the five XML entities: providers write both.
  htmlEntities: true,
  isArray: (name) => REPEATED.has(name),
  // The parser refuses documents nested deeper (capabilities nest a handful of levels) and elements
  // named __proto__, constructor or prototype: documents of no provider, refused as unreadable.
  maxNestedTags: 100,
});

export const parseXml = (xml: string): XmlNode => {
  // Entity declarations are how XML bombs work; no capabilities document needs one.
  if (/<!ENTITY/i.test(xml)) throw new CapabilitiesError('The document declares XML entities');
  // The parser reads truncated or broken documents as far as it can: check them first.
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new CapabilitiesError(`The document is not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  try {
    return parser.parse(xml) as XmlNode;
  } catch (error) {
    // The parser's own words: "Maximum nested tags exceeded", "[SECURITY] Invalid name: "__proto__" is a reserved …".
    throw new CapabilitiesError(`The document cannot be read: ${(error as Error).message.replace(/^\[SECURITY\] /, '')}`);
  }
};

export const arrayOf = (value: unknown): XmlNode[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]) as XmlNode[];
export const child = (node: unknown, name: string): XmlNode | undefined => arrayOf((node as XmlNode | undefined)?.[name])[0];

/** The text of an element (a plain string, or `#text` beside attributes). */
export const textOf = (node: unknown): string => {
  if (typeof node === 'string') return node;
  if (node && typeof node === 'object' && !Array.isArray(node)) return textOf((node as XmlNode)['#text']);
  if (Array.isArray(node)) return textOf(node[0]);
  return '';
};

// eslint-disable-next-line no-control-regex -- control characters are what this strips
const UNCLEAN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF\uFFFE\uFFFF]/gu;
const MAX_TEXT = 4000;

/** Untrusted text: without control characters, trimmed, at most 4000 characters; undefined when empty. */
export const cleanText = (value: unknown): string | undefined => {
  const text = textOf(value).replace(UNCLEAN, '').trim().slice(0, MAX_TEXT);
  return text === '' ? undefined : text;
};

/** An absolute http(s) URL, else undefined (a `javascript:` link from a document is dropped). */
export const cleanUrl = (value: unknown): string | undefined => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!URL.canParse(text)) return undefined;
  const url = new URL(text);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
};

/** `urn:ogc:def:crs:EPSG::3857`, `http://www.opengis.net/def/crs/EPSG/0/3857` and `EPSG:3857` are all EPSG:3857. */
export const normaliseCrs = (crs: string): string => {
  const match = /EPSG(?::[\d.]*)?:+(\d+)$/i.exec(crs.trim()) ?? /\/EPSG\/[\d.]+\/(\d+)$/i.exec(crs.trim());
  return match ? `EPSG:${match[1]}` : crs.trim();
};
