/** The active chart when it is a table (the table panels show nothing for other charts), and its columns' names. */
import { useMemo } from 'react';
import type { ChartConfigOf } from '../../../../domain/config';
import { useConfigurator } from '../../ConfiguratorProvider';

export const useTable = (): ChartConfigOf<'table'> | undefined => {
  const { chart } = useConfigurator();
  return chart.chartType === 'table' ? chart : undefined;
};

/** A column's name: its component's label (the id of a component the cube lacks). */
export const useColumnLabel = () => {
  const { components } = useConfigurator();
  return useMemo(() => {
    const labels = new Map([...components.dimensions, ...components.measures].map((c) => [c.id, c.label]));
    return (componentId: string) => labels.get(componentId) ?? componentId;
  }, [components]);
};
