/**
 * Where each offline base layer's geodata come from (base-layers.ts), as the web build bundles
 * them into a chunk of their own (vite.config.ts): world-atlas' 110 m countries and land as they
 * ship, and from swiss-maps' combined topology only the cantons and lakes (not its 2,000
 * municipalities), quantized to about 30 m, finer than a map of Switzerland draws.
 */
import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import { topology } from 'topojson-server';
import type { Topology } from 'topojson-specification';
import type { OfflineBaseLayer } from './base-layers';

export const BASE_LAYER_FILES = {
  world: 'world-atlas/countries-110m.json',
  switzerland: 'swiss-maps/2026/ch-combined.json',
} as const satisfies Record<OfflineBaseLayer, string>;

const SWISS_QUANTIZATION = 1e4;

/** The topology a layer's chunk holds, from its package file's contents. */
export const baseLayerTopology = (layer: OfflineBaseLayer, file: Topology): Topology => {
  if (layer === 'world') return file;
  const objects = Object.fromEntries(['cantons', 'lakes'].map((name) => [name, feature(file, file.objects[name]) as FeatureCollection]));
  return topology(objects, SWISS_QUANTIZATION) as unknown as Topology;
};
