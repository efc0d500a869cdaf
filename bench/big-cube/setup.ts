/**
 * The generated big cubes of the benches (issue 32): written once to /tmp/cubeviz-big/<size> and
 * reused, and a Virtuoso on ports of their own with the cube bulk-loaded (.ci/virtuoso.sh).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startVirtuoso } from '../../tests/support/virtuoso';
import { round } from '../stats';
import { BIG_CUBE_SIZES, writeBigCube } from './generate';

export type BigSize = keyof typeof BIG_CUBE_SIZES;

/** The size named by SIZE (1e5 by default). */
export const bigSizeOf = (name = process.env.SIZE ?? '1e5'): BigSize => {
  if (!(name in BIG_CUBE_SIZES)) throw new Error(`SIZE is one of ${Object.keys(BIG_CUBE_SIZES).join(', ')}`);
  return name as BigSize;
};

export const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The cube's Turtle file and triples, written when it is not there yet. */
export const generateBigCube = (size: BigSize) => {
  const dir = `/tmp/cubeviz-big/${size}`;
  const file = join(dir, 'data', `${size}.ttl`);
  if (existsSync(file)) return { file, cached: true, triples: Number(readFileSync(join(dir, 'triples'), 'utf8')) };
  const started = performance.now();
  const result = writeBigCube(dir, size, BIG_CUBE_SIZES[size]);
  writeFileSync(join(dir, 'triples'), String(result.triples));
  console.log(
    `generated ${result.observations} observations, ${result.triples} triples, ${mb(result.bytes)} MB Turtle in ${round((performance.now() - started) / 1000)} s`,
  );
  return { file, cached: false, triples: result.triples };
};

/** A Virtuoso with the cube loaded (started and loaded when it is not running): its endpoint. */
export const startBigVirtuoso = (size: BigSize) => {
  const started = performance.now();
  const endpoint = startVirtuoso(join(`/tmp/cubeviz-big/${size}`, 'data'), {
    http: size === '1e5' ? 8897 : 8898,
    isql: size === '1e5' ? 11113 : 11114,
    dir: `/tmp/cubeviz-virtuoso-big-${size}`,
  });
  console.log(`\nVirtuoso at ${endpoint}, ready (load included when it was not running) in ${round((performance.now() - started) / 1000)} s`);
  return endpoint;
};
