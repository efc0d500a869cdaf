import { describe, expect, it } from 'vitest';
import { chartComponents, chartQuery, queryFilters, shownData } from '../charts/pipeline';
import { configBase, dimension, measure, yearDimension } from '../charts/test-fixture';
import type { ChartConfigOf } from '../config';
import { MOST_RECENT_VALUE } from '../configurator/most-recent';
import { componentsById, type Component, type DataCubeComponents, type Dimension, type HierarchyValue, type Measure, type Observation } from '../data';
import { aggregateCountKey, type HierarchyLevel } from '../observations/aggregation';
import { dataFilterChoices } from './data-filters';
import {
  csvLine,
  downloadFileName,
  downloadTable,
  filteredColumns,
  filterValueLabel,
  formatFootnoteDate,
  toCsv,
  wholeCubeDownloadUrl,
  wholeCubeLayout,
} from './download';
import { initialViewerState, viewerReducer } from './viewer-state';

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
    const table = downloadTable({ components: [generation, year, source], observations });
    expect(table.header).toEqual(['Year', 'Energy source', 'Net generation (GWh)']);
    expect(table.rows).toEqual([
      ['2001', 'Fossil fuels', 35361],
      ['2001', 'Wind, "onshore"', null],
    ]);
  });

  it('writes CSV with a byte-order mark, quoted where needed', () => {
    const csv = toCsv(downloadTable({ components: [year, source, generation], observations }));
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')).toEqual(['Year,Energy source,Net generation (GWh)', '2001,Fossil fuels,35361', '2001,"Wind, ""onshore""",', '']);
  });

  it('writes UTF-8 text that survives the byte-order mark', () => {
    const bytes = new TextEncoder().encode(toCsv({ header: ['Grössenklasse'], rows: [['Zürich']] }));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('Grössenklasse\r\nZürich\r\n');
  });
});

describe('the whole cube, written by the server', () => {
  const observations = [
    { year: '2001', source: '=HYPERLINK("x")', gen: 35361 },
    { year: '2002', source: 'Wind', gen: null },
  ];
  const conversions = { gen: { multiplier: 1000, labels: { de: 'MWh', fr: 'MWh', it: 'MWh', en: 'MWh' } } };

  it("has every component, converted under the unit in the visitor's language, page by page", () => {
    const layout = wholeCubeLayout({ dimensions: [year, source], measures: [generation] }, conversions, 'en');
    expect(layout.header).toEqual(['Year', 'Energy source', 'Net generation (MWh)']);
    expect(layout.rows(observations)).toEqual([
      ['2001', '=HYPERLINK("x")', 35361000],
      ['2002', 'Wind', null],
    ]);
    // Without conversions: the values as they are.
    expect(wholeCubeLayout({ dimensions: [year, source], measures: [generation] }, {}, 'en').rows(observations)[0]).toEqual(['2001', '=HYPERLINK("x")', 35361]);
  });

  it('writes CSV line by line as the whole file does, formulas neutralised', () => {
    const table = downloadTable({ components: [year, source, generation], observations });
    expect(`\uFEFF${[table.header, ...table.rows].map(csvLine).join('')}`).toBe(toCsv(table));
    expect(csvLine(table.rows[0])).toBe(`2001,"'=HYPERLINK(""x"")",35361\r\n`);
  });

  it('is had from the server at an address naming the source, cube, language, format, title and conversions', () => {
    const base = { sourceType: 'sparql', sourceUrl: '/api/sparql', locale: 'de' as const, cubeIri: 'https://x/c', format: 'csv' as const, title: 'T' };
    const url = new URL(wholeCubeDownloadUrl({ ...base, conversions }), 'http://host');
    expect(url.pathname).toBe('/api/data/download');
    expect(Object.fromEntries(url.searchParams)).toEqual({ ...base, conversions: JSON.stringify(conversions) });
    expect(new URL(wholeCubeDownloadUrl({ ...base, conversions: {} }), 'http://host').searchParams.has('conversions')).toBe(false);
  });
});

