/**
 * The layout step (spec 001 §4 "Layout actions", "Layout changes"): layout type and dashboard
 * kind, blocks (swap, text blocks), the canvas grid, the active field, the layout's meta and the
 * publishable charts of single URLs. LAYOUT_CHANGED (a whole layout) is the steps slice's.
 */
import { emptyLocalized, type ConfiguratorState, type Layout } from '../../config';
import { BREAKPOINTS, fittedRows, syncCanvasLayouts, type CanvasLayouts } from '../../layout/grid';
import type { ActionOf, ConfiguratorAction } from '../actions';
import { syncBlocks } from '../select';

type Block = Layout['blocks'][number];
type TextBlock = Extract<Block, { type: 'text' }>;
type Dashboard = Extract<Layout, { type: 'dashboard' }>;

const isCanvas = (layout: Layout): layout is Dashboard & { layout: 'canvas' } => layout.type === 'dashboard' && layout.layout === 'canvas';

/** The canvas with every breakpoint's grid generated and each block to be measured again. */
const toCanvas = (layout: Dashboard): Dashboard => {
  const blocks = layout.blocks.map((b) => ({ ...b, initialized: false }));
  return { ...layout, layout: 'canvas', blocks, layouts: syncCanvasLayouts(blocks, layout.layouts) };
};

const withKind = (layout: Dashboard, kind: Dashboard['layout'] | undefined): Dashboard => {
  const next = kind ?? layout.layout;
  return next === 'canvas' ? toCanvas(layout) : { ...layout, layout: next };
};

/** The layout of `type`: the one used before when there is one, else a new one; meta and blocks are the current ones. */
const layoutOfType = (state: ConfiguratorState, { type, layout: kind }: ActionOf<'LAYOUT_TYPE_CHANGED'>['value']): Layout => {
  const { meta, blocks, activeField } = state.layout;
  const common = { meta, blocks, ...(activeField ? { activeField } : {}) };
  const previous = type === state.layout.type ? state.layout : state.previousLayouts?.[type];
  switch (type) {
    case 'tab':
      return { type: 'tab', ...common };
    case 'dashboard': {
      const before = previous?.type === 'dashboard' ? previous : undefined;
      return withKind({ type: 'dashboard', layout: before?.layout ?? 'tall', ...(before?.layouts ? { layouts: before.layouts } : {}), ...common }, kind);
    }
    case 'singleURLs': {
      const keys = previous?.type === 'singleURLs' ? previous.publishableChartKeys : state.chartConfigs.map((c) => c.key);
      return { type: 'singleURLs', publishableChartKeys: keys, ...common };
    }
  }
};

const withLayout = (state: ConfiguratorState, layout: Layout): ConfiguratorState => ({ ...state, layout: syncBlocks(layout, state.chartConfigs) });

const withBlocks = (state: ConfiguratorState, blocks: Block[], activeField: string | undefined): ConfiguratorState => {
  const { activeField: _, ...layout } = state.layout;
  return withLayout(state, { ...layout, blocks, ...(activeField ? { activeField } : {}) });
};

const updateText = (state: ConfiguratorState, key: string, change: (block: TextBlock) => Block): ConfiguratorState => {
  const block = state.layout.blocks.find((b) => b.key === key);
  // Only text blocks are edited, duplicated or removed here (charts have their own actions).
  if (block?.type !== 'text') return state;
  return withBlocks(
    state,
    state.layout.blocks.map((b) => (b === block ? change(block) : b)),
    state.layout.activeField,
  );
};

const swap = <T>(items: T[], a: number, b: number) => {
  const copy = [...items];
  [copy[a], copy[b]] = [copy[b], copy[a]];
  return copy;
};

/** A breakpoint's grid as react-grid-layout left it, kept inside the grid and to the blocks. */
const canvasChanged = (layout: Dashboard, { breakpoint, items }: ActionOf<'LAYOUT_CANVAS_CHANGED'>['value']): Dashboard => {
  const layouts: Partial<CanvasLayouts> = { ...layout.layouts, [breakpoint]: items.map(({ i, x, y, w, h }) => ({ i, x, y, w, h })) };
  return { ...layout, layouts: syncCanvasLayouts(layout.blocks, layouts) };
};

/**
 * A measured block is initialised, and measured again whenever its content changes: at that
 * breakpoint a text block takes the rows of its needed height, and a chart block grows to show all
 * of its frame with the plot at its smallest (it never shrinks below the author's size).
 */
