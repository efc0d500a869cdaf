import { describe, expect, it } from 'vitest';
import { iriKey, type Observation } from './data';
import { decodeObservations, encodeObservations, rowDecoder, type ObservationColumns } from './observation-columns';

const CUBE = 'https://ld.admin.ch/cube/fso/px-x-0703010000_103';
const id = (name: string) => `${CUBE}___${CUBE}/${name}`;

/** What a client receives: the encoded form after a trip through JSON. */
const overTheWire = (rows: Observation[]): ObservationColumns => JSON.parse(JSON.stringify(encodeObservations(rows)));
const roundTrip = (rows: Observation[]) => decodeObservations(overTheWire(rows));
/** Rows as the row form delivers them (JSON turns NaN into null, -0 into 0). */
const asJson = (rows: Observation[]): Observation[] => JSON.parse(JSON.stringify(rows));

/** A seeded generator (mulberry32), so a failing case can be replayed. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const LABELS = [
  'Zürich',
  'Genève',
  'Graubünden / Grigioni / Grischun',
  'Neuchâtel',
  '1001 - 5000 ha',
  '',
  '東京',
  'emoji 🌲🌳',
  'quote " and \\ backslash',
  '\u2028line',
];
const NUMBERS = [0, -0, 1, -1, 4043, 0.1, 1e-7, 1.5e300, -123.456, Number.MAX_SAFE_INTEGER, NaN];

/** Rows shaped like the API's: IRI dimensions with labels and `/__iri__`, literal years, measures, gaps. */
const randomObservations = (next: () => number): Observation[] => {
  const pick = <T>(values: T[]) => values[Math.floor(next() * values.length)];
  const n = Math.floor(next() * 40);
  return Array.from({ length: n }, () => {
    const row: Observation = {};
    const canton = pick([...LABELS, null]);
    row[id('kanton')] = canton;
    // As the server does: the IRI key only where the value was an IRI.
    if (canton !== null) row[iriKey(id('kanton'))] = `https://ld.admin.ch/canton/${LABELS.indexOf(canton)}`;
    row[id('jahr')] = pick(['2004', '2010', 2012, null]);
    row[id('E012')] = pick([...NUMBERS, null]);
    // A joined cube's measure, present on some rows only (a full outer join).
    if (next() < 0.5) row[id('E013')] = pick([...NUMBERS, 'n/a', null]);
    return row;
  });
};

describe('observations as columns', () => {
  it('sends measures as plain numbers and labels once per column', () => {
    const rows: Observation[] = [
      { [id('kanton')]: 'Zürich', [iriKey(id('kanton'))]: 'https://ld.admin.ch/canton/1', [id('E012')]: 4043 },
      { [id('kanton')]: 'Zürich', [iriKey(id('kanton'))]: 'https://ld.admin.ch/canton/1', [id('E012')]: null },
      { [id('kanton')]: null, [id('E012')]: 7.5 },
    ];
    expect(encodeObservations(rows)).toEqual({
      length: 3,
      columns: [id('kanton'), iriKey(id('kanton')), id('E012')],
      values: [{ dictionary: ['Zürich', null], codes: [0, 0, 1] }, { dictionary: ['https://ld.admin.ch/canton/1'], codes: [0, 0, null] }, [4043, null, 7.5]],
    });
    expect(roundTrip(rows)).toEqual(rows);
  });

  it('keeps a missing key apart from a null value', () => {
    const rows: Observation[] = [{ a: 1 }, { a: 2, b: null }, {}];
    const decoded = roundTrip(rows);
    expect(decoded).toEqual(rows);
    expect(decoded.map((row) => Object.hasOwn(row, 'b'))).toEqual([false, true, false]);
  });

  it('keeps numbers and strings apart in a mixed column', () => {
    const rows: Observation[] = [{ year: 2010 }, { year: '2010' }, { year: 2010 }];
    expect(roundTrip(rows)).toEqual(rows);
  });

  it('encodes no rows, and rows without keys', () => {
    expect(roundTrip([])).toEqual([]);
    expect(roundTrip([{}, {}])).toEqual([{}, {}]);
  });

  it('gives back the rows the row form gives, for random API-shaped observations', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const rows = randomObservations(random(seed));
      expect(roundTrip(rows), `seed ${seed}`).toEqual(asJson(rows));
    }
  });

  it('gives the same rows a slice at a time', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const columns = overTheWire(randomObservations(random(seed)));
      const slices = rowDecoder(columns);
      const cut = Math.floor(columns.length / 3);
      expect([...slices(0, cut), ...slices(cut, columns.length)], `seed ${seed}`).toEqual(decodeObservations(columns));
    }
  });

  it('is far smaller than the row form for a whole cube', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      [id('kanton')]: LABELS[i % 4],
      [iriKey(id('kanton'))]: `https://ld.admin.ch/canton/${i % 4}`,
      [id('jahr')]: String(2004 + (i % 11)),
      [id('E012')]: i * 1.5,
    }));
    expect(JSON.stringify(encodeObservations(rows)).length).toBeLessThan(JSON.stringify(rows).length / 8);
  });
});
