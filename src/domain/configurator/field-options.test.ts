import { describe, expect, it } from 'vitest';
import { configBase, dimension, measure } from '../charts/test-fixture';
import type { ChartConfig } from '../config';
import type { DataCubeComponents, Measure } from '../data';
import {
  acceptsCustomDomain,
  comboMeasureOptions,
  defaultCustomDomain,
  fieldControls,
  observedDomain,
  observedDomainIds,
  sortingOf,
  validateCustomDomain,
} from './field-options';
import { AREA, columnChart, FOREST, forestComponents, YEAR } from './test-state';

const components = forestComponents();
const byAuto = { sortingType: 'byAuto' as const, sortingOrder: 'asc' as const };
const singleColor = { type: 'single' as const, paletteId: 'category10', color: '#1f77b4' };
const segmentColor = { type: 'segment' as const, paletteId: 'category10', colorMapping: {} };
const animation = (showPlayButton: boolean) => ({ componentId: YEAR, showPlayButton, type: 'continuous' as const, duration: 30, dynamicScales: false });

const chart = (chartType: ChartConfig['chartType'], fields: Record<string, unknown>, percent = false): ChartConfig =>
  ({
    ...configBase(),
    chartType,
    fields,
    interactiveFiltersConfig: { ...configBase().interactiveFiltersConfig, calculation: { active: percent, type: percent ? 'percent' : 'identity' } },
  }) as unknown as ChartConfig;

const column = (extra: Record<string, unknown> = {}, percent = false) =>
  chart('column', { x: { componentId: 'cube___canton', sorting: byAuto }, y: { componentId: AREA }, color: singleColor, ...extra }, percent);
const columnSegment = { segment: { componentId: FOREST, type: 'stacked', sorting: byAuto }, color: segmentColor };

describe('fieldControls: sorting (spec 000 §5 "Sorting options")', () => {
  it.each([
    ['column', 'x', ['byAuto', 'byMeasure', 'byDimensionLabel']],
    ['column', 'segment', ['byAuto', 'byDimensionLabel', 'byTotalSize']],
    ['bar', 'y', ['byAuto', 'byMeasure', 'byDimensionLabel']],
    ['bar', 'segment', ['byAuto', 'byDimensionLabel', 'byTotalSize']],
    ['area', 'segment', ['byAuto', 'byDimensionLabel', 'byTotalSize']],
    ['line', 'segment', ['byAuto', 'byDimensionLabel']],
    ['pie', 'segment', ['byAuto', 'byMeasure', 'byDimensionLabel']],
  ] as const)('%s %s offers %j', (chartType, field, choices) => {
    const config = chart(chartType, { x: { componentId: YEAR }, y: { componentId: AREA }, segment: { componentId: FOREST }, color: segmentColor });
    expect(fieldControls(config, field, components)[0]).toEqual({ option: 'sorting', choices, disabled: [] });
  });

  it('disables sorting by total size during an animation', () => {
    const config = column({ ...columnSegment, animation: animation(true) });
    expect(fieldControls(config, 'segment', components)[0]).toEqual({
      option: 'sorting',
      choices: ['byAuto', 'byDimensionLabel', 'byTotalSize'],
      disabled: ['byTotalSize'],
    });
  });

  it('offers no sorting on a line x axis', () => {
    const config = chart('line', { x: { componentId: YEAR }, y: { componentId: AREA }, color: singleColor });
    expect(fieldControls(config, 'x', components)).toEqual([]);
  });
});

