/** The drawer variant of the dataset browser, for choosing the dataset of a chart (spec 000 §2). */
import { useTranslation } from 'react-i18next';
import { useLocalBrowseState } from './browse-state';
import { DatasetBrowser } from './DatasetBrowser';
import type { CreateChartCallback } from './DatasetView';

export const DatasetDrawer = ({ onCreateChartFromDataset }: { onCreateChartFromDataset: CreateChartCallback }) => {
  const { t } = useTranslation();
  const state = useLocalBrowseState();
  return (
    <aside className="drawer" role="dialog" aria-label={t('browse.drawer.title')}>
      <DatasetBrowser variant="drawer" state={state} onCreateChartFromDataset={onCreateChartFromDataset} />
    </aside>
  );
};
