import { describe, expect, it } from 'vitest';
import type { ConfiguratorState, Layout } from '../../config';
import { BREAKPOINTS } from '../../layout/grid';
import type { ConfiguratorAction } from '../actions';
import { configuratorReducer } from '../reducer';
import { savedConfigData } from '../select';
import { stateOf, threeCharts } from '../test-state';

const laying = () => stateOf('LAYOUTING', threeCharts());
const run = (state: ConfiguratorState, ...actions: ConfiguratorAction[]) => actions.reduce(configuratorReducer, state);
const keys = (layout: Layout) => layout.blocks.map((b) => b.key);
const canvasOf = (state: ConfiguratorState) => {
  if (state.layout.type !== 'dashboard' || !state.layout.layouts) throw new Error('not a canvas');
  return state.layout.layouts;
};

describe('LAYOUT_CHANGED', () => {
  it('synchronises blocks with the charts: removed charts go, new ones are added, text blocks stay', () => {
    const state = laying();
    const layout: Layout = {
      ...state.layout,
      blocks: [
        { type: 'text', key: 'text1', text: { de: 'a', fr: '', it: '', en: '' }, initialized: false },
        { type: 'chart', key: 'gone', initialized: false },
        state.layout.blocks[1],
      ],
    };
    expect(keys(run(state, { type: 'LAYOUT_CHANGED', value: layout }).layout)).toEqual(['text1', 'chart0000002', 'chart0000001', 'chart0000003']);
  });

  it('puts a canvas entry for each new block in the first free cell', () => {
    const canvas = run(laying(), { type: 'LAYOUT_TYPE_CHANGED', value: { type: 'dashboard', layout: 'canvas' } });
    const layout = canvas.layout as Extract<Layout, { type: 'dashboard' }>;
    const withText: Layout = {
      ...layout,
      blocks: [...layout.blocks, { type: 'text', key: 'text1', text: { de: '', fr: '', it: '', en: '' }, initialized: false }],
    };
    const next = run(canvas, { type: 'LAYOUT_CHANGED', value: withText });
    // xl: charts of 2 by 7 at (0,0), (2,0), (0,7); the text block in the free half of the third row.
    expect(canvasOf(next).xl.find((i) => i.i === 'text1')).toMatchObject({ x: 2, y: 7, w: 1, h: 1, resizeHandles: ['w', 'e'] });
    expect(canvasOf(next).sm.map((i) => i.i)).toEqual(['chart0000001', 'chart0000002', 'chart0000003', 'text1']);
  });
});

describe('LAYOUT_TYPE_CHANGED', () => {
  it('starts from a tab layout and switches to a tall dashboard by default', () => {
    const state = laying();
    expect(state.layout.type).toBe('tab');
    const next = run(state, { type: 'LAYOUT_TYPE_CHANGED', value: { type: 'dashboard' } });
    expect(next.layout).toMatchObject({ type: 'dashboard', layout: 'tall' });
    expect(keys(next.layout)).toEqual(keys(state.layout));
  });

  it('generates the canvas grid for every breakpoint and resets each block initialized flag', () => {
    const initialised = { ...laying(), layout: { ...laying().layout, blocks: laying().layout.blocks.map((b) => ({ ...b, initialized: true })) } };
    const next = run(initialised, { type: 'LAYOUT_TYPE_CHANGED', value: { type: 'dashboard', layout: 'canvas' } });
    expect(next.layout.blocks.every((b) => !b.initialized)).toBe(true);
    for (const bp of BREAKPOINTS) expect(canvasOf(next)[bp].map((i) => i.i)).toEqual(['chart0000001', 'chart0000002', 'chart0000003']);
    expect(canvasOf(next).md[1]).toMatchObject({ x: 0, y: 7, w: 2, h: 7 });
  });

  it('restores a previously used layout when switching back, and never saves that memory', () => {
    const canvas = run(
      laying(),
      { type: 'LAYOUT_TYPE_CHANGED', value: { type: 'dashboard', layout: 'canvas' } },
      { type: 'LAYOUT_CANVAS_CHANGED', value: { breakpoint: 'xl', items: [{ i: 'chart0000001', x: 2, y: 0, w: 2, h: 3 }] } },
    );
    const back = run(canvas, { type: 'LAYOUT_TYPE_CHANGED', value: { type: 'singleURLs' } }, { type: 'LAYOUT_TYPE_CHANGED', value: { type: 'dashboard' } });
    expect(back.layout).toMatchObject({ type: 'dashboard', layout: 'canvas' });
    expect(canvasOf(back).xl[0]).toMatchObject({ i: 'chart0000001', x: 2, y: 0, w: 2, h: 3 });
    expect(back.previousLayouts?.singleURLs).toMatchObject({ type: 'singleURLs', publishableChartKeys: ['chart0000001', 'chart0000002', 'chart0000003'] });
    expect(savedConfigData(back)).not.toHaveProperty('previousLayouts');
  });

  it('keeps the layout title and text blocks across types', () => {
    const next = run(
      laying(),
      { type: 'LAYOUT_TYPE_CHANGED', value: { type: 'dashboard' } },
      { type: 'LAYOUT_META_CHANGED', value: { part: 'title', locale: 'fr', text: 'Forêts' } },
      { type: 'LAYOUT_TEXT_BLOCK_ADD', value: { key: 'text1' } },
      { type: 'LAYOUT_TYPE_CHANGED', value: { type: 'tab' } },
    );
    expect(next.layout.meta.title.fr).toBe('Forêts');
    expect(keys(next.layout)).toContain('text1');
  });
});

