/**
 * Custom map layers from WMS 1.3.0 and WMTS 1.0.0 capabilities (spec 000 §2, §5, §7): the
 * capabilities request and the parsing of its XML into layer trees (shapes in remote-layer.ts).
 *
 *   provider URL ─► capabilitiesUrl ─► (server fetches) ─► parseCapabilities ─► layers + skipped
 *
 * Everything read from a document is untrusted: texts are plain text (cleaned of control
 * characters, never HTML), URLs are kept only when they are absolute http(s) URLs.
 */
import { CapabilitiesError, child, cleanText, parseXml, type XmlNode } from './xml';
import { parseWmsCapabilities } from './wms';
import { parseWmtsCapabilities } from './wmts';
import { WMS_VERSION, type Capabilities, type ProviderType } from './remote-layer';

export * from './remote-layer';
export { CapabilitiesError };

/** The GetCapabilities request of a provider (spec 000 §7); the provider's own parameters are kept. */
export const capabilitiesUrl = (type: ProviderType, providerUrl: string, lang: string): URL => {
  const url = new URL(providerUrl);
  const params: [string, string][] =
    type === 'wms'
      ? [
          ['SERVICE', 'WMS'],
          ['REQUEST', 'GetCapabilities'],
          ['VERSION', WMS_VERSION],
          ['FORMAT', 'text/xml'],
          ['lang', lang],
        ]
      : [
          ['SERVICE', 'WMTS'],
          ['REQUEST', 'GetCapabilities'],
          ['lang', lang],
        ];
  // Parameter names are case-insensitive in OGC requests: replace the provider's own spelling.
  for (const [name] of params) for (const key of [...url.searchParams.keys()]) if (key.toLowerCase() === name.toLowerCase()) url.searchParams.delete(key);
  for (const [name, value] of params) url.searchParams.set(name, value);
  return url;
};

/** Parses a capabilities document of the given kind; throws CapabilitiesError when it is none. */
export const parseCapabilities = (type: ProviderType, xml: string, endpoint: string): Capabilities => {
  const document = parseXml(xml);
  if (document.ServiceExceptionReport || document.ExceptionReport) {
    const report = (document.ServiceExceptionReport ?? document.ExceptionReport) as XmlNode;
    const exception = child(report, 'ServiceException') ?? child(report, 'Exception');
    throw new CapabilitiesError(`The provider answered with an exception: ${cleanText(exception?.ExceptionText ?? exception) ?? 'no text'}`.slice(0, 300));
  }
  return type === 'wms' ? parseWmsCapabilities(document, endpoint) : parseWmtsCapabilities(document, endpoint);
};
