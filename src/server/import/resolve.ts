/**
 * Finds the files a description names: plain paths relative to the description, or package
 * paths (`vega-datasets/data/gapminder.json`). Packages are found on disk rather than through
 * require.resolve because their `exports` maps hide data files.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isAbsolute, join, resolve } from 'node:path';

const require = createRequire(import.meta.url);

const splitPackagePath = (spec: string) => {
  const parts = spec.split('/');
  const length = spec.startsWith('@') ? 2 : 1;
  return { name: parts.slice(0, length).join('/'), rest: parts.slice(length).join('/') };
};

/** The folder of an installed package, or undefined. */
export const packageDir = (name: string): string | undefined =>
  (require.resolve.paths(name) ?? []).map((dir) => join(dir, name)).find((dir) => existsSync(join(dir, 'package.json')));

/** The installed version of a package, or undefined. */
export const packageVersion = (name: string): string | undefined => {
  const dir = packageDir(name);
  return dir && (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version?: string }).version;
};

/** The package a path names, when it names one (used to key the catalogue cache on versions). */
export const packageOf = (spec: string): string | undefined => (isAbsolute(spec) || spec.startsWith('.') ? undefined : splitPackagePath(spec).name);

/** An absolute path for a file named in a description found in `baseDir`. */
export const resolveDataPath = (spec: string, baseDir: string): string => {
  const local = resolve(baseDir, spec);
  if (isAbsolute(spec) || spec.startsWith('.') || existsSync(local)) {
    if (!existsSync(local)) throw new Error(`File not found: ${local}`);
    return local;
  }
  const { name, rest } = splitPackagePath(spec);
  const dir = packageDir(name);
  if (!dir) throw new Error(`Neither a file nor an installed package: ${spec}`);
  const file = join(dir, rest);
  if (!existsSync(file)) throw new Error(`Package ${name} has no file ${rest}`);
  return file;
};
