import { describe, expect, it } from 'vitest';
import type { ChartConfig } from '../../config';
import type { Annotation } from '../../config/interactive-filters';
import type { Component, Observation } from '../../data';
import { initialInteractiveState, type InteractiveState } from '../chart-data';
import type { ChartInput, DrawnChartType } from '../definition';
import { drawScene } from '../registry';
import type { Mark, Scene } from '../scene';
import { configBase, dimension, measure } from '../test-fixture';
import {
  annotationControls,
  annotationOverlays,
  DEFAULT_ANNOTATION_COLOR,
  initiallyOpen,
  markTargets,
  matchesTargets,
  newAnnotationKey,
  toggleOpen,
} from './annotations';
import { newAnnotation } from '../../configurator/slices/annotations';

const canton = dimension('canton', ['Zürich', 'Bern', 'Uri']);
const fuel = dimension('fuel', ['Coal', 'Gas']);
const year = dimension('year', ['2000', '2001', '2002'], { __typename: 'TemporalDimension', timeUnit: 'Year', timeFormat: '%Y' });
year.values.forEach((v) => (v.value = v.label));
const generation = measure('generation', { unit: 'GWh' });
const components = new Map<string, Component>([canton, fuel, year, generation].map((c) => [c.id, c]));
const iri = (name: string, label: string) => `https://ld.example/${name}/${label}`;

const observations: Observation[] = ['Zürich', 'Bern', 'Uri'].flatMap((c, i) =>
  ['Coal', 'Gas'].flatMap((f, j) =>
    ['2000', '2001', '2002'].map((y, k) => ({ [canton.id]: c, [fuel.id]: f, [year.id]: y, [generation.id]: 10 * (i + 1) + j + k })),
  ),
);

const annotation = (targets: Annotation['targets'], extra: Partial<Annotation> = {}): Annotation => ({
  ...newAnnotation(`annotation:highlight:${targets.map((t) => t.value).join('-')}`),
  targets,
  text: { de: 'Rekord', fr: '', it: '', en: '**Record** year' },
  ...extra,
});

const segmentColor = { type: 'segment' as const, paletteId: 'category10', colorMapping: {} };
const byAuto = { sortingType: 'byAuto' as const, sortingOrder: 'asc' as const };

const draw = (config: ChartConfig, state: Partial<InteractiveState> = {}, locale: 'en' | 'fr' | 'de' = 'en'): Scene =>
  drawScene({
    config,
    components,
    // Columns show 2000, lines Zürich: one observation per mark.
    observations: observations.filter((o) => (config.chartType === 'line' ? o[canton.id] === 'Zürich' : o[year.id] === '2000')),
    state: { ...initialInteractiveState(), ...state },
    width: 600,
    height: 300,
    locale,
  } as ChartInput<DrawnChartType>);

/** Columns per canton, stacked by fuel, in 2000. */
const columns = (annotations: Annotation[]): ChartConfig => ({
  ...configBase(),
  chartType: 'column',
  annotations,
  fields: {
    x: { componentId: canton.id, sorting: byAuto },
    y: { componentId: generation.id },
    color: segmentColor,
    segment: { componentId: fuel.id, type: 'stacked' },
  },
});
/** A line per fuel over the years, in Zürich. */
const lines = (annotations: Annotation[]): ChartConfig => ({
  ...configBase(),
  chartType: 'line',
  annotations,
  fields: { x: { componentId: year.id }, y: { componentId: generation.id }, color: segmentColor, segment: { componentId: fuel.id } },
});
const marksOf = (scene: Scene, keys: string[]) => scene.marks.filter((m) => keys.includes(m.key));

describe('annotations on a column chart', () => {
  const bern = { componentId: canton.id, value: iri('canton', 'Bern') };
  const gas = { componentId: fuel.id, value: iri('fuel', 'Gas') };

  it('a target of the category and the segment highlights that one column piece, the marker at its top', () => {
    const scene = draw(columns([annotation([bern, gas], { highlightType: 'filled' })]));
    const [overlay] = scene.annotations!;
    const [mark] = marksOf(scene, overlay.markKeys) as Extract<Mark, { type: 'rect' }>[];
    expect(overlay.markKeys).toHaveLength(1);
    expect(mark.tooltip).toMatchObject({ title: 'Bern', series: 'Gas' });
    expect(overlay.anchor).toEqual({ x: mark.x + mark.width / 2, y: mark.y, side: 'top' });
    expect(overlay).toMatchObject({ number: 1, text: '**Record** year', lang: 'en', label: 'Bern, Gas', fill: DEFAULT_ANNOTATION_COLOR, defaultOpen: false });
  });

  it('on a bar chart the marker stands right of the bar, at its value', () => {
    const config = columns([annotation([bern, gas])]) as Extract<ChartConfig, { chartType: 'column' }>;
    const bars: ChartConfig = { ...config, chartType: 'bar', fields: { ...config.fields, x: { componentId: generation.id }, y: { componentId: canton.id } } };
    const scene = draw(bars);
    const [mark] = marksOf(scene, scene.annotations![0].markKeys) as Extract<Mark, { type: 'rect' }>[];
    expect(scene.annotations![0].anchor).toEqual({ x: mark.x + mark.width, y: mark.y + mark.height / 2, side: 'right' });
  });

  it('a target of the category alone highlights every segment of it; none keeps the marks’ colours', () => {
    const scene = draw(columns([annotation([bern])]));
    const marks = marksOf(scene, scene.annotations![0].markKeys);
    expect(marks.map((m) => (m as { tooltip: { series?: string } }).tooltip.series)).toEqual(['Coal', 'Gas']);
    expect(scene.annotations![0].fill).toBeUndefined();
  });

  it('two values of one component highlight either', () => {
    const scene = draw(columns([annotation([bern, { componentId: canton.id, value: iri('canton', 'Uri') }])]));
    expect(scene.annotations![0].markKeys).toHaveLength(4);
  });

  it('the text is the reader’s language, else the first language that has one', () => {
    expect(draw(columns([annotation([bern])]), {}, 'de').annotations![0]).toMatchObject({ text: 'Rekord', lang: 'de' });
    expect(draw(columns([annotation([bern])]), {}, 'fr').annotations![0]).toMatchObject({ text: 'Rekord', lang: 'de' });
  });

  it('a target the chart does not show (hidden in the legend, or no target yet) draws nothing; numbers follow the list', () => {
    const scene = draw(columns([annotation([]), annotation([gas]), annotation([bern])]), { hiddenCategories: ['Gas'] });
    expect(scene.annotations!.map((a) => [a.label, a.number])).toEqual([['Bern', 3]]);
  });

  it('a chart without annotations has no overlay', () => {
    expect(draw(columns([])).annotations).toBeUndefined();
  });
});

