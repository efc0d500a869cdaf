/**
 * What a map says to someone who does not see it, and the keyboard's way through its places
 * (issue 15 for maps): the map is one tab stop; the arrow keys go to the nearest place in their
 * direction (areas first, then circles when there are no areas), Page Down and Page Up to the next
 * and previous place by name, Home and End to the first and last. Pure: tested without a DOM, the view translates the message keys.
 */
import { extremes } from '../access';
import type { Tooltip } from '../scene';
import type { MapLegend } from './colors';
import type { MapScene } from './scene';

export type MapDescriptionKey =
  | 'chart.describe.map.areas'
  | 'chart.describe.map.symbols'
  | 'chart.describe.map.legend'
  | 'chart.describe.map.sizes'
  | 'chart.describe.extremes'
  | 'chart.describe.map.keys';
export type MapDescriptionPart = { key: MapDescriptionKey; values: Record<string, string | number> };

/** A place the keyboard reaches: an area or a circle, at a longitude/latitude. */
export type Place = { key: string; position: [number, number]; tooltip: Tooltip };

/** The places the keys step through: the areas (at their centroids) or, without areas, the circles. */
export const placesOf = (scene: MapScene): Place[] =>
  (scene.areas.length
    ? scene.areas.map((a) => ({ key: a.key, position: a.centroid, tooltip: a.tooltip }))
    : scene.symbols.map((s) => ({ key: s.key, position: s.coordinates, tooltip: s.tooltip }))
  ).sort((a, b) => a.tooltip.title.localeCompare(b.tooltip.title));

const legendRange = (legend: MapLegend) => {
  switch (legend.type) {
    case 'ramp':
      return { from: legend.from, to: legend.to };
    case 'classes':
      return { from: legend.classes[0]?.label ?? '', to: legend.classes.at(-1)?.label ?? '' };
    case 'categories':
      return { from: legend.items[0]?.label ?? '', to: legend.items.at(-1)?.label ?? '' };
    case 'sizes':
      return { from: legend.sizes.at(-1)?.label ?? '', to: legend.sizes[0]?.label ?? '' };
  }
};

/** The areas' numbers, else the circles': the measure the map is read by. */
const valuedPlaces = (scene: MapScene) => {
  const numbered = <T extends { value?: number | string }>(places: T[]) => places.filter((p): p is T & { value: number } => typeof p.value === 'number');
  const areas = numbered(scene.areas);
  return areas.length ? areas : numbered(scene.symbols);
};

/**
 * The description of a map: how many areas and circles, what colours them and how to read them,
 * and the lowest and highest value with their places (the data's extremes, not the legend's).
 */
export const describeMap = (scene: MapScene): MapDescriptionPart[] => {
  const parts: MapDescriptionPart[] = [];
  if (scene.areas.length) parts.push({ key: 'chart.describe.map.areas', values: { count: scene.areas.length } });
  if (scene.symbols.length) parts.push({ key: 'chart.describe.map.symbols', values: { count: scene.symbols.length } });
  for (const legend of scene.legends)
    parts.push({
      key: legend.type === 'sizes' ? 'chart.describe.map.sizes' : 'chart.describe.map.legend',
      values: { title: legend.title || '–', ...legendRange(legend) },
    });
  const valued = valuedPlaces(scene);
  if (valued.length) parts.push({ key: 'chart.describe.extremes', values: extremes(valued, false) });
  if (placesOf(scene).length) parts.push({ key: 'chart.describe.map.keys', values: {} });
  return parts;
};

export type PlaceKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'PageDown' | 'PageUp' | 'Home' | 'End';
export const isPlaceKey = (key: string): key is PlaceKey =>
  ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'PageDown', 'PageUp', 'Home', 'End'].includes(key);

const DIRECTIONS: Record<'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown', [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

/**
 * The place a key leads to from place `index` (undefined: none yet, any key starts at the first).
 * An arrow goes to the nearest place within 60° of its direction, nearness weighted against
 * straying sideways; where there is none the focus stays.
 */
export const stepPlace = (places: Place[], index: number | undefined, key: PlaceKey): number | undefined => {
  if (places.length === 0) return undefined;
  if (key === 'Home') return 0;
  if (key === 'End') return places.length - 1;
  if (index === undefined) return 0;
  // By name: places are sorted by their names.
  if (key === 'PageDown' || key === 'PageUp') return Math.min(places.length - 1, Math.max(0, index + (key === 'PageDown' ? 1 : -1)));
  const [dx, dy] = DIRECTIONS[key];
  const [x0, y0] = places[index].position;
  // Longitude degrees shrink with latitude: compare distances as on the ground.
  const shrink = Math.cos((y0 * Math.PI) / 180);
  let best: number | undefined;
  let bestScore = Infinity;
  places.forEach((place, i) => {
    if (i === index) return;
    const x = (place.position[0] - x0) * shrink;
    const y = place.position[1] - y0;
    const along = x * dx + y * dy;
    const across = Math.abs(x * dy - y * dx);
    if (along <= 0 || across > along * Math.tan(Math.PI / 3)) return;
    const score = along + 2 * across;
    if (score < bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best ?? index;
};