describe('LAYOUT_BLOCK_SWAP', () => {
  it('swaps two blocks and leaves the charts order alone', () => {
    const next = run(laying(), { type: 'LAYOUT_BLOCK_SWAP', value: { oldIndex: 0, newIndex: 2 } });
    expect(keys(next.layout)).toEqual(['chart0000003', 'chart0000002', 'chart0000001']);
    expect(next.chartConfigs.map((c) => c.key)).toEqual(['chart0000001', 'chart0000002', 'chart0000003']);
  });
  it('ignores indices out of range', () => {
    const state = laying();
    expect(run(state, { type: 'LAYOUT_BLOCK_SWAP', value: { oldIndex: 0, newIndex: 3 } })).toBe(state);
  });
});

describe('LAYOUT_ACTIVE_FIELD_CHANGE and LAYOUT_META_CHANGED', () => {
  it('sets and clears the active field', () => {
    const open = run(laying(), { type: 'LAYOUT_ACTIVE_FIELD_CHANGE', value: { field: 'text1' } });
    expect(open.layout.activeField).toBe('text1');
    expect(run(open, { type: 'LAYOUT_ACTIVE_FIELD_CHANGE', value: { field: undefined } }).layout).not.toHaveProperty('activeField');
  });
  it('edits the title and description per language', () => {
    const next = run(laying(), { type: 'LAYOUT_META_CHANGED', value: { part: 'description', locale: 'de', text: 'Wald' } });
    expect(next.layout.meta.description).toEqual({ de: 'Wald', fr: '', it: '', en: '' });
  });
});

describe('text blocks', () => {
  const withText = () =>
    run(
      laying(),
      { type: 'LAYOUT_TYPE_CHANGED', value: { type: 'dashboard', layout: 'vertical' } },
      { type: 'LAYOUT_TEXT_BLOCK_ADD', value: { key: 'text1' } },
    );

  it('adds an empty block in four languages, made active', () => {
    const state = withText();
    expect(state.layout.blocks.at(-1)).toEqual({ type: 'text', key: 'text1', text: { de: '', fr: '', it: '', en: '' }, initialized: false });
    expect(state.layout.activeField).toBe('text1');
  });
  it('edits one language', () => {
    const next = run(withText(), { type: 'LAYOUT_TEXT_BLOCK_EDIT', value: { key: 'text1', locale: 'en', text: '# Forests' } });
    expect(next.layout.blocks.at(-1)).toMatchObject({ text: { de: '', fr: '', it: '', en: '# Forests' } });
  });
  it('edits, duplicates and removes only text blocks', () => {
    const state = withText();
    expect(run(state, { type: 'LAYOUT_TEXT_BLOCK_EDIT', value: { key: 'chart0000001', locale: 'en', text: 'x' } })).toBe(state);
    expect(run(state, { type: 'LAYOUT_BLOCK_REMOVE', value: { key: 'chart0000001' } })).toBe(state);
    expect(run(state, { type: 'LAYOUT_BLOCK_DUPLICATE', value: { key: 'chart0000001', newKey: 'copy' } })).toBe(state);
  });
  it('duplicates a text block right after it', () => {
    const edited = run(
      withText(),
      { type: 'LAYOUT_TEXT_BLOCK_EDIT', value: { key: 'text1', locale: 'de', text: 'Hallo' } },
      { type: 'LAYOUT_BLOCK_SWAP', value: { oldIndex: 3, newIndex: 0 } },
    );
    const next = run(edited, { type: 'LAYOUT_BLOCK_DUPLICATE', value: { key: 'text1', newKey: 'text2' } });
    expect(keys(next.layout)).toEqual(['text1', 'text2', 'chart0000002', 'chart0000003', 'chart0000001']);
    expect(next.layout.blocks[1]).toMatchObject({ type: 'text', text: { de: 'Hallo' }, initialized: false });
  });
  it('removes a text block and closes it when it was active', () => {
    const next = run(withText(), { type: 'LAYOUT_BLOCK_REMOVE', value: { key: 'text1' } });
    expect(keys(next.layout)).not.toContain('text1');
    expect(next.layout.activeField).toBeUndefined();
  });
});

