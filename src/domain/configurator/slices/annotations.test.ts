import { describe, expect, it } from 'vitest';
import { DEFAULT_ANNOTATION_COLOR } from '../../charts/overlays/annotations';
import type { ChartConfig, ConfiguratorState } from '../../config';
import type { Annotation } from '../../config/interactive-filters';
import type { ConfiguratorAction } from '../actions';
import { configuratorReducer } from '../reducer';
import { canton, CANTON, columnChart, FOREST, forestComponents, stateOf, YEAR } from '../test-state';
import { annotationsSlice, annotationTargetOptions, newAnnotation } from './annotations';

const KEY = 'annotation:highlight:abc';
const target = { componentId: YEAR, value: '2020' };
const empty = { de: '', fr: '', it: '', en: '' };

const chartWith = (annotations: Annotation[], activeField?: string): ChartConfig => ({ ...columnChart(), annotations, ...(activeField && { activeField }) });
const configuring = (chart: ChartConfig) => stateOf('CONFIGURING_CHART', [chart]);
const chartOf = (state: ConfiguratorState) => state.chartConfigs[0];
const run = (chart: ChartConfig, action: ConfiguratorAction) => chartOf(annotationsSlice(configuring(chart), action));
/** An annotation on 2020 with this text. */
const targeted = (text = empty, extra: Partial<Annotation> = {}): Annotation => ({ ...newAnnotation(KEY), targets: [target], text, ...extra });

describe('CHART_ANNOTATION_ADD', () => {
  it('adds an empty highlight annotation under the key and makes it the active field', () => {
    expect(run(columnChart(), { type: 'CHART_ANNOTATION_ADD', value: { key: KEY } })).toEqual({
      ...columnChart(),
      annotations: [{ key: KEY, type: 'highlight', targets: [], text: empty, highlightType: 'none', defaultOpen: false }],
      activeField: KEY,
    });
  });

  it('adds none past 3 (spec 001 §5)', () => {
    const three = ['a', 'b', 'c'].map((id) => newAnnotation(`annotation:highlight:${id}`));
    const state = configuring(chartWith(three));
    expect(annotationsSlice(state, { type: 'CHART_ANNOTATION_ADD', value: { key: KEY } })).toBe(state);
  });

  it('refuses a key without the annotation prefix, or one taken', () => {
    const state = configuring(chartWith([newAnnotation(KEY)]));
    expect(annotationsSlice(state, { type: 'CHART_ANNOTATION_ADD', value: { key: 'x' } })).toBe(state);
    expect(annotationsSlice(state, { type: 'CHART_ANNOTATION_ADD', value: { key: KEY } })).toBe(state);
  });
});

describe('CHART_ANNOTATION_REMOVE', () => {
  it('removes the annotation and closes its panel', () => {
    const other = newAnnotation('annotation:highlight:other');
    expect(run(chartWith([targeted(), other], KEY), { type: 'CHART_ANNOTATION_REMOVE', value: { key: KEY } })).toEqual(chartWith([other]));
  });

  it('keeps another open field', () => {
    expect(run(chartWith([targeted()], 'x'), { type: 'CHART_ANNOTATION_REMOVE', value: { key: KEY } })).toEqual(chartWith([], 'x'));
  });
});

describe('CHART_ANNOTATION_TARGETS_CHANGE', () => {
  it('sets the targets, each component and value once', () => {
    const targets = [target, { componentId: CANTON, value: canton('Bern') }, target];
    expect(run(chartWith([newAnnotation(KEY)]), { type: 'CHART_ANNOTATION_TARGETS_CHANGE', value: { key: KEY, targets } }).annotations[0].targets).toEqual([
      target,
      { componentId: CANTON, value: canton('Bern') },
    ]);
  });

  it('ignores an unknown annotation', () => {
    const state = configuring(chartWith([newAnnotation(KEY)]));
    expect(annotationsSlice(state, { type: 'CHART_ANNOTATION_TARGETS_CHANGE', value: { key: 'annotation:highlight:zzz', targets: [target] } })).toBe(state);
  });
});

describe('CHART_ANNOTATION_HIGHLIGHT_TYPE_CHANGE and CHART_ANNOTATION_COLOR_CHANGE', () => {
  it('filled brings the default colour when there is none', () => {
    const next = run(chartWith([targeted()]), { type: 'CHART_ANNOTATION_HIGHLIGHT_TYPE_CHANGE', value: { key: KEY, highlightType: 'filled' } });
    expect(next.annotations[0]).toMatchObject({ highlightType: 'filled', color: DEFAULT_ANNOTATION_COLOR });
  });

  it('filled keeps a colour the author chose', () => {
    const next = run(chartWith([targeted(empty, { color: '#123456' })]), {
      type: 'CHART_ANNOTATION_HIGHLIGHT_TYPE_CHANGE',
      value: { key: KEY, highlightType: 'filled' },
    });
    expect(next.annotations[0].color).toBe('#123456');
  });

  it('changes the colour; refuses what is no colour', () => {
    const chart = chartWith([targeted()]);
    expect(run(chart, { type: 'CHART_ANNOTATION_COLOR_CHANGE', value: { key: KEY, color: '#00aa00' } }).annotations[0].color).toBe('#00aa00');
    const state = configuring(chart);
    expect(annotationsSlice(state, { type: 'CHART_ANNOTATION_COLOR_CHANGE', value: { key: KEY, color: 'red;background:url(x)' } })).toBe(state);
  });

  it('style waits for a target (spec 001 §4)', () => {
    const state = configuring(chartWith([newAnnotation(KEY)]));
    expect(annotationsSlice(state, { type: 'CHART_ANNOTATION_HIGHLIGHT_TYPE_CHANGE', value: { key: KEY, highlightType: 'filled' } })).toBe(state);
    expect(annotationsSlice(state, { type: 'CHART_ANNOTATION_COLOR_CHANGE', value: { key: KEY, color: '#00aa00' } })).toBe(state);
  });
});

