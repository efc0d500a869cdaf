/**
 * The chart pipeline's map and table makers, loaded when a chart of that kind is shown: an SVG
 * chart's JavaScript holds no map or table code (the server and tests use SCENE_MAKERS whole).
 */
import { useEffect, useState } from 'react';
import type { SceneKind, SceneMakers } from '../../domain/charts/pipeline';

/** A table's makers come together: whether it pages on the server is known once its first page is in. */
const loaders: { [K in Exclude<SceneKind, 'svg'>]: () => Promise<Partial<SceneMakers> & Pick<SceneMakers, K>> } = {
  map: () => import('../../domain/charts/map/scene').then((m) => ({ map: m.mapScene })),
  table: () =>
    Promise.all([import('../../domain/charts/table/model'), import('../../domain/charts/table/page')]).then(([m, p]) => ({
      table: m.tableModel,
      tablePage: p.pagedTableModel,
    })),
};
const loaded: Partial<SceneMakers> = {};

/** Loads the makers of these kinds before a page draws them (the server's renderer; a page hydrating what the server drew). */
export const preloadSceneMakers = async (kinds: SceneKind[]) => {
  for (const kind of kinds) if (kind !== 'svg' && !loaded[kind]) Object.assign(loaded, await loaders[kind]());
};

export const useSceneMakers = (kind: SceneKind) => {
  const [makers, setMakers] = useState<Partial<SceneMakers>>(() => ({ ...loaded }));
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    if (kind === 'svg' || loaded[kind]) return;
    let live = true;
    loaders[kind]().then(
      (maker) => {
        Object.assign(loaded, maker);
        if (live) setMakers({ ...loaded });
      },
      (failure: Error) => live && setError(failure),
    );
    return () => {
      live = false;
    };
  }, [kind]);
  return { makers, error };
};
