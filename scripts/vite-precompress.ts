/**
 * A build step of the web app: a brotli (.br) and a gzip (.gz) copy beside each text file the
 * build writes, made once at the strongest settings, so that the server sends a copy as it is
 * (@fastify/static's `preCompressed`, src/server/web.ts) instead of compressing on every request.
 * The bundle is 5 MB of JavaScript: brotli at quality 11 takes a few seconds on two cores, once.
 *
 * Our own 20 lines over node:zlib rather than a plugin package: the two encodings at full
 * strength and a size threshold are all we need.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing (images, fonts and source maps are not: they are already compressed or rarely fetched). */
const TEXT_FILE = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Smaller files go as they are (the server's threshold for its other answers too, src/server/encoding.ts). */
const MIN_BYTES = 1024;

const copies = (bytes: Buffer) =>
  Promise.all([
    promisify(brotliCompress)(bytes, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    promisify(gzip)(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);

export const precompress = (): Plugin => ({
  name: 'cubeviz-precompress',
  apply: 'build',
  async writeBundle(options, bundle) {
    const dir = options.dir!;
    const files = Object.keys(bundle).filter((name) => TEXT_FILE.test(name));
    // Async zlib: the files are compressed side by side on libuv's thread pool.
    await Promise.all(
      files.map(async (name) => {
        const path = join(dir, name);
        const bytes = await readFile(path);
        if (bytes.length < MIN_BYTES) return;
        const [br, gz] = await copies(bytes);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      }),
    );
  },
});
