/**
 * Authors write chart and dashboard titles and descriptions in markdown (spec 001 §2). Where
 * markup cannot go — the page's <title>, a tab's name, an accessible name, a file name, the text
 * of an exported image — the reader gets the text the markdown shows (raw HTML is left out, as the renderer drops it): `**µg/m³**` reads µg/m³,
 * `[the office](https://…)` reads "the office". The markdown renderer (react-markdown, CommonMark)
 * is a chunk of its own; this small reading of the markup it knows keeps those places, and the
 * published view's first load, without it. `hasMarkup` tells the view when to load the renderer.
 */

/** Characters a backslash escapes in CommonMark (ASCII punctuation). */
const ESCAPABLE = /\\([!-/:-@[-`{-~])/g;
const PLACEHOLDER = (i: number) => `\u{F0000}${i}\u{F0001}`;
const RESTORE = /\u{F0000}(\d+)\u{F0001}/gu;

/** Line starts that only shape a block: headings, quotes, list markers, fences, rules. */
const BLOCK_PREFIX = /^ {0,3}(?:#{1,6}(?=\s|$)\s*|>\s?|[-+*]\s+(?:\[[ xX]\]\s+)?|\d{1,9}[.)]\s+)/;
const RAW_BLOCK = /^ {0,3}<(script|pre|style|textarea)(?=[\s>]|$)/i;
const CLOSING_HASHES = /\s+#+\s*$/;
const FENCE_OR_RULE = /^ {0,3}(?:(?:`{3,}|~{3,}).*|(?:[-*_]\s*){3,}|=+\s*|-+\s*)$/;

/** Inline markup, in the order CommonMark gives it precedence: code spans, autolinks and HTML, images, links, emphasis. */
const CODE_SPAN = /(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g;
const AUTOLINK = /<((?:[a-zA-Z][a-zA-Z0-9+.-]{1,31}:[^\s<>]*)|(?:[^\s<>@]+@[^\s<>@]+))>/g;
const HTML_TAG = /<\/?[a-zA-Z][a-zA-Z0-9-]*(?:\s+[a-zA-Z_:][\w.:-]*(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*\/?>|<!--[\s\S]*?-->/g;
const IMAGE = /!\[([^\]]*)\]\((?:[^()\s]|\([^()\s]*\))*(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
const LINK = /\[((?:[^[\]]|\[[^\]]*\])*)\]\((?:[^()\s]|\([^()\s]*\))*(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
// Delimiter runs: opening after a non-word character, closing before one; `_` never inside a word.
const STRONG = /(\*\*|__)(?=\S)([\s\S]*?\S)\1/g;
const STRIKE = /(~~?)(?=\S)([\s\S]*?\S)\1/g;
const EMPHASIS_STAR = /\*(?=[^\s*])([\s\S]*?[^\s*])\*/g;
const EMPHASIS_UNDERSCORE = /(^|[^\p{L}\p{N}_])_(?=[^\s_])([\s\S]*?[^\s_])_(?![\p{L}\p{N}_])/gu;
const UNDERSCORE_STRONG = /(^|[^\p{L}\p{N}_])__(?=\S)([\s\S]*?\S)__(?![\p{L}\p{N}_])/gu;
const HARD_BREAK = /(?: {2,}|\\)\n/g;

/** Named and numeric character references a title plausibly carries. */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0', shy: '\u00AD', mdash: '—', ndash: '–' };
const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]+));/g;
const decodeEntities = (text: string) =>
  text.replace(ENTITY, (whole, dec?: string, hex?: string, name?: string) => {
    const code = dec ? Number(dec) : hex ? parseInt(hex, 16) : undefined;
    if (code !== undefined) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
    return ENTITIES[name!] ?? whole;
  });

const inline = (text: string) => {
  // Code spans and escaped characters are literal: set aside before any other markup is read.
  const literal: string[] = [];
  const keep = (value: string) => PLACEHOLDER(literal.push(value) - 1);
  let out = text
    .replace(HARD_BREAK, '\n')
    .replace(CODE_SPAN, (_, _ticks, code: string) => keep(/^ .* $/s.test(code) && code.trim() ? code.slice(1, -1) : code))
    .replace(ESCAPABLE, (_, char: string) => keep(char))
    .replace(AUTOLINK, (_, target: string) => keep(target))
    // Raw HTML is never rendered: the renderer drops it.
    .replace(HTML_TAG, '');
  out = out.replace(IMAGE, '$1').replace(LINK, '$1');
  let before: string;
  do {
    before = out;
    out = out
      .replace(UNDERSCORE_STRONG, '$1$2')
      .replace(STRONG, (whole, marker: string, inner: string) => (marker === '__' ? whole : inner))
      .replace(STRIKE, '$2')
      .replace(EMPHASIS_STAR, '$1')
      .replace(EMPHASIS_UNDERSCORE, '$1$2');
  } while (out !== before);
  return decodeEntities(out).replace(RESTORE, (_, i: string) => literal[Number(i)]);
};

/**
 * The text a markdown source shows, without its markup: blocks (paragraphs, headings, list items)
 * on lines of their own, separated by one line break; links and images by their text.
 */
export const markdownToPlainText = (markdown: string): string => {
  const blocks: string[][] = [[]];
  let rawUntil: RegExp | undefined;
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    // An HTML block of script, pre, style or textarea is raw to its closing tag: dropped whole.
    const opening = !rawUntil && RAW_BLOCK.exec(line);
    if (opening) rawUntil = new RegExp(`</${opening[1]}>`, 'i');
    if (rawUntil) {
      if (rawUntil.test(line)) rawUntil = undefined;
      continue;
    }
    if (!line.trim() || FENCE_OR_RULE.test(line)) {
      if (blocks.at(-1)!.length) blocks.push([]);
      continue;
    }
    const heading = /^ {0,3}#{1,6}(?:\s|$)/.test(line);
    const item = BLOCK_PREFIX.test(line) && !heading;
    const content = line.replace(BLOCK_PREFIX, '').replace(heading ? CLOSING_HASHES : /$^/, '');
    if ((heading || item) && blocks.at(-1)!.length) blocks.push([]);
    blocks.at(-1)!.push(content.trim());
    if (heading) blocks.push([]);
  }
  return blocks
    .filter((lines) => lines.length)
    .map((lines) =>
      inline(lines.join('\n'))
        .split('\n')
        .map((l) => l.replace(/[ \t]+/g, ' ').trim())
        .join(' '),
    )
    .filter(Boolean)
    .join('\n');
};

/** The plain text on one line: for a title in the page's <title>, a tab, an accessible name or a file name. */
export const markdownToPlainLine = (markdown: string) => markdownToPlainText(markdown).replace(/\s+/g, ' ').trim();

/** Does the text carry markup that the renderer would draw differently from the text itself (raw HTML included: it is dropped)? */
export const hasMarkup = (markdown: string) => markdownToPlainText(markdown) !== markdown.trim().replace(/[ \t]+/g, ' ');