describe('fieldControls by chart type and field', () => {
  it('column y: show values and a custom domain', () => {
    expect(fieldControls(column(), 'y', components)).toEqual([{ option: 'showValues' }, { option: 'customDomain', disabled: false }]);
  });

  it('column y in percent mode: the custom domain is disabled', () => {
    expect(fieldControls(column(columnSegment, true), 'y', components)).toEqual([
      { option: 'showValues' },
      { option: 'showTotals', disabled: true },
      { option: 'customDomain', disabled: true },
    ]);
  });

  it('column y with a stacked segment: stack totals too; grouped: none', () => {
    expect(fieldControls(column(columnSegment), 'y', components)).toEqual([
      { option: 'showValues' },
      { option: 'showTotals', disabled: false },
      { option: 'customDomain', disabled: false },
    ]);
    const grouped = { ...columnSegment, segment: { ...columnSegment.segment, type: 'grouped' } };
    expect(fieldControls(column(grouped), 'y', components)).toEqual([{ option: 'showValues' }, { option: 'customDomain', disabled: false }]);
  });

  it('bar x (its value axis): show values and a custom domain', () => {
    const config = chart('bar', { x: { componentId: AREA }, y: { componentId: 'cube___canton', sorting: byAuto }, color: singleColor });
    expect(fieldControls(config, 'x', components)).toEqual([{ option: 'showValues' }, { option: 'customDomain', disabled: false }]);
  });

  it('column segment: sorting, stacked or grouped, title and calculation', () => {
    expect(fieldControls(column(columnSegment), 'segment', components)).toEqual([
      { option: 'sorting', choices: ['byAuto', 'byDimensionLabel', 'byTotalSize'], disabled: [] },
      { option: 'type', choices: ['stacked', 'grouped'] },
      { option: 'showTitle' },
      { option: 'calculation', choices: ['identity', 'percent'] },
    ]);
  });

  it('pie: show values on y; the segment has sorting and title only', () => {
    const config = chart('pie', { y: { componentId: AREA }, segment: { componentId: FOREST }, color: segmentColor });
    expect(fieldControls(config, 'y', components)).toEqual([{ option: 'showValues' }]);
    expect(fieldControls(config, 'segment', components)).toEqual([
      { option: 'sorting', choices: ['byAuto', 'byMeasure', 'byDimensionLabel'], disabled: [] },
      { option: 'showTitle' },
    ]);
  });

  it('area y: imputation; area segment: sorting, title, calculation', () => {
    const config = chart('area', { x: { componentId: YEAR }, y: { componentId: AREA }, segment: { componentId: FOREST }, color: segmentColor });
    expect(fieldControls(config, 'y', components)).toEqual([{ option: 'imputationType', choices: ['none', 'zeros', 'linear'] }]);
    expect(fieldControls(config, 'segment', components)).toEqual([
      { option: 'sorting', choices: ['byAuto', 'byDimensionLabel', 'byTotalSize'], disabled: [] },
      { option: 'showTitle' },
      { option: 'calculation', choices: ['identity', 'percent'] },
    ]);
  });

  it('line y without uncertainty: dots (size disabled until dots are on) and a custom domain', () => {
    const config = chart('line', { x: { componentId: YEAR }, y: { componentId: AREA }, color: singleColor });
    expect(fieldControls(config, 'y', components)).toEqual([
      { option: 'showDots' },
      { option: 'showDotsSize', disabled: true },
      { option: 'customDomain', disabled: false },
    ]);
    const dotted = chart('line', { x: { componentId: YEAR }, y: { componentId: AREA, showDots: true }, color: singleColor });
    expect(fieldControls(dotted, 'y', components)).toContainEqual({ option: 'showDotsSize', disabled: false });
  });

  it('line y offers the standard error only with a dimension related to the measure', () => {
    const withError: DataCubeComponents = {
      ...components,
      dimensions: [
        ...components.dimensions,
        dimension('error', [], { __typename: 'StandardErrorDimension', isKeyDimension: false, related: [{ type: 'StandardError', id: AREA }] }),
      ],
    };
    const config = chart('line', { x: { componentId: YEAR }, y: { componentId: AREA }, color: singleColor });
    expect(fieldControls(config, 'y', withError).map((c) => c.option)).toEqual(['showStandardError', 'showDots', 'showDotsSize', 'customDomain']);
    const otherMeasure: DataCubeComponents = {
      ...components,
      dimensions: [
        ...components.dimensions,
        dimension('error', [], { __typename: 'StandardErrorDimension', isKeyDimension: false, related: [{ type: 'StandardError', id: 'cube___other' }] }),
      ],
    };
    expect(fieldControls(config, 'y', otherMeasure).map((c) => c.option)).not.toContain('showStandardError');
  });

  it('animation: its options are disabled without the play button', () => {
    expect(fieldControls(column({ animation: animation(true) }), 'animation', components)).toEqual([
      { option: 'showPlayButton' },
      { option: 'animationType', choices: ['continuous', 'stepped'], disabled: false },
      { option: 'duration', choices: [10, 30, 60], disabled: false },
      { option: 'dynamicScales', disabled: false },
    ]);
    expect(fieldControls(column({ animation: animation(false) }), 'animation', components)).toEqual([
      { option: 'showPlayButton' },
      { option: 'animationType', choices: ['continuous', 'stepped'], disabled: true },
      { option: 'duration', choices: [10, 30, 60], disabled: true },
      { option: 'dynamicScales', disabled: true },
    ]);
  });

  it('a field the chart does not have offers nothing', () => {
    expect(fieldControls(column(), 'segment', components)).toEqual([]);
  });
});

describe('validateCustomDomain (spec 001 §5)', () => {
  it('accepts numbers with min below max', () => {
    expect(validateCustomDomain('0', '120.5')).toEqual({});
    expect(validateCustomDomain('-10', '-2')).toEqual({});
  });

  it('flags what is not a number', () => {
    expect(validateCustomDomain('abc', '10')).toEqual({ min: 'invalid-number' });
    expect(validateCustomDomain('0', '')).toEqual({ max: 'invalid-number' });
    expect(validateCustomDomain(' ', 'x')).toEqual({ min: 'invalid-number', max: 'invalid-number' });
  });

  it('flags min at or above max on both ends', () => {
    expect(validateCustomDomain('10', '5')).toEqual({ min: 'min-error', max: 'max-error' });
    expect(validateCustomDomain('5', '5')).toEqual({ min: 'min-error', max: 'max-error' });
  });
});

