import { describe, expect, it } from 'vitest';
import type { Component } from '../data';
import { downloadFileName, downloadTable, formatFootnoteDate, toCsv } from './download';

const year: Component = {
  __typename: 'TemporalDimension',
  id: 'year',
  label: 'Year',
  cubeIri: 'c',
  isKeyDimension: true,
  isNumerical: false,
  timeUnit: 'Year',
  timeFormat: '%Y',
  values: [],
};
const source: Component = {
  __typename: 'NominalDimension',
  id: 'source',
  label: 'Energy source',
  cubeIri: 'c',
  isKeyDimension: true,
  isNumerical: false,
  values: [],
};
const generation: Component = {
  __typename: 'NumericalMeasure',
  id: 'gen',
  label: 'Net generation',
  unit: 'GWh',
  cubeIri: 'c',
  isKeyDimension: false,
  isNumerical: true,
  values: [],
};

describe('download table', () => {
  const observations = [
    { year: '2001', source: 'Fossil fuels', gen: 35361 },
    { year: '2001', source: 'Wind, "onshore"', gen: null },
  ];

  it('has a header of labels with units, dimensions before measures', () => {
    const table = downloadTable([generation, year, source], observations);
    expect(table.header).toEqual(['Year', 'Energy source', 'Net generation (GWh)']);
    expect(table.rows).toEqual([
      ['2001', 'Fossil fuels', 35361],
      ['2001', 'Wind, "onshore"', null],
    ]);
  });

  it('writes CSV with a byte-order mark, quoted where needed', () => {
    const csv = toCsv(downloadTable([year, source, generation], observations));
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')).toEqual(['Year,Energy source,Net generation (GWh)', '2001,Fossil fuels,35361', '2001,"Wind, ""onshore""",', '']);
  });

  it('writes UTF-8 text that survives the byte-order mark', () => {
    const bytes = new TextEncoder().encode(toCsv({ header: ['Grössenklasse'], rows: [['Zürich']] }));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('Grössenklasse\r\nZürich\r\n');
  });
});

describe('file names and dates', () => {
  it('names the file after the title', () => {
    expect(downloadFileName('Forstbetriebe: Zürich & Bern (2004–2013)', 'filtered', 'csv')).toBe('forstbetriebe-zurich-bern-2004-2013-filtered.csv');
    expect(downloadFileName('«»', 'full', 'xlsx')).toBe('chart-full.xlsx');
    expect(downloadFileName('Iowa', 'chart', 'png')).toBe('iowa.png');
  });

  it('writes footnote dates as dd.MM.yyyy HH:mm', () => {
    expect(formatFootnoteDate('2014-07-15')).toBe('15.07.2014 00:00');
    expect(formatFootnoteDate('2015-07-23T09:15:00Z')).toBe('23.07.2015 09:15');
    expect(formatFootnoteDate('soon')).toBe('soon');
  });
});
