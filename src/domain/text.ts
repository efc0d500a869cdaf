/**
 * Which strings a request may carry: one definition of clean text and of an IRI, so the data
 * API, the saved-config API and the SPARQL writers refuse the same input (a 400, never a 500
 * from a database or a query engine that chokes on it).
 */

/**
 * C0 controls but tab, line feed and carriage return; DEL; lone surrogates (with the `u` flag a
 * surrogate range matches only unpaired ones: the test of `String.prototype.isWellFormed`); the
 * noncharacters U+FFFE and U+FFFF. PostgreSQL refuses U+0000 and lone surrogates in jsonb.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const UNCLEAN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF\uFFFE\uFFFF]/u;

/** Well-formed Unicode text without control characters (tab and line breaks allowed) or U+FFFE/U+FFFF. */
export const isCleanText = (value: string) => !UNCLEAN.test(value);

/** What the API answers about a string that is not clean text, after its path. */
export const UNCLEAN_TEXT_MESSAGE = 'must be well-formed text without control characters or U+FFFE/U+FFFF';

/**
 * Characters RFC 3987 allows in an IRI that SPARQL's IRIREF allows too: printable ASCII but
 * space and `<>"{}|^`\`, and the non-ASCII `ucschar` and `iprivate` ranges. That leaves out
 * controls (C0, DEL, C1), lone surrogates and the noncharacters (U+FDD0–U+FDEF, U+xFFFE/U+xFFFF).
 */
const IRI_CHAR = [
  '!#-;=?-\\[\\]_a-z~',
  '\\u00A0-\\uD7FF\\uE000-\\uFDCF\\uFDF0-\\uFFEF',
  // Planes 1 to D: U+x0000–U+xFFFD each.
  ...Array.from({ length: 13 }, (_, i) => {
    const plane = (i + 1).toString(16);
    return `\\u{${plane}0000}-\\u{${plane}FFFD}`;
  }),
  '\\u{E1000}-\\u{EFFFD}\\u{F0000}-\\u{FFFFD}\\u{100000}-\\u{10FFFD}',
].join('');
const IRI = new RegExp(`^[A-Za-z][A-Za-z0-9+.-]*:[${IRI_CHAR}]*$`, 'u');

export const MAX_IRI_LENGTH = 2000;

/** Is this string an absolute IRI that may go into a query as `<…>`? Guards every IRI taken from a request. */
export const isIri = (value: string) => value.length <= MAX_IRI_LENGTH && IRI.test(value);

/**
 * The path of the first string (value or object key, in document order) in a JSON value that is
 * not clean text, or undefined when all are. Walks with a stack of its own: any depth is safe.
 */
export const findUncleanText = (value: unknown): string | undefined => {
  // Each step points to its parent, so the path is spelled out only for the string that fails.
  type Step = { item: unknown; key?: string; parent?: Step };
  const pathOf = (step: Step | undefined, last?: string) => {
    const keys = last === undefined ? [] : [last];
    for (let at = step; at?.key !== undefined; at = at.parent) keys.push(at.key);
    return keys.reverse().join('.') || '(the value)';
  };
  const stack: Step[] = [{ item: value }];
  while (stack.length) {
    const step = stack.pop()!;
    if (typeof step.item === 'string' && !isCleanText(step.item)) return pathOf(step);
    if (!step.item || typeof step.item !== 'object') continue;
    const entries = Object.entries(step.item);
    if (entries.some(([key]) => !isCleanText(key))) return pathOf(step, '(a key)');
    for (const [key, item] of entries.reverse()) stack.push({ item, key, parent: step });
  }
  return undefined;
};

/**
 * Lower-case ASCII words joined by hyphens: "Wholesale and Retail Trade" → "wholesale-and-retail-trade"
 * (accents dropped). Cut at `maxLength` without a trailing hyphen; `empty` when nothing is left.
 */
export const slug = (text: string, { maxLength = Infinity, empty = '' }: { maxLength?: number; empty?: string } = {}) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, maxLength)
    .replace(/-$/, '') || empty;

const MARKUP_ESCAPES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' };

/**
 * Characters XML 1.0 allows in no document, not even escaped: C0 controls but tab, line feed and
 * carriage return; lone surrogates; U+FFFE and U+FFFF. One of them makes a file no XML parser reads.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this strips
const NON_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/gu;

/** Text or markup without the characters XML 1.0 does not allow (markup serialised by a browser keeps them). */
export const withoutNonXmlCharacters = (text: string) => text.replace(NON_XML, '');

/**
 * Text as it may stand in HTML, SVG or XML, in an element or a quoted attribute: untrusted text
 * never becomes markup, and characters XML does not allow are dropped.
 */
export const escapeMarkup = (text: string) => withoutNonXmlCharacters(text).replace(/[<>&"']/g, (c) => MARKUP_ESCAPES[c]);
