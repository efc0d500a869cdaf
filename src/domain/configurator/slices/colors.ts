/**
 * Colours of the active chart (spec 001 §3 "Colour configs", §4): palette, reset, one colour of
 * a segment value or measure, and the colour mapping recomputed from the palette.
 */
import { DIMENSION_PALETTE, isBuiltInPalette, paletteColors } from '../../charts/palettes';
import { DEFAULT_PALETTE } from '../../config/defaults';
import { colorFieldOf, componentIdOf, fieldsOf, optionsOf, withField, type ChartConfig, type ColorField, type ConfiguratorState } from '../../config';
import type { DataCubeComponents } from '../../data';
import type { ConfiguratorAction } from '../actions';
import { updateActiveChart } from '../select';

const withColorField = (chart: ChartConfig, field: string, color: ColorField) => withField(chart, field, color);

/** The measures a combo chart colours, in the order of its y field. */
const comboMeasureIds = (y: Record<string, unknown>) =>
  Array.isArray(y.componentIds)
    ? (y.componentIds as string[])
    : Object.entries(y).flatMap(([k, v]) => (k.endsWith('ComponentId') && typeof v === 'string' ? [v] : []));

/** A key of a colour mapping, with what the author reads for it and the value's own colour. */
export type ColorKey = { key: string; label: string; color?: string };

/** What a colour mapping is keyed by: the segment's values shown, or the measures of a combo chart. */
export const colorKeys = (chart: ChartConfig, components: DataCubeComponents): ColorKey[] => {
  const fields = fieldsOf(chart);
  const color = colorFieldOf(chart, 'color');
  if (color?.type === 'measures') {
    return comboMeasureIds(optionsOf(fields.y)).map((key) => ({ key, label: components.measures.find((m) => m.id === key)?.label ?? key }));
  }
  const segment = components.dimensions.find((d) => d.id === componentIdOf(fields.segment));
  // A multi filter on the segment chooses the values shown: only those need colours apart.
  const shown = segment && chart.cubes.map((cube) => cube.filters[segment.id]).find((f) => f?.type === 'multi');
  const values = (segment?.values ?? []).filter((v) => shown?.type !== 'multi' || String(v.value) in shown.values);
  return values.map((v) => ({ key: String(v.value), label: v.label, color: v.color }));
};

/** A Fisher-Yates shuffle driven by the given random source. */
const shuffled = (colors: readonly string[], random: () => number) => {
  const copy = [...colors];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
};

/**
 * A colour per key in the palette's order ("dimension" takes each value's own colour). Entries of
 * `keep` stay unless an earlier key already has their colour; the others get the palette colour of
 * their position, or the first one not in use, so the keys shown stay apart while the palette has
 * colours enough.
 */
export const computeColorMapping = (
  keys: Omit<ColorKey, 'label'>[],
  paletteId: string,
  { keep = {}, random, colors: given }: { keep?: Record<string, string>; random?: () => number; colors?: readonly string[] } = {},
) => {
  const palette = given?.length ? given : paletteColors(paletteId, keys.length);
  const colors = random ? shuffled(palette, random) : palette;
  const mapping: Record<string, string> = {};
  const used = new Set<string>();
  for (const { key } of keys) {
    if (keep[key] && !used.has(keep[key])) used.add((mapping[key] = keep[key]));
  }
  keys.forEach(({ key, color }, i) => {
    if (mapping[key]) return;
    const own = paletteId === DIMENSION_PALETTE ? color : undefined;
    const natural = colors[i % colors.length];
    used.add((mapping[key] = own ?? (used.has(natural) ? colors.find((c) => !used.has(c)) : undefined) ?? natural));
  });
  return mapping;
};

/**
 * Whether a field's colour mapping needs a remap (spec 001 §5): it lacks a key it should colour,
 * say after the segment changed, or two keys shown share a colour the palette could keep apart,
 * say after fewer values were chosen.
 */
export const needsColorRemap = (chart: ChartConfig, field: string, components: DataCubeComponents): boolean => {
  const current = colorFieldOf(chart, field);
  if (!current || current.type === 'single') return false;
  const keys = colorKeys(chart, components);
  if (keys.some(({ key }) => !(key in current.colorMapping))) return true;
  const colors = new Set(keys.map(({ key }) => current.colorMapping[key]));
  // A custom palette's colours are those of the mapping: only a built-in palette is sampled again.
  return (
    colors.size < keys.length &&
    isBuiltInPalette(current.paletteId) &&
    paletteColors(current.paletteId, keys.length).length >= keys.length &&
    current.paletteId !== DIMENSION_PALETTE
  );
};

/** A line of the colour list: what it colours and in which colour; the single colour has no key nor label. */
export type ColorEntry = { key?: string; label?: string; color: string };

/**
 * The colours a field gives, as the chart draws them: one per segment value or combo measure
 * (the mapping, else the palette's), or the single colour.
 */
export const colorEntries = (chart: ChartConfig, field: string, components: DataCubeComponents): ColorEntry[] => {
  const current = colorFieldOf(chart, field);
  if (!current) return [];
  if (current.type === 'single') return [{ color: current.color }];
  const keys = colorKeys(chart, components);
  const mapping = computeColorMapping(keys, current.paletteId, { keep: current.colorMapping });
  return keys.map(({ key, label }) => ({ key, label, color: mapping[key] }));
};

const repaint = (chart: ChartConfig, field: string, paletteId: string, components: DataCubeComponents, colors?: readonly string[]): ChartConfig => {
  const current = colorFieldOf(chart, field);
  if (!current) return chart;
  if (current.type === 'single') return withColorField(chart, field, { ...current, paletteId, color: colors?.[0] ?? paletteColors(paletteId, 1)[0] });
  return withColorField(chart, field, { ...current, paletteId, colorMapping: computeColorMapping(colorKeys(chart, components), paletteId, { colors }) });
};

export const colorsSlice = (state: ConfiguratorState, action: ConfiguratorAction): ConfiguratorState => {
  switch (action.type) {
    case 'CHART_PALETTE_CHANGED':
      return updateActiveChart(state, (chart) => repaint(chart, action.value.field, action.value.paletteId, action.value.components, action.value.colors));
    case 'CHART_PALETTE_RESET':
      return updateActiveChart(state, (chart) => repaint(chart, action.value.field, DEFAULT_PALETTE, action.value.components));
    case 'CHART_COLOR_CHANGED':
      return updateActiveChart(state, (chart) => {
        const current = colorFieldOf(chart, action.value.field);
        const { key, color } = action.value;
        if (!current || !/^#[0-9a-fA-F]{6}$/.test(color)) return chart;
        if (current.type === 'single') return withColorField(chart, action.value.field, { ...current, color });
        return key === undefined ? chart : withColorField(chart, action.value.field, { ...current, colorMapping: { ...current.colorMapping, [key]: color } });
      });
    case 'CHART_COLOR_MAPPING_UPDATED':
      return updateActiveChart(state, (chart) => {
        const current = colorFieldOf(chart, action.value.field);
        if (!current || current.type === 'single') return chart;
        const { random, components } = action.value;
        // Random recolours everything; otherwise only keys without a colour get one.
        const colorMapping = computeColorMapping(colorKeys(chart, components), current.paletteId, { keep: random ? {} : current.colorMapping, random });
        return withColorField(chart, action.value.field, { ...current, colorMapping });
      });
    default:
      return state;
  }
};
