/** The series of a chart (its segment's categories): order, colours and legend entries. */
import type { ColorField, Sorting } from '../config/common';
import type { Component, Observation } from '../data';
import { displayLabel, labelOrder, numericRows, presentLabels, sortCategories, totalsBy, type InteractiveState } from './chart-data';
import { categoryColors, paletteColors, valueLookup } from './palettes';
import { seriesPatterns, type Pattern } from './patterns';
import type { LegendItem } from './scene';

export type Series = {
  /** Every category of the segment, in legend order (hidden ones too). */
  all: string[];
  color: (category: string) => string;
  /** What tells the series apart from others of its colour (see patterns.ts). */
  pattern: (category: string) => Pattern | undefined;
  legend: LegendItem[];
};

/**
 * Series of a segment over all observations, so that colours and the legend stay put while the
 * visitor filters. Without a segment there is one unnamed series in the single colour.
 */
export const segmentSeries = (
  observations: Observation[],
  segment: Component | undefined,
  {
    sorting,
    measureId,
    color,
    state,
    shape,
    locale,
  }: {
    sorting?: Sorting;
    measureId: string;
    color: ColorField;
    state: InteractiveState;
    shape: LegendItem['shape'];
    locale: string;
  },
): Series => {
  if (!segment) {
    const single = color.type === 'single' ? color.color : paletteColors(color.paletteId)[0];
    return { all: [''], color: () => single, pattern: () => undefined, legend: [] };
  }
  const ordered = presentLabels(segment, observations);
  const totals = totalsBy(numericRows(observations, segment.id, measureId).map((r) => ({ category: r.category, value: r.value })));
  const all = sortCategories(ordered, sorting, (c) => totals.get(c) ?? 0, locale);
  // Colours follow the dimension's own order over all its values, so neither sorting nor
  // filtering repaints the chart; patterns tell apart the series drawn here that share a colour.
  const order = labelOrder(segment, observations);
  const colors = categoryColors(order, {
    paletteId: color.paletteId,
    colorMapping: color.type === 'single' ? {} : color.colorMapping,
    ...valueLookup(segment),
  });
  const present = new Set(ordered);
  const patterns = seriesPatterns(
    order.filter((label) => present.has(label)),
    (label) => colors.get(label)!,
  );
  const hidden = new Set(state.hiddenCategories);
  return {
    all,
    color: (category) => colors.get(category) ?? paletteColors(color.paletteId)[0],
    pattern: (category) => patterns.get(category),
    legend: all.map((label) => ({
      key: label,
      label: displayLabel(segment, label),
      color: colors.get(label)!,
      pattern: patterns.get(label),
      shape,
      hidden: hidden.has(label),
    })),
  };
};
