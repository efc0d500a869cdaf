/**
 * The offline base layers' geometry on the server (domain/charts/map/base-layers.ts), from the
 * same package files as the web build's chunks (vite.config.ts, base-layer-sources.ts), read once
 * per combination of layers.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Topology } from 'topojson-specification';
import { BASE_LAYER_FILES, baseLayerTopology } from '../../domain/charts/map/base-layer-sources';
import { baseGeometry, type BaseGeometry, type OfflineBaseLayer } from '../../domain/charts/map/base-layers';

const resolvePackageFile = createRequire(import.meta.url).resolve;
const topologies = new Map<OfflineBaseLayer, Topology>();
const geometries = new Map<string, BaseGeometry>();

const topologyOf = (layer: OfflineBaseLayer) => {
  let topology = topologies.get(layer);
  if (!topology) {
    topology = baseLayerTopology(layer, JSON.parse(readFileSync(resolvePackageFile(BASE_LAYER_FILES[layer]), 'utf8')) as Topology);
    topologies.set(layer, topology);
  }
  return topology;
};

/** The geometry of the layers (the world first, as offlineBaseLayers lists them). */
export const serverBaseGeometry = (layers: OfflineBaseLayer[]): BaseGeometry => {
  const key = layers.join(' ');
  let geometry = geometries.get(key);
  if (!geometry) {
    const [world, switzerland] = layers.map(topologyOf);
    geometry = baseGeometry(world, switzerland);
    geometries.set(key, geometry);
  }
  return geometry;
};
