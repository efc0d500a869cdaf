import { describe, expect, it } from 'vitest';
import { dimension, measure, yearDimension } from '../../domain/charts/test-fixture';
import { leastAnswerBytes, leastCellBytes } from './least-answer';
import { CUBE_UNDEFINED, ns } from './rdf';

/** A cell as SPARQL JSON results write it, in its shortest form (the variable ?c0). */
const json = (term: object) => JSON.stringify({ c0: term }).slice(1, -1).length;

describe('the least bytes of an endpoint’s answer', () => {
  const canton = dimension('canton', ['ZH', 'Bern']);
  const versioned = dimension('canton', ['ZH'], { values: [{ value: 'https://ld.example/canton/ZH', label: 'ZH', versionedValue: 'https://ld.example/v/ZH' }] });
  const year = { ...yearDimension(['2020']), dataType: `${ns.xsd}gYear` };
  const population = measure('population', { dataType: `${ns.xsd}integer` });

  it('is no more than the shortest cell JSON results can write for each kind of component', () => {
    // An IRI: the shortest the components list, in the form observations hold (versioned).
    expect(leastCellBytes(canton)).toBe(json({ type: 'uri', value: 'https://ld.example/canton/ZH' }));
    expect(leastCellBytes(versioned)).toBe(json({ type: 'uri', value: 'https://ld.example/v/ZH' }));
    expect(leastCellBytes(dimension('canton', []))).toBe(json({ type: 'uri', value: 'x' }));
    // A typed literal: its datatype or cube:Undefined, the shorter, with an empty text.
    expect(leastCellBytes(year)).toBe(json({ type: 'literal', datatype: CUBE_UNDEFINED, value: '' }));
    expect(leastCellBytes(population)).toBeLessThanOrEqual(json({ type: 'literal', datatype: `${ns.xsd}integer`, value: '1' }));
    expect(leastCellBytes({ ...population, dataType: `${ns.xsd}string` })).toBe(json({ type: 'literal', value: '' }));
    expect(leastCellBytes({ ...population, dataType: undefined, values: [{ value: 'a', label: 'a' }] })).toBe(json({ type: 'literal', value: '' }));
  });

  it('counts each row and each bound cell', () => {
    const row = JSON.stringify({ c0: { type: 'uri', value: 'https://ld.example/canton/ZH' } }).length + 1;
    expect(leastAnswerBytes([canton], 2, [2])).toBeLessThanOrEqual(2 * row);
    expect(leastAnswerBytes([canton, population], 10, [10, 0])).toBe(10 * 3 + 10 * leastCellBytes(canton));
  });
});
