/** The active chart when it is a table (the table panels show nothing for other charts), and its columns' names. */
import { useMemo } from 'react';
import type { ChartConfigOf } from '../../../../domain/config';
import { componentsById } from '../../../../domain/data';
import { useConfigurator } from '../../ConfiguratorProvider';

export const useTable = (): ChartConfigOf<'table'> | undefined => {
  const { chart } = useConfigurator();
  return chart.chartType === 'table' ? chart : undefined;
};

/** A column's name: its component's label (the id of a component the cube lacks). */
export const useColumnLabel = () => {
  const { components } = useConfigurator();
  return useMemo(() => {
    const byId = componentsById(components);
    return (componentId: string) => byId.get(componentId)?.label ?? componentId;
  }, [components]);
};
