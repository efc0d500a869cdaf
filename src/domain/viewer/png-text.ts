/**
 * Text chunks of PNG files: the exported image carries a comment naming the publisher, the
 * published address and the dataset (spec 002 §6 "Image export") in a tEXt chunk, inserted right
 * after the header chunk; and read back.
 */

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 as PNG chunks use it (over type and data). */
export const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const isPng = (png: Uint8Array) => png.length >= 8 && SIGNATURE.every((b, i) => png[i] === b);

/** tEXt is Latin-1: characters outside it become '?'. */
const latin1 = (text: string) => Uint8Array.from([...text].map((ch) => (ch.codePointAt(0)! <= 0xff ? ch.codePointAt(0)! : 0x3f)));

type Chunk = { type: string; start: number; end: number; data: Uint8Array };

const chunks = (png: Uint8Array): Chunk[] => {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const found: Chunk[] = [];
  for (let at = 8; at + 12 <= png.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const end = at + 12 + length;
    if (end > png.length) break;
    found.push({ type, start: at, end, data: png.subarray(at + 8, at + 8 + length) });
    at = end;
  }
  return found;
};

/** The PNG with a tEXt chunk `keyword`: `text` after its header chunk. */
export const insertPngText = (png: Uint8Array, keyword: string, text: string): Uint8Array => {
  if (!isPng(png)) throw new Error('Not a PNG file');
  if (!/^[\x20-\x7e]{1,79}$/.test(keyword)) throw new Error('A PNG text keyword has 1 to 79 printable Latin-1 characters');
  const header = chunks(png).find((c) => c.type === 'IHDR');
  if (!header) throw new Error('The PNG file has no header chunk');
  const data = new Uint8Array([...latin1(keyword), 0, ...latin1(text)]);
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(latin1('tEXt'), 4);
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  return new Uint8Array([...png.subarray(0, header.end), ...chunk, ...png.subarray(header.end)]);
};

/** The tEXt chunks of a PNG whose CRC holds, keyword → text. */
export const readPngText = (png: Uint8Array): Record<string, string> => {
  if (!isPng(png)) throw new Error('Not a PNG file');
  const texts: Record<string, string> = {};
  for (const chunk of chunks(png)) {
    if (chunk.type !== 'tEXt') continue;
    const crc = new DataView(png.buffer, png.byteOffset + chunk.end - 4, 4).getUint32(0);
    if (crc !== crc32(png.subarray(chunk.start + 4, chunk.end - 4))) continue;
    const zero = chunk.data.indexOf(0);
    if (zero < 1) continue;
    const decode = (bytes: Uint8Array) => String.fromCharCode(...bytes);
    texts[decode(chunk.data.subarray(0, zero))] = decode(chunk.data.subarray(zero + 1));
  }
  return texts;
};

/** The comment of an exported chart image. */
export const exportComment = ({ publisher, url, dataset }: { publisher?: string; url: string; dataset?: string }) =>
  [`Publisher: ${publisher ?? '-'}`, `URL: ${url}`, `Dataset: ${dataset ?? '-'}`].join('\n');