describe('CHART_ANNOTATION_TEXT_CHANGE and CHART_ANNOTATION_TEXT_CLEAR', () => {
  it('sets the text of one locale', () => {
    const next = run(chartWith([targeted()]), { type: 'CHART_ANNOTATION_TEXT_CHANGE', value: { key: KEY, locale: 'fr', text: '**Record**' } });
    expect(next.annotations[0].text).toEqual({ ...empty, fr: '**Record**' });
  });

  it('waits for a target and refuses more than 500 characters (spec 001 §5)', () => {
    const untargeted = configuring(chartWith([newAnnotation(KEY)]));
    expect(annotationsSlice(untargeted, { type: 'CHART_ANNOTATION_TEXT_CHANGE', value: { key: KEY, locale: 'en', text: 'x' } })).toBe(untargeted);
    const state = configuring(chartWith([targeted()]));
    expect(annotationsSlice(state, { type: 'CHART_ANNOTATION_TEXT_CHANGE', value: { key: KEY, locale: 'en', text: 'x'.repeat(501) } })).toBe(state);
    expect(
      chartOf(annotationsSlice(state, { type: 'CHART_ANNOTATION_TEXT_CHANGE', value: { key: KEY, locale: 'en', text: 'x'.repeat(500) } })).annotations[0].text
        .en,
    ).toHaveLength(500);
  });

  it('emptying the last text switches default-open off', () => {
    const next = run(chartWith([targeted({ ...empty, en: 'a' }, { defaultOpen: true })]), {
      type: 'CHART_ANNOTATION_TEXT_CHANGE',
      value: { key: KEY, locale: 'en', text: '' },
    });
    expect(next.annotations[0]).toMatchObject({ text: empty, defaultOpen: false });
  });

  it('clears the text in every locale, and only when there is one', () => {
    const next = run(chartWith([targeted({ de: 'a', fr: 'b', it: '', en: 'c' }, { defaultOpen: true })]), {
      type: 'CHART_ANNOTATION_TEXT_CLEAR',
      value: { key: KEY },
    });
    expect(next.annotations[0]).toMatchObject({ text: empty, defaultOpen: false });
    const state = configuring(chartWith([targeted()]));
    expect(annotationsSlice(state, { type: 'CHART_ANNOTATION_TEXT_CLEAR', value: { key: KEY } })).toBe(state);
  });
});

describe('CHART_ANNOTATION_DEFAULT_OPEN_CHANGE', () => {
  it('opens by default an annotation with a target and a text', () => {
    const next = run(chartWith([targeted({ ...empty, en: 'a' })]), { type: 'CHART_ANNOTATION_DEFAULT_OPEN_CHANGE', value: { key: KEY, defaultOpen: true } });
    expect(next.annotations[0].defaultOpen).toBe(true);
  });

  it('is disabled without a text (spec 001 §4)', () => {
    const state = configuring(chartWith([targeted()]));
    expect(annotationsSlice(state, { type: 'CHART_ANNOTATION_DEFAULT_OPEN_CHANGE', value: { key: KEY, defaultOpen: true } })).toBe(state);
  });
});

describe('closing the annotation panel', () => {
  it('through the whole reducer: blank text is cleared, and the panel closes', () => {
    const state = configuring(chartWith([targeted({ ...empty, de: '  ', en: '\n' })], KEY));
    const next = chartOf(configuratorReducer(state, { type: 'CHART_ACTIVE_FIELD_CHANGE', value: { field: undefined } }));
    expect(next.annotations[0].text).toEqual(empty);
    expect(next.activeField).toBeUndefined();
  });

  it('keeps a text that says something, and a blank one while the panel stays open', () => {
    const written = configuring(chartWith([targeted({ ...empty, en: 'Record' })], KEY));
    expect(chartOf(configuratorReducer(written, { type: 'CHART_ACTIVE_FIELD_CHANGE', value: { field: 'x' } })).annotations[0].text.en).toBe('Record');
    const blank = configuring(chartWith([targeted({ ...empty, en: ' ' })], KEY));
    expect(chartOf(configuratorReducer(blank, { type: 'CHART_ACTIVE_FIELD_CHANGE', value: { field: KEY } })).annotations[0].text.en).toBe(' ');
  });
});

describe('outside configuring', () => {
  it('the reducer leaves annotations alone while publishing', () => {
    const state = stateOf('PUBLISHING', [columnChart()]);
    expect(configuratorReducer(state, { type: 'CHART_ANNOTATION_ADD', value: { key: KEY } })).toBe(state);
  });
});

describe('annotationTargetOptions', () => {
  it('offers the dimensions the chart shows as fields, not the animation', () => {
    const components = forestComponents();
    const chart = columnChart();
    expect(annotationTargetOptions(chart, components).map((d) => d.id)).toEqual([YEAR]);
    const segmented = {
      ...chart,
      fields: {
        ...chart.fields,
        segment: { componentId: FOREST, type: 'stacked' as const },
        animation: { componentId: CANTON, showPlayButton: true, type: 'continuous' as const, duration: 30, dynamicScales: false },
      },
    };
    expect(annotationTargetOptions(segmented, components).map((d) => d.id)).toEqual([YEAR, FOREST]);
  });
});
