import { describe, expect, it } from 'vitest';
import { DescriptionError, parseDescription } from './description';
import { exampleDescription, exampleHierarchy } from './test-fixture';

describe('parseDescription', () => {
  it('accepts a complete description and fills defaults', () => {
    const description = parseDescription(exampleDescription());
    expect(description.columns.find((c) => c.id === 'country')?.values?.code).toBe('iso3-from-en-name');
  });

  it('names every problem with its place', () => {
    const bad = exampleDescription();
    (bad.cube as Record<string, unknown>).status = 'Live';
    (bad.cube.title as Record<string, unknown>).it = undefined;
    expect(() => parseDescription(bad, 'bad.json')).toThrow(DescriptionError);
    try {
      parseDescription(bad, 'bad.json');
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('bad.json');
      expect(message).toContain('cube.status');
      expect(message).toContain('cube.title.it');
    }
  });

  it('checks the rules between fields', () => {
    const bad = exampleDescription();
    bad.cube.iri = 'https://example.org/cube/other/9';
    bad.columns.push({ ...bad.columns[0] });
    expect(() => parseDescription(bad)).toThrow(/cube\.iri must be[\s\S]*"year" is used twice/);
  });

  it('checks the rules within a column', () => {
    const bad = exampleDescription();
    delete bad.columns.find((c) => c.kind === 'measure')!.datatype;
    expect(() => parseDescription(bad)).toThrow(/column "pop": a measure needs datatype integer or decimal/);
  });

  it('checks a hierarchy: its fields with their place, and that each level reads a parent column of its own', () => {
    const bad = exampleDescription();
    const hierarchy = exampleHierarchy();
    const values = bad.columns[1].values as Record<string, unknown>;
    values.hierarchy = { ...hierarchy, leafLevelName: undefined, root: { ...hierarchy.root, iri: 'https://example.org/europe' } };
    expect(() => parseDescription(bad)).toThrow(
      /columns\.1\.values\.hierarchy\.root\.iri: expected an http\(s\) IRI template containing \{code\}[\s\S]*columns\.1\.values\.hierarchy\.leafLevelName/,
    );
    values.hierarchy = { ...hierarchy, levels: [...hierarchy.levels, hierarchy.levels[0], { ...hierarchy.levels[0], path: 'country' }] };
    expect(() => parseDescription(bad)).toThrow(
      /column "country": hierarchy levels 1 and 2 read the same path "region"[\s\S]*column "country": hierarchy level 3 reads the column's own path "country"; a level names the parents/,
    );
  });
});
