/**
 * What the built web app (dist/web) holds: the source modules behind each built script, and how
 * many of its bytes each one takes, read from the build's source maps (issue 30's budget: which
 * modules a page's JavaScript is made of).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { WEB_ROOT } from '../../src/server/web';

type SourceMap = { sources: string[]; mappings: string };

const readMap = (script: string): SourceMap | undefined => {
  const file = resolve(WEB_ROOT, `.${script}.map`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SourceMap) : undefined;
};

/** A source map's source as a module name: `node_modules/d3-shape/…` → `d3-shape`, `../domain/x.ts` → `src/domain/x.ts`. */
export const moduleName = (source: string) => {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return inPackage ? inPackage[1] : `src/${source.replace(/^(\.\.\/)*/, '').replace(/^src\//, '')}`;
};

/** The modules a built script (a path as the page asks for it, `/assets/…js`) was made from. */
export const scriptModules = (script: string) => [...new Set(readMap(script)?.sources.map(moduleName) ?? [])];

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The source index of each mapped segment of a source map, as [generated column, source] per line. */
const segments = (mappings: string) => {
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    return line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const fields: number[] = [];
        let value = 0;
        let shift = 0;
        for (const char of segment) {
          const digit = BASE64.indexOf(char);
          value += (digit & 31) << shift;
          shift += 5;
          if (digit & 32) continue;
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
        column += fields[0];
        if (fields.length > 1) source += fields[1];
        return { column, source: fields.length > 1 ? source : undefined };
      });
  });
};

/**
 * The bytes of these built scripts per module (package or source file): raw, and gzipped on their
 * own (a module's code compressed alone; the scripts, compressed whole, come to less). Largest first.
 */
export const moduleSizes = (scripts: string[]) => {
  const code = new Map<string, string>();
  for (const script of scripts) {
    const map = readMap(script);
    if (!map) continue;
    const lines = readFileSync(resolve(WEB_ROOT, `.${script}`), 'utf8').split('\n');
    segments(map.mappings).forEach((line, i) =>
      line.forEach(({ column, source }, j) => {
        const name = source === undefined ? '(bundler)' : moduleName(map.sources[source]);
        code.set(name, (code.get(name) ?? '') + lines[i].slice(column, line[j + 1]?.column));
      }),
    );
  }
  return [...code]
    .map(([module, text]) => ({ module, raw: Buffer.byteLength(text), gzip: gzipSync(text, { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip);
};
