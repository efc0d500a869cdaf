import { describe, expect, it } from 'vitest';
import { DescriptionError, parseDescription } from './description';
import { exampleDescription } from './test-fixture';

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
});
