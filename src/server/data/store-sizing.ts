/**
 * What the embedded store needs (issue 32 item 5): every worker holds its own copy of the store,
 * so memory grows with the data times the workers. Measured by `npm run bench:store-memory` (the
 * process's RSS with one and two workers): a worker takes a fixed part (its thread and the
 * store's runtime) and about STORE_BYTES_PER_RDF_BYTE bytes per byte of Turtle, i.e. ~400 MB per
 * million triples of a municipal cube.
 *
 * At start the data's size gives that estimate before anything is loaded, and a warning when the
 * copies would not fit in the machine's memory; README "Sizing" says what to do then.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { totalmem } from 'node:os';

/** A worker's memory per byte of (uncompressed) RDF text, and its fixed part. */
export const STORE_BYTES_PER_RDF_BYTE = 12;
export const WORKER_BYTES = 64 * 1024 * 1024;
/** Memory the process needs besides the stores: the server, caches, observation tables. */
export const SERVER_BYTES = 512 * 1024 * 1024;

/** The uncompressed size of an RDF file: a .gz file's last four bytes hold it (modulo 4 GiB). */
const uncompressedBytes = (file: string) => {
  const { size } = statSync(file);
  if (!file.endsWith('.gz') || size < 4) return size;
  const fd = openSync(file, 'r');
  try {
    const trailer = Buffer.alloc(4);
    readSync(fd, trailer, 0, 4, size - 4);
    return trailer.readUInt32LE(0);
  } finally {
    closeSync(fd);
  }
};

/** Bytes of RDF text the files hold, uncompressed. */
export const rdfBytes = (files: string[]) => files.reduce((sum, file) => sum + uncompressedBytes(file), 0);

/** The memory the process can count on: the machine's, or a container's limit where one is set. */
export const availableMemory = () => {
  const constrained = (process as { constrainedMemory?: () => number | undefined }).constrainedMemory?.() ?? 0;
  return constrained > 0 && constrained < totalmem() ? constrained : totalmem();
};

export type StoreSizing = { copies: number; storeBytes: number; neededBytes: number; availableBytes: number; fits: boolean };

/** The memory `copies` loaded stores of `rdf` bytes need beside the server, against what there is. */
export const storeSizing = ({ rdf, copies, availableBytes }: { rdf: number; copies: number; availableBytes: number }): StoreSizing => {
  const storeBytes = WORKER_BYTES + rdf * STORE_BYTES_PER_RDF_BYTE;
  const neededBytes = storeBytes * copies + SERVER_BYTES;
  return { copies, storeBytes, neededBytes, availableBytes, fits: neededBytes <= availableBytes };
};

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The start-up line: what the store will take, and a warning with the way out when it does not fit. */
export const sizingMessage = (sizing: StoreSizing) =>
  sizing.fits
    ? `Embedded store: about ${mb(sizing.storeBytes)} per copy × ${sizing.copies} copies; ${mb(sizing.neededBytes)} of ${mb(sizing.availableBytes)} memory`
    : `Warning: the embedded store needs about ${mb(sizing.neededBytes)} (${mb(sizing.storeBytes)} per copy × ${sizing.copies} copies, one per worker) ` +
      `but the machine has ${mb(sizing.availableBytes)}: lower SPARQL_WORKERS, SPARQL_PUBLIC_WORKERS and SPARQL_PUBLIC_SPARES, ` +
      `or load DATA_DIR into a SPARQL server and set SPARQL_ENDPOINT (README: Sizing)`;