describe('annotations on a line chart', () => {
  it('a year and a series point at one point, the marker above it', () => {
    const scene = draw(
      lines([
        annotation(
          [
            { componentId: year.id, value: '2001' },
            { componentId: fuel.id, value: iri('fuel', 'Coal') },
          ],
          { defaultOpen: true },
        ),
      ]),
    );
    const overlay = scene.annotations![0];
    const points = marksOf(scene, overlay.markKeys) as Extract<Mark, { type: 'circle' }>[];
    expect(points).toHaveLength(1);
    expect(points[0].tooltip).toMatchObject({ title: '2001', series: 'Coal', value: '11 GWh' });
    expect(overlay.anchor).toEqual({ x: points[0].cx, y: points[0].cy - 4, side: 'top' });
    expect(overlay.defaultOpen).toBe(true);
  });
});

describe('annotations on a pie', () => {
  it('a slice is pointed at by its segment value', () => {
    const pie: ChartConfig = {
      ...configBase(),
      chartType: 'pie',
      annotations: [annotation([{ componentId: fuel.id, value: iri('fuel', 'Gas') }])],
      fields: { y: { componentId: generation.id }, color: segmentColor, segment: { componentId: fuel.id } },
    };
    const scene = draw(pie);
    expect(scene.annotations![0].markKeys).toEqual(['slice:Gas']);
  });
});

describe('marks and targets', () => {
  it('a clicked mark’s targets name its values, which match it again', () => {
    const scene = draw(columns([]));
    const mark = scene.marks.find((m) => m.type === 'rect' && m.tooltip.title === 'Uri' && m.tooltip.series === 'Coal') as Extract<Mark, { type: 'rect' }>;
    const targets = markTargets(mark.datum!, components);
    expect(targets).toEqual([
      { componentId: canton.id, value: iri('canton', 'Uri') },
      { componentId: fuel.id, value: iri('fuel', 'Coal') },
    ]);
    expect(scene.marks.filter((m) => 'datum' in m && matchesTargets(m.datum, targets, components)).map((m) => m.key)).toEqual([mark.key]);
  });

  it('no targets match nothing', () => {
    expect(matchesTargets({ [canton.id]: 'Bern' }, [], components)).toBe(false);
  });

  it('annotationOverlays reads only the scene’s marks', () => {
    const scene: Scene = { width: 10, height: 10, plot: { left: 0, top: 0, width: 10, height: 10 }, axes: [], legend: [], marks: [] };
    expect(annotationOverlays(scene, [annotation([{ componentId: canton.id, value: iri('canton', 'Bern') }])], components, 'en')).toEqual([]);
  });
});

describe('annotation rules', () => {
  it('keys carry the spec’s prefix and a generated id', () => {
    expect(newAnnotationKey(() => 0.5)).toMatch(/^annotation:highlight:[a-z0-9]{12}$/);
    expect(newAnnotationKey()).not.toBe(newAnnotationKey());
  });

  it('controls: style, text and default-open wait for a target, default-open and clear for a text', () => {
    const blank = newAnnotation('annotation:highlight:a');
    expect(annotationControls(blank)).toEqual({ style: false, text: false, defaultOpen: false, clearText: false });
    const targeted = { ...blank, targets: [{ componentId: 'c', value: 'v' }] };
    expect(annotationControls(targeted)).toEqual({ style: true, text: true, defaultOpen: false, clearText: false });
    expect(annotationControls({ ...targeted, text: { ...targeted.text, it: 'x' } })).toEqual({ style: true, text: true, defaultOpen: true, clearText: true });
  });

  it('a visitor opens and closes annotations, starting from the default-open ones', () => {
    const open = initiallyOpen([
      { key: 'a', defaultOpen: true },
      { key: 'b', defaultOpen: false },
    ]);
    expect(open).toEqual(['a']);
    expect(toggleOpen(open, 'b')).toEqual(['a', 'b']);
    expect(toggleOpen(open, 'a')).toEqual([]);
  });
});
