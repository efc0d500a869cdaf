/** The active chart when it is a table (the table panels show nothing for other charts). */
import type { ChartConfigOf } from '../../../../domain/config';
import { useConfigurator } from '../../ConfiguratorProvider';

export const useTable = (): ChartConfigOf<'table'> | undefined => {
  const { chart } = useConfigurator();
  return chart.chartType === 'table' ? chart : undefined;
};