const initialized = (state: ConfiguratorState, { key, height, breakpoint }: ActionOf<'LAYOUT_BLOCK_INITIALIZED'>['value']): ConfiguratorState => {
  const block = state.layout.blocks.find((b) => b.key === key);
  if (!block) return state;
  const blocks = state.layout.blocks.map((b) => (b === block ? { ...b, initialized: true } : b));
  const layout = state.layout;
  if (!isCanvas(layout) || !layout.layouts) return { ...state, layout: { ...layout, blocks } };
  const layouts = Object.fromEntries(
    BREAKPOINTS.map((bp) => [
      bp,
      (layout.layouts?.[bp] ?? []).map((item) =>
        item.i === key && (!breakpoint || bp === breakpoint) ? { ...item, h: fittedRows(block, item.h, height) } : item,
      ),
    ]),
  ) as CanvasLayouts;
  return { ...state, layout: { ...layout, blocks, layouts } };
};

export const layoutSlice = (state: ConfiguratorState, action: ConfiguratorAction): ConfiguratorState => {
  const layout = state.layout;
  switch (action.type) {
    case 'LAYOUT_TYPE_CHANGED': {
      const next = layoutOfType(state, action.value);
      const previousLayouts = next.type === layout.type ? state.previousLayouts : { ...state.previousLayouts, [layout.type]: layout };
      return withLayout({ ...state, previousLayouts }, next);
    }
    case 'LAYOUT_BLOCK_SWAP': {
      const { oldIndex, newIndex } = action.value;
      const inRange = (i: number) => Number.isInteger(i) && i >= 0 && i < layout.blocks.length;
      if (!inRange(oldIndex) || !inRange(newIndex) || oldIndex === newIndex) return state;
      return { ...state, layout: { ...layout, blocks: swap(layout.blocks, oldIndex, newIndex) } };
    }
    case 'LAYOUT_ACTIVE_FIELD_CHANGE': {
      const { activeField: _, ...rest } = layout;
      return { ...state, layout: action.value.field ? { ...rest, activeField: action.value.field } : rest };
    }
    case 'LAYOUT_META_CHANGED': {
      const { part, locale, text } = action.value;
      return { ...state, layout: { ...layout, meta: { ...layout.meta, [part]: { ...layout.meta[part], [locale]: text } } } };
    }
    case 'LAYOUT_TEXT_BLOCK_ADD': {
      if (layout.blocks.some((b) => b.key === action.value.key)) return state;
      const block: TextBlock = { type: 'text', key: action.value.key, text: emptyLocalized(), initialized: false };
      return withBlocks(state, [...layout.blocks, block], block.key);
    }
    case 'LAYOUT_TEXT_BLOCK_EDIT': {
      const { key, locale, text } = action.value;
      return updateText(state, key, (b) => ({ ...b, text: { ...b.text, [locale]: text } }));
    }
    case 'LAYOUT_BLOCK_DUPLICATE': {
      const { key, newKey } = action.value;
      const index = layout.blocks.findIndex((b) => b.key === key);
      const block = layout.blocks[index];
      if (block?.type !== 'text' || layout.blocks.some((b) => b.key === newKey)) return state;
      const copy: TextBlock = { ...block, key: newKey, text: { ...block.text }, initialized: false };
      return withBlocks(state, [...layout.blocks.slice(0, index + 1), copy, ...layout.blocks.slice(index + 1)], layout.activeField);
    }
    case 'LAYOUT_BLOCK_REMOVE': {
      const { key } = action.value;
      if (layout.blocks.find((b) => b.key === key)?.type !== 'text') return state;
      return withBlocks(
        state,
        layout.blocks.filter((b) => b.key !== key),
        layout.activeField === key ? undefined : layout.activeField,
      );
    }
    case 'LAYOUT_BLOCK_INITIALIZED':
      return initialized(state, action.value);
    case 'LAYOUT_CANVAS_CHANGED':
      return isCanvas(layout) ? { ...state, layout: canvasChanged(layout, action.value) } : state;
    case 'LAYOUT_PUBLISHABLE_CHART_TOGGLE': {
      if (layout.type !== 'singleURLs') return state;
      const { chartKey } = action.value;
      const keys = layout.publishableChartKeys;
      if (keys.includes(chartKey)) {
        // The last publishable chart stays (spec 001 §5).
        return keys.length > 1 ? { ...state, layout: { ...layout, publishableChartKeys: keys.filter((k) => k !== chartKey) } } : state;
      }
      if (!state.chartConfigs.some((c) => c.key === chartKey)) return state;
      // Publishable charts keep the charts' order.
      const publishableChartKeys = state.chartConfigs.map((c) => c.key).filter((k) => k === chartKey || keys.includes(k));
      return { ...state, layout: { ...layout, publishableChartKeys } };
    }
    default:
      return state;
  }
};
