import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { rdfBytes, SERVER_BYTES, sizingMessage, STORE_BYTES_PER_RDF_BYTE, storeSizing, WORKER_BYTES } from './store-sizing';

const MB = 1024 * 1024;

describe('the embedded store’s sizing', () => {
  it('counts RDF files by their uncompressed size, a .gz file by its trailer', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sizing-'));
    const turtle = '<https://example.org/s> <https://example.org/p> "o" .\n'.repeat(1000);
    writeFileSync(join(dir, 'a.ttl'), turtle);
    writeFileSync(join(dir, 'b.ttl.gz'), gzipSync(turtle));
    expect(rdfBytes([join(dir, 'a.ttl'), join(dir, 'b.ttl.gz')])).toBe(2 * turtle.length);
  });

  it('needs a copy per worker beside the server, and says so', () => {
    const sizing = storeSizing({ rdf: 100 * MB, copies: 3, availableBytes: 24 * 1024 * MB });
    expect(sizing.storeBytes).toBe(WORKER_BYTES + 100 * MB * STORE_BYTES_PER_RDF_BYTE);
    expect(sizing.neededBytes).toBe(3 * sizing.storeBytes + SERVER_BYTES);
    expect(sizing.fits).toBe(true);
    expect(sizingMessage(sizing)).toBe(`Embedded store: about ${Math.round(sizing.storeBytes / MB)} MB per copy × 3 copies; ${Math.round(sizing.neededBytes / MB)} MB of 24576 MB memory`);
  });

  it('warns, with the way out, when the copies do not fit', () => {
    // A million-observation cube (~340 MB of Turtle) on four workers of a 16 GB laptop.
    const sizing = storeSizing({ rdf: 340 * MB, copies: 4, availableBytes: 16 * 1024 * MB });
    expect(sizing.fits).toBe(false);
    const message = sizingMessage(sizing);
    expect(message).toMatch(/^Warning: the embedded store needs about \d+ MB \(\d+ MB per copy × 4 copies, one per worker\) but the machine has 16384 MB/);
    expect(message).toContain('lower SPARQL_WORKERS');
    expect(message).toContain('set SPARQL_ENDPOINT (README: Sizing)');
  });
});
