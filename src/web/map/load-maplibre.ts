/**
 * MapLibre, loaded the first time a map is shown: its own chunk, its stylesheet and its worker
 * (emitted as a file of the build, so the worker comes from 'self' as the CSP wants).
 */
let loading: Promise<typeof import('maplibre-gl')> | undefined;

export const loadMapLibre = () =>
  (loading ??= Promise.all([import('maplibre-gl'), import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'), import('maplibre-gl/dist/maplibre-gl.css')]).then(
    ([maplibre, worker]) => {
      maplibre.setWorkerUrl(new URL(worker.default, window.location.href).href);
      return maplibre;
    },
  ));