describe('file names and dates', () => {
  it('names the file after the title', () => {
    expect(downloadFileName('Forstbetriebe: Zürich & Bern (2004–2013)', 'filtered', 'csv')).toBe('forstbetriebe-zurich-bern-2004-2013-filtered.csv');
    expect(downloadFileName('«»', 'full', 'xlsx')).toBe('chart-full.xlsx');
    expect(downloadFileName('Iowa', 'chart', 'png')).toBe('iowa.png');
  });

  it('names the chart’s data after the title and the visitor’s choices, each cut short', () => {
    expect(downloadFileName('Air quality', 'filtered', 'csv', ['Ozone (O3)', '2010–2020'])).toBe('air-quality-ozone-o3-2010-2020-filtered.csv');
    expect(downloadFileName('', 'filtered', 'xlsx', ['«»', 'Lugano'])).toBe('chart-lugano-filtered.xlsx');
    expect(downloadFileName('Air', 'filtered', 'csv', ['A very long station name that goes on and on'])).toBe('air-a-very-long-station-name-that-filtered.csv');
  });

  it('writes footnote dates as dd.MM.yyyy HH:mm', () => {
    expect(formatFootnoteDate('2014-07-15')).toBe('15.07.2014 00:00');
    expect(formatFootnoteDate('2015-07-23T09:15:00Z')).toBe('23.07.2015 09:15');
    expect(formatFootnoteDate('soon')).toBe('soon');
  });
});

describe('filtered dimensions', () => {
  const station = dimension('station', ['Bern', 'Lugano']);
  // A hierarchy of places: the region South has observations of its own, above the station Lugano.
  const node = (value: string, label: string, depth: number, children: HierarchyValue[] = []): HierarchyValue => ({
    value,
    label,
    dimensionId: 'cube___place',
    depth,
    hasValue: true,
    children,
  });
  const south = node('https://ld.example/region/South', 'South', 0, [node('https://ld.example/place/Lugano', 'Lugano', 1)]);
  const place = dimension('place', [], { values: [south, ...south.children!].map(({ value, label }) => ({ value, label })), hierarchy: [south] });
  const years = yearDimension(['2019', '2020', '2021']);

  it('reads a filter’s current value by its labels', () => {
    expect(filterValueLabel(station, { type: 'single', value: 'https://ld.example/station/Lugano' })).toBe('Lugano');
    expect(filterValueLabel(place, { type: 'single', value: 'https://ld.example/region/South' })).toBe('South');
    expect(filterValueLabel(station, { type: 'multi', values: { 'https://ld.example/station/Bern': true, 'https://ld.example/station/Lugano': true } })).toBe(
      'Bern, Lugano',
    );
    expect(filterValueLabel(years, { type: 'range', from: '2019', to: '2021' })).toBe('2019–2021');
    expect(filterValueLabel(years, { type: 'single', value: 1984 })).toBe('1984');
    // A versioned value is found by either of its IRIs.
    const versioned = dimension('zone', [], {
      values: [{ value: 'https://ld.example/zone/1', versionedValue: 'https://ld.example/zone/1/v2', label: 'Jura' }],
    });
    expect(filterValueLabel(versioned, { type: 'single', value: 'https://ld.example/zone/1/v2' })).toBe('Jura');
  });

  it('adds the filtered dimensions the columns leave out, in the cube’s order, after the dimensions and before the measures', () => {
    const value = measure('value', { label: 'Measured value', unit: 'µg/m³' });
    const byId = componentsById({ dimensions: [years, station, place], measures: [value] });
    const filters = {
      [place.id]: { type: 'single' as const, value: 'https://ld.example/region/South' },
      [station.id]: {
        type: 'multi' as const,
        values: { 'https://ld.example/station/Bern': true as const, 'https://ld.example/station/Lugano': true as const },
      },
      [years.id]: { type: 'single' as const, value: '2021' },
    };
    const filtered = filteredColumns(filters, byId, [years, value]);
    expect(filtered.map((f) => [f.component.id, f.value])).toEqual([
      [station.id, 'Bern, Lugano'],
      [place.id, 'South'],
    ]);
    const table = downloadTable({ components: [years, value], observations: [{ [years.id]: '2021', [value.id]: 16.5 }], filtered });
    expect(table).toEqual({ header: ['Year', 'station', 'place', 'Measured value (µg/m³)'], rows: [['2021', 'Bern, Lugano', 'South', 16.5]] });
    expect(toCsv(table).slice(1)).toBe('Year,station,place,Measured value (µg/m³)\r\n2021,"Bern, Lugano",South,16.5\r\n');
  });
});

