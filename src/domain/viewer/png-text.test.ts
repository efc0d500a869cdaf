import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, exportComment, insertPngText, readPngText } from './png-text';

const chunk = (type: string, data: Uint8Array) => {
  const bytes = new Uint8Array(12 + data.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, data.length);
  bytes.set(Buffer.from(type, 'latin1'), 4);
  bytes.set(data, 8);
  view.setUint32(8 + data.length, crc32(bytes.subarray(4, 8 + data.length)));
  return bytes;
};

/** A 1×1 white RGB PNG, written by hand. */
const tinyPng = () => {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, 1);
  view.setUint32(4, 1);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 255, 255]))),
    chunk('IEND', new Uint8Array()),
  ]);
};

const chunkTypes = (png: Uint8Array) => {
  const types: string[] = [];
  for (let at = 8; at < png.length;) {
    const length = new DataView(png.buffer, png.byteOffset).getUint32(at);
    types.push(Buffer.from(png.subarray(at + 4, at + 8)).toString('latin1'));
    at += 12 + length;
  }
  return types;
};

describe('PNG text chunks', () => {
  it('computes the CRC PNG files use', () => {
    // The IEND chunk's CRC is the same in every PNG file.
    expect(crc32(Buffer.from('IEND', 'latin1')).toString(16)).toBe('ae426082');
  });

  it('inserts a comment after the header and reads it back', () => {
    const comment = exportComment({ publisher: 'Bundesamt für Statistik', url: 'http://x.org/de/v/abcdefghijkl', dataset: 'Forstbetriebe' });
    const png = insertPngText(tinyPng(), 'Comment', comment);
    expect(chunkTypes(png)).toEqual(['IHDR', 'tEXt', 'IDAT', 'IEND']);
    expect(readPngText(png)).toEqual({ Comment: 'Publisher: Bundesamt für Statistik\nURL: http://x.org/de/v/abcdefghijkl\nDataset: Forstbetriebe' });
    expect(readPngText(tinyPng())).toEqual({});
  });

  it('replaces characters outside Latin-1 and ignores chunks with a broken CRC', () => {
    const png = insertPngText(tinyPng(), 'Comment', 'Zürich – 2020');
    expect(readPngText(png).Comment).toBe('Zürich ? 2020');
    const broken = Uint8Array.from(png);
    broken[33 + 8] ^= 0xff;
    expect(readPngText(broken)).toEqual({});
  });

  it('refuses what is no PNG and keywords PNG does not allow', () => {
    expect(() => insertPngText(new Uint8Array([1, 2, 3]), 'Comment', 'x')).toThrow('Not a PNG file');
    expect(() => insertPngText(tinyPng(), '', 'x')).toThrow('keyword');
  });
});