describe('observedDomain: where the custom domain starts (spec 001 §4)', () => {
  const rows = [
    { [YEAR]: '2020', [FOREST]: 'public', [AREA]: 30 },
    { [YEAR]: '2020', [FOREST]: 'private', [AREA]: 50 },
    { [YEAR]: '2021', [FOREST]: 'public', [AREA]: -10 },
    { [YEAR]: '2021', [FOREST]: 'private', [AREA]: 20 },
  ];
  const segmented = (type: 'stacked' | 'grouped') =>
    chart('column', { x: { componentId: YEAR }, y: { componentId: AREA }, segment: { componentId: FOREST, type }, color: segmentColor });

  it('a stacked column spans its stacks, from zero', () => {
    expect(observedDomain(segmented('stacked'), rows)).toEqual([-10, 80]);
  });

  it('grouped columns and unsegmented ones span the values, from zero', () => {
    expect(observedDomain(segmented('grouped'), rows)).toEqual([-10, 50]);
    expect(observedDomain(column(), rows.slice(0, 2))).toEqual([0, 50]);
  });

  it('a line spans the values themselves', () => {
    const line = chart('line', { x: { componentId: YEAR }, y: { componentId: AREA }, color: singleColor });
    expect(observedDomain(line, rows.slice(0, 2))).toEqual([30, 50]);
    expect(observedDomainIds(line)).toEqual([YEAR, AREA]);
  });
});

describe('acceptsCustomDomain', () => {
  it('takes two finite numbers, min below max, or none', () => {
    expect(acceptsCustomDomain(column(), [0, 10])).toBe(true);
    expect(acceptsCustomDomain(column(), undefined)).toBe(true);
    expect(acceptsCustomDomain(column(), [10, 0])).toBe(false);
    expect(acceptsCustomDomain(column(), [0, NaN])).toBe(false);
    expect(acceptsCustomDomain(column(), ['0', '1'])).toBe(false);
  });

  it('takes none in percent mode', () => {
    expect(acceptsCustomDomain(column(columnSegment, true), [0, 10])).toBe(false);
  });
});

describe('defaultCustomDomain and sortingOf', () => {
  it('takes the observed extent, from zero for band charts', () => {
    expect(defaultCustomDomain([3, 8, NaN], false)).toEqual([3, 8]);
    expect(defaultCustomDomain([3, 8], true)).toEqual([0, 8]);
    expect(defaultCustomDomain([-4, -1], true)).toEqual([-4, 0]);
    expect(defaultCustomDomain([], true)).toEqual([0, 1]);
  });

  it("reads a field's sorting, byAuto ascending by default", () => {
    const sorted = column({ x: { componentId: 'cube___canton', sorting: { sortingType: 'byMeasure', sortingOrder: 'desc' } } });
    expect(sortingOf(sorted, 'x')).toEqual({ sortingType: 'byMeasure', sortingOrder: 'desc' });
    expect(sortingOf(column(), 'y')).toEqual(byAuto);
  });
});

describe('comboMeasureOptions (spec 001 §4 "Combo charts")', () => {
  const area = measure('area', { unit: 'ha' });
  const wood = measure('wood', { unit: 'ha' });
  const volume = measure('volume', { unit: 'm³' });
  const share = measure('share');
  const measures: DataCubeComponents = { dimensions: components.dimensions, measures: [area, wood, volume, share] };
  const options = (list: { measure: Measure; disabled: boolean }[] | undefined) => list?.map(({ measure: m, disabled }) => [m.id, disabled]);

  it('comboLineSingle: only measures of the chosen unit; measures without a unit are not offered', () => {
    const config = chart('comboLineSingle', { x: { componentId: YEAR }, y: { componentIds: [area.id] }, color: segmentColor });
    expect(options(comboMeasureOptions(config, measures).componentIds)).toEqual([
      [area.id, false],
      [wood.id, false],
      [volume.id, true],
    ]);
  });

  it('comboLineDual: each axis excludes the unit of the other', () => {
    const config = chart('comboLineDual', {
      x: { componentId: YEAR },
      y: { leftAxisComponentId: area.id, rightAxisComponentId: volume.id },
      color: segmentColor,
    });
    const result = comboMeasureOptions(config, measures);
    expect(options(result.leftAxisComponentId)).toEqual([
      [area.id, false],
      [wood.id, false],
      [volume.id, true],
    ]);
    expect(options(result.rightAxisComponentId)).toEqual([
      [area.id, true],
      [wood.id, true],
      [volume.id, false],
    ]);
  });

  it('comboLineColumn: the line and column measures exclude each other’s unit', () => {
    const config = chart('comboLineColumn', {
      x: { componentId: YEAR },
      y: { columnComponentId: volume.id, lineComponentId: area.id, lineAxisOrientation: 'right' },
      color: segmentColor,
    });
    const result = comboMeasureOptions(config, measures);
    expect(options(result.columnComponentId)).toEqual([
      [area.id, true],
      [wood.id, true],
      [volume.id, false],
    ]);
    expect(options(result.lineComponentId)).toEqual([
      [area.id, false],
      [wood.id, false],
      [volume.id, true],
    ]);
  });

  it('has no measure options for other chart types', () => {
    expect(comboMeasureOptions(columnChart(), measures)).toEqual({});
  });
});