describe('the chart’s data, read alone', () => {
  // A sparse monitoring cube: Lugano measures NO2 and O3, the chart is filtered on Lugano and NO2 and offers the pollutant as a data filter.
  const years = yearDimension(['2019', '2020', '2021']);
  const station = dimension('station', ['Bern', 'Lugano'], { label: 'Station' });
  const pollutant = dimension('pollutant', ['NO2', 'O3'], { label: 'Pollutant' });
  const aggregation = dimension('aggregation', ['Annual mean'], { label: 'Aggregation' });
  const iri = (c: Component, label: string) => String(c.values.find((v) => v.label === label)!.value);
  const withUnit = measure('value', { label: 'Measured value', unit: 'µg/m³' });
  const unitless = measure('value-unitless', { label: 'Measured value' });
  const column = (y: Component = withUnit): ChartConfigOf<'column'> => {
    const base = configBase();
    return {
      ...base,
      cubes: [
        {
          iri: 'cube/1',
          filters: {
            [station.id]: { type: 'single', value: iri(station, 'Lugano') },
            [pollutant.id]: { type: 'single', value: iri(pollutant, 'NO2') },
            [aggregation.id]: { type: 'single', value: iri(aggregation, 'Annual mean') },
          },
        },
      ],
      interactiveFiltersConfig: {
        ...base.interactiveFiltersConfig,
        timeRange: { active: true, componentId: years.id, presets: { type: 'range', from: '', to: '' } },
        dataFilters: { active: true, componentIds: [pollutant.id], defaultValueOverrides: {}, filterTypes: {} },
      },
      chartType: 'column',
      fields: {
        x: { componentId: years.id },
        y: { componentId: y.id },
        color: { type: 'single', paletteId: 'category10', color: '#1f77b4' },
      },
    } as ChartConfigOf<'column'>;
  };
  const cube: DataCubeComponents = { dimensions: [years, station, pollutant, aggregation], measures: [withUnit, unitless] };
  const byId = componentsById(cube);
  const rows = [
    { [years.id]: '2019', [pollutant.id]: 'O3', [withUnit.id]: 61, [unitless.id]: 61 },
    { [years.id]: '2021', [pollutant.id]: 'O3', [withUnit.id]: 58, [unitless.id]: 58 },
  ];

  const download = (config: ChartConfigOf<'column'>, choices: Record<string, string[]>, viewer = initialViewerState({ config }), answer = rows) => {
    const filters = queryFilters(chartQuery(config, cube, dataFilterChoices(config, byId, choices)));
    const shown = shownData(config, byId, answer, viewer, filters, 'Values summed')!;
    return { shown, table: downloadTable(shown), name: downloadFileName('NO2 in Lugano', 'filtered', 'csv', shown.choices) };
  };

  it('holds the visitor’s pollutant, not the author’s, the station and aggregation filtered on, and the unit', () => {
    const { shown, table, name } = download(column(), { [pollutant.id]: [iri(pollutant, 'O3')] });
    expect(table.header).toEqual(['Year', 'Pollutant', 'Station', 'Aggregation', 'Measured value (µg/m³)']);
    expect(table.rows).toEqual([
      ['2019', 'O3', 'Lugano', 'Annual mean', 61],
      ['2021', 'O3', 'Lugano', 'Annual mean', 58],
    ]);
    expect(shown.choices).toEqual(['O3']);
    expect(name).toBe('no2-in-lugano-o3-filtered.csv');
  });

  it('names a measure without a unit by its label alone', () => {
    expect(download(column(unitless), {}).table.header).toEqual(['Year', 'Pollutant', 'Station', 'Aggregation', 'Measured value']);
  });

  it('keeps the time range the visitor chose in the rows and the name', () => {
    const config = column();
    const ranged = viewerReducer(initialViewerState({ config }), { type: 'TIME_RANGE_CHANGE', timeRange: { from: '2020', to: '2021' } });
    const { table, name } = download(config, { [pollutant.id]: [iri(pollutant, 'O3')] }, ranged);
    expect(table.rows).toEqual([['2021', 'O3', 'Lugano', 'Annual mean', 58]]);
    expect(name).toBe('no2-in-lugano-o3-2020-2021-filtered.csv');
  });

  it('writes a most-recent filter as the year the server drew (the latest with data, which the observations hold)', () => {
    const base = column();
    const config = { ...base, fields: { ...base.fields, x: { componentId: station.id } } } as ChartConfigOf<'column'>;
    config.cubes = [{ iri: 'cube/1', filters: { ...base.cubes[0].filters, [years.id]: { type: 'single', value: MOST_RECENT_VALUE } } }];
    const { shown } = download(
      config,
      {},
      undefined,
      rows.filter((r) => r[years.id] === '2019'),
    );
    expect(shown.filtered.map((f) => [f.component.label, f.value])).toEqual([
      ['Year', '2019'],
      ['Aggregation', 'Annual mean'],
    ]);
  });
});

