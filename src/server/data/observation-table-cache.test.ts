/**
 * Observation tables kept between starts answer as the tables built from the store, and are built
 * again whenever a file of the store changes, the kept file is damaged or cannot be written.
 */
import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cachedObservationTables } from './observation-table-cache';
import type { ObservationTable } from './observation-table';
import { createEmbeddedStore } from './store';
import { onThisThread } from './store-query';

const EX = 'https://example.org/kept/';
// Sparse as real cubes are: a missing measure, cube:Undefined, a value with a language, a note
// with two values on one observation, and a second cube sharing the predicates.
const CUBES = `
@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
@prefix cube: <https://cube.link/> .
@prefix ex: <${EX}> .
ex:cube cube:observationSet ex:set .
ex:set cube:observation ex:o1, ex:o2, ex:o3 .
ex:o1 ex:place ex:a ; ex:year "2001"^^xsd:gYear ; ex:value 1.5 ; ex:note "eins"@de .
ex:o2 ex:place ex:b ; ex:year "2002"^^xsd:gYear ; ex:value ""^^cube:Undefined ; ex:note "x", "y" .
ex:o3 ex:place ex:a ; ex:year "2002"^^xsd:gYear .
ex:other cube:observationSet ex:otherSet .
ex:otherSet cube:observation ex:p1 .
ex:p1 ex:place ex:a ; ex:year "2001"^^xsd:gYear ; ex:value 7 .
`;
const PREDICATES = ['place', 'year', 'value', 'note'].map((name) => EX + name);

/** What a table answers: its observations, each predicate's column and distinct values. */
const answers = (table: ObservationTable | undefined) => ({
  observations: table?.observations,
  columns: PREDICATES.map((p) => table?.select({ selected: [p], required: [], tests: [] })),
  required: table?.select({ selected: PREDICATES.slice(0, 3), required: [EX + 'value'], tests: [] }),
  distinct: PREDICATES.map((p) => table?.distinctValues(p)),
});

const setUp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'tables-'));
  const file = join(dir, 'cubes.ttl');
  writeFileSync(file, CUBES);
  return { dir, file, cacheFile: join(dir, 'observation-tables.json') };
};

const tablesOf = (file: string, cacheFile: string, log?: (message: string) => void) =>
  cachedObservationTables(onThisThread(createEmbeddedStore([file])), { files: [file], cacheFile, log });

describe('observation tables kept between starts', () => {
  it('are built on the first start and read on the next, answering the same', async () => {
    const { file, cacheFile } = setUp();
    const built = await tablesOf(file, cacheFile);
    expect(built.cached).toBe(false);
    const read = await tablesOf(file, cacheFile);
    expect(read.cached).toBe(true);
    expect([...read.tables.keys()].sort()).toEqual([`${EX}cube`, `${EX}other`]);
    for (const cube of built.tables.keys()) expect(answers(read.tables.get(cube))).toEqual(answers(built.tables.get(cube)));
    // The two values of one note leave that column to queries, kept or not.
    expect(read.tables.get(`${EX}cube`)?.select({ selected: [EX + 'note'], required: [], tests: [] })).toBeUndefined();
    expect(answers(read.tables.get(`${EX}cube`)).columns[2]).toEqual([[{ type: 'literal', value: '1.5', datatype: 'http://www.w3.org/2001/XMLSchema#decimal' }, { type: 'literal', value: '', datatype: 'https://cube.link/Undefined' }, undefined]]);
  });

  it('are built again when a file of the store changes', async () => {
    const { file, cacheFile } = setUp();
    await tablesOf(file, cacheFile);
    appendFileSync(file, `<${EX}o4> <${EX}place> <${EX}c> . <${EX}set> <https://cube.link/observation> <${EX}o4> .\n`);
    const again = await tablesOf(file, cacheFile);
    expect(again.cached).toBe(false);
    expect(again.tables.get(`${EX}cube`)?.observations).toEqual(['o1', 'o2', 'o3', 'o4'].map((o) => EX + o));
  });

  it('are built again when the kept file is damaged, and kept again', async () => {
    const { file, cacheFile } = setUp();
    await tablesOf(file, cacheFile);
    writeFileSync(cacheFile, readFileSync(cacheFile, 'utf8').slice(0, 100));
    const again = await tablesOf(file, cacheFile);
    expect(again.cached).toBe(false);
    expect(again.tables.get(`${EX}other`)?.observations).toEqual([`${EX}p1`]);
    expect((await tablesOf(file, cacheFile)).cached).toBe(true);
  });

  it('are still answered when they cannot be kept, which the log says', async () => {
    const { dir, file } = setUp();
    const messages: string[] = [];
    const { tables, cached } = await tablesOf(file, join(dir, 'no-such-folder', 'observation-tables.json'), (message) => messages.push(message));
    expect(cached).toBe(false);
    expect(tables.size).toBe(2);
    expect(messages).toEqual([expect.stringMatching(/^Observation tables not kept in .*no-such-folder.*the next start builds them again/)]);
  });
});
