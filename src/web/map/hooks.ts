/** What a map loads besides its observations: the shapes of its geo-shapes dimensions. */
import { useQueries } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import type { Topology } from 'topojson-specification';
import type { Shape } from '../../domain/charts/map/shapes';
import { chartQuery } from '../../domain/charts/pipeline';
import type { ChartConfigOf } from '../../domain/config';
import type { DataCubeComponents, Component, Locale } from '../../domain/data';
import { dataQuery, type DataSource } from '../api/client';
import { useObservations } from '../api/hooks';
import { useRowExcess } from '../charts/row-excess';

/** The observations a map draws (the map view and its layer panels ask the same query, answered once), none past its row limit. */
export const useMapObservations = (
  config: ChartConfigOf<'map'>,
  source: DataSource | undefined,
  locale: Locale,
  components: DataCubeComponents | undefined,
) => {
  const query = useMemo(() => chartQuery(config, components), [config, components]);
  const { known, excess } = useRowExcess(config, components, query);
  return useObservations(source, locale, query, known && !excess);
};

/** The shapes of each dimension, by component id; `ready` once all have come (failed ones count as none). */
export const useShapes = (source: DataSource | undefined, locale: Locale, dimensions: Component[]) => {
  const results = useQueries({
    queries: dimensions.map((dimension) => ({
      queryKey: ['dataCubeDimensionGeoShapes', source?.url, locale, dimension.cubeIri, dimension.id],
      queryFn: async () => {
        // The TopoJSON decoder loads with the first map, beside its shapes.
        const [topology, { shapeFeatures }] = await Promise.all([
          dataQuery<Topology>('dataCubeDimensionGeoShapes', source!, locale, { cubeFilter: { iri: dimension.cubeIri, dimensionId: dimension.id } }),
          import('../../domain/charts/map/shapes'),
        ]);
        return shapeFeatures(topology);
      },
      enabled: !!source,
      staleTime: Infinity,
    })),
  });
  // The same object while the same shapes are loaded: the map's scene is recomputed only when they change.
  const kept = useRef<{ key: string; data: unknown[]; shapes: Record<string, Shape[]> }>(undefined);
  const key = dimensions.map((d) => d.id).join('\n');
  const data = results.map((r) => r.data);
  if (!kept.current || kept.current.key !== key || data.some((d, i) => d !== kept.current!.data[i])) {
    kept.current = { key, data, shapes: Object.fromEntries(dimensions.map((d, i) => [d.id, results[i]?.data ?? []])) };
  }
  return { shapes: kept.current.shapes, ready: results.every((r) => !r.isPending), error: results.find((r) => r.error)?.error ?? undefined };
};