describe('the data of a chart summed by a level', () => {
  // The sparse municipal cube (tests/fixtures/municipal-sums): Thun lacks its inhabitants in 2021, Biel ends in 2021.
  const node = (label: string, depth: number, children: HierarchyValue[] = [], levelName?: string): HierarchyValue => ({
    value: `https://ld.example/${label}`,
    label,
    dimensionId: 'cube___municipality',
    depth,
    hasValue: !children.length,
    ...(children.length && { children }),
    ...(levelName && { levelName }),
  });
  const municipalities = ['Bern', 'Thun', 'Biel', 'Zürich', 'Winterthur'];
  const municipality = {
    ...dimension('municipality', municipalities, { label: 'Municipality' }),
    hierarchy: [
      node('Switzerland', 0, [
        node('Bern (canton)', 1, [node('Bern', 2), node('Thun', 2), node('Biel', 2)], 'Canton'),
        node('Zürich (canton)', 1, [node('Zürich', 2), node('Winterthur', 2)], 'Canton'),
      ]),
    ],
  } as Component;
  const years = yearDimension(['2020', '2021', '2022']);
  const inhabitants = measure('population', { label: 'Inhabitants', unit: 'Number', scaleType: 'Ratio' });
  const loaded: DataCubeComponents = { dimensions: [municipality, years] as Dimension[], measures: [inhabitants] };
  const rows =
    `2020,Bern,134000;2020,Thun,43000;2020,Biel,55000;2020,Zürich,421000;2020,Winterthur,114000;2021,Bern,134500;2021,Thun,;2021,Biel,55200;2021,Zürich,423000;2021,Winterthur,115000;2022,Bern,135000;2022,Thun,43400;2022,Zürich,427000;2022,Winterthur,116000`
      .split(';')
      .map((row) => row.split(','))
      .map(([year, place, population]) => ({ year, place, population: population ? Number(population) : null }));
  const canton = (place: string) => (['Bern', 'Thun', 'Biel'].includes(place) ? 'Bern (canton)' : 'Zürich (canton)');
  /** What the server answers a summed query: per canton and year the sum of the values there are, and how many. */
  const summedAnswer = () =>
    ['Bern (canton)', 'Zürich (canton)'].flatMap((place) =>
      ['2020', '2021', '2022'].map((year) => {
        const present = rows.flatMap((r) => (canton(r.place) === place && r.year === year && r.population !== null ? [r.population] : []));
        const sum = present.reduce((a, b) => a + b, 0);
        return { [municipality.id]: place, [years.id]: year, [inhabitants.id]: sum, [aggregateCountKey(inhabitants.id)]: present.length };
      }),
    );
  const config = (sumByLevel?: number): ChartConfigOf<'column'> =>
    ({
      ...configBase(),
      chartType: 'column',
      fields: {
        x: { componentId: municipality.id, ...(sumByLevel !== undefined && { sumByLevel }), sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } },
        y: { componentId: inhabitants.id },
        color: { type: 'segment', paletteId: 'category10', colorMapping: {} },
        segment: { componentId: years.id, type: 'grouped', sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } },
      },
    }) as ChartConfigOf<'column'>;
  const sumLabel = (m: Measure, level: HierarchyLevel) => `${m.label} (sum by ${level.name})`;
  const download = (chart: ChartConfigOf<'column'>, answer: Observation[]) => {
    const { byId } = chartComponents(chart, loaded, 'en', sumLabel);
    return downloadTable(shownData(chart, byId, answer, initialViewerState({ config: chart }), {}, 'Number of values summed')!);
  };

  it('has after the summed measure how many values each sum covers: Bern’s canton two of three in 2021 and 2022', () => {
    const table = download(config(1), summedAnswer());
    expect(table.header).toEqual(['Canton', 'Year', 'Inhabitants (sum by Canton) (Number)', 'Number of values summed']);
    expect(table.rows).toEqual([
      ['Bern (canton)', '2020', 232000, 3],
      ['Bern (canton)', '2021', 189700, 2],
      ['Bern (canton)', '2022', 178400, 2],
      ['Zürich (canton)', '2020', 535000, 2],
      ['Zürich (canton)', '2021', 538000, 2],
      ['Zürich (canton)', '2022', 543000, 2],
    ]);
    expect(toCsv(table).split('\r\n')[2]).toBe('Bern (canton),2021,189700,2');
  });

  it('is as before when the chart shows the municipalities as observed: no count column', () => {
    const answer = rows.map((r) => ({ [municipality.id]: r.place, [years.id]: r.year, [inhabitants.id]: r.population }));
    const table = download(config(), answer);
    expect(table.header).toEqual(['Municipality', 'Year', 'Inhabitants (Number)']);
    expect(table.rows[6]).toEqual(['Thun', '2021', null]);
  });
});
