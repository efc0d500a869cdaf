/**
 * The offline base layers' geodata (domain/charts/map/base-layers.ts), each a chunk of its own
 * that the web build makes from its npm package (vite.config.ts): loaded with the first map that
 * draws it, never with the page.
 */
import { baseGeometry, type BaseGeometry, type OfflineBaseLayer } from '../../domain/charts/map/base-layers';

const MODULES = {
  world: () => import('virtual:base-layer/world'),
  switzerland: () => import('virtual:base-layer/switzerland'),
} satisfies Record<OfflineBaseLayer, unknown>;

const loaded = new Map<string, Promise<BaseGeometry>>();

/**
 * The geometry of the layers (the world first), loaded once per combination; undefined when a
 * chunk cannot be loaded (the map then draws on a plain background; the next map tries again).
 */
export const loadBaseGeometry = (layers: OfflineBaseLayer[]): Promise<BaseGeometry | undefined> => {
  const key = layers.join(' ');
  let geometry = loaded.get(key);
  if (!geometry) {
    geometry = Promise.all(layers.map((layer) => MODULES[layer]())).then(([world, switzerland]) => baseGeometry(world.default, switzerland?.default));
    loaded.set(key, geometry);
    geometry.catch(() => loaded.delete(key));
  }
  return geometry.catch(() => undefined);
};