describe('canvas blocks', () => {
  const canvas = () =>
    run(laying(), { type: 'LAYOUT_TYPE_CHANGED', value: { type: 'dashboard', layout: 'canvas' } }, { type: 'LAYOUT_TEXT_BLOCK_ADD', value: { key: 'text1' } });

  it('initialises a measured block; a text block takes the rows of its height at that breakpoint, a chart grows to its needed height', () => {
    const next = run(canvas(), { type: 'LAYOUT_BLOCK_INITIALIZED', value: { key: 'text1', height: 230, breakpoint: 'lg' } });
    expect(next.layout.blocks.find((b) => b.key === 'text1')?.initialized).toBe(true);
    expect(canvasOf(next).lg.find((i) => i.i === 'text1')?.h).toBe(3);
    expect(canvasOf(next).xl.find((i) => i.i === 'text1')?.h).toBe(1);
    const chart = run(canvas(), { type: 'LAYOUT_BLOCK_INITIALIZED', value: { key: 'chart0000001', height: 999, breakpoint: 'xl' } });
    expect(canvasOf(chart).xl[0].h).toBe(9);
    expect(canvasOf(chart).lg[0].h).toBe(7);
    expect(chart.layout.blocks[0].initialized).toBe(true);
    expect(canvasOf(run(canvas(), { type: 'LAYOUT_BLOCK_INITIALIZED', value: { key: 'chart0000001', height: 120 } })).xl[0].h).toBe(7);
  });

  it('takes a breakpoint grid as moved and resized, kept inside the grid', () => {
    const next = run(canvas(), {
      type: 'LAYOUT_CANVAS_CHANGED',
      value: {
        breakpoint: 'md',
        items: [
          { i: 'chart0000001', x: 1, y: 0, w: 4, h: 0 },
          { i: 'unknown', x: 0, y: 0, w: 1, h: 1 },
        ],
      },
    });
    expect(canvasOf(next).md[0]).toMatchObject({
      i: 'chart0000001',
      x: 0,
      y: 0,
      w: 2,
      h: 1,
      minH: 1,
      resizeHandles: ['s', 'w', 'e', 'n', 'sw', 'nw', 'se', 'ne'],
    });
    expect(canvasOf(next).md.map((i) => i.i)).toEqual(['chart0000001', 'chart0000002', 'chart0000003', 'text1']);
  });

  it('ignores grid changes outside a canvas', () => {
    const state = laying();
    expect(run(state, { type: 'LAYOUT_CANVAS_CHANGED', value: { breakpoint: 'xl', items: [] } })).toBe(state);
  });
});

describe('LAYOUT_PUBLISHABLE_CHART_TOGGLE', () => {
  const single = () => run(laying(), { type: 'LAYOUT_TYPE_CHANGED', value: { type: 'singleURLs' } });
  const publishable = (s: ConfiguratorState) => (s.layout.type === 'singleURLs' ? s.layout.publishableChartKeys : []);

  it('starts with every chart publishable and toggles one', () => {
    expect(publishable(single())).toEqual(['chart0000001', 'chart0000002', 'chart0000003']);
    const off = run(single(), { type: 'LAYOUT_PUBLISHABLE_CHART_TOGGLE', value: { chartKey: 'chart0000002' } });
    expect(publishable(off)).toEqual(['chart0000001', 'chart0000003']);
    expect(publishable(run(off, { type: 'LAYOUT_PUBLISHABLE_CHART_TOGGLE', value: { chartKey: 'chart0000002' } }))).toEqual([
      'chart0000001',
      'chart0000002',
      'chart0000003',
    ]);
  });
  it('keeps the last publishable chart', () => {
    const one = run(
      single(),
      { type: 'LAYOUT_PUBLISHABLE_CHART_TOGGLE', value: { chartKey: 'chart0000001' } },
      { type: 'LAYOUT_PUBLISHABLE_CHART_TOGGLE', value: { chartKey: 'chart0000002' } },
    );
    expect(publishable(one)).toEqual(['chart0000003']);
    expect(run(one, { type: 'LAYOUT_PUBLISHABLE_CHART_TOGGLE', value: { chartKey: 'chart0000003' } })).toBe(one);
  });
  it('drops a removed chart from the publishable list', () => {
    expect(publishable(run(single(), { type: 'CHART_CONFIG_REMOVE', value: { chartKey: 'chart0000002' } }))).toEqual(['chart0000001', 'chart0000003']);
  });
});
