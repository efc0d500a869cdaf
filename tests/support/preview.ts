/**
 * A preview from an endpoint against the embedded store's: which rows it shows is the engine's
 * (src/server/data/preview.ts), everything else must be the same. Its rows are rows of the cube as
 * the embedded store answers them, and each dimension lists the values of those rows, labelled as
 * the cube's components label them.
 */
import { expect } from 'vitest';
import { decodeObservations } from '../../src/domain/observation-columns';

type Value = { value: string | number; label: string };
type Component = { id: string; values: Value[] } & Record<string, unknown>;
export type Preview = { dimensions: Component[]; measures: Component[]; observations: Record<string, unknown>[] };

/** Rows compared whatever the order of their keys. */
const rowKey = (row: Record<string, unknown>) => JSON.stringify(Object.entries(row).sort(([a], [b]) => a.localeCompare(b)));

/** `ask` answers a data query of the embedded store (its `data.<query>`). */
export const expectPreviewOfCube = async (preview: Preview, iri: string, ask: (query: string, variables: object) => Promise<any>) => {
  const embedded: Preview = await ask('dataCubePreview', { cubeFilter: { iri } });
  const withoutValues = (components: Component[]) => components.map(({ values: _values, ...rest }) => rest);
  expect(withoutValues(preview.dimensions)).toEqual(withoutValues(embedded.dimensions));
  expect(preview.measures).toEqual(embedded.measures);
  expect(preview.observations).toHaveLength(embedded.observations.length);
  const { data } = await ask('dataCubesObservations', { cubeFilters: [{ iri }], format: 'columns' });
  const rows = new Set(decodeObservations(data).map(rowKey));
  for (const row of preview.observations) expect(rows.has(rowKey(row)), rowKey(row)).toBe(true);
  const { dimensions } = await ask('dataCubesComponents', { cubeFilters: [{ iri }] });
  for (const dimension of preview.dimensions) {
    const shown = preview.observations.map((row) => row[`${dimension.id}/__iri__`] ?? row[dimension.id]).filter((v) => v !== undefined && v !== null);
    expect(new Set(dimension.values.map((v) => String(v.value)))).toEqual(new Set(shown.map(String)));
    const labels = new Map((dimensions as Component[]).find((d) => d.id === dimension.id)!.values.map((v) => [String(v.value), v.label]));
    for (const value of dimension.values) expect(value.label).toBe(labels.get(String(value.value)));
  }
};
