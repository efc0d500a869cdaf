/** Above the results: their count, the include-drafts switch and the sort order. */
import { useTranslation } from 'react-i18next';
import type { SearchOrder } from '../../domain/search';
import { useBrowseState } from './browse-state';
import { SortOrderSelect } from './SortOrderSelect';

export const SearchControls = ({ count, order, onToggleDrafts }: { count: number; order: SearchOrder; onToggleDrafts: () => void }) => {
  const { t } = useTranslation();
  const { params, update } = useBrowseState();
  return (
    <div className="search-controls">
      <p className="results-count" aria-live="polite" data-testid="results-count">
        {t('browse.results.count', { count })}
      </p>
      <label className="switch">
        <input type="checkbox" role="switch" checked={!!params.includeDrafts} onChange={onToggleDrafts} data-testid="include-drafts" />
        <span>{t('browse.search.drafts')}</span>
      </label>
      <SortOrderSelect order={order} search={params.search} onChange={(next) => update({ order: next })} testId="search-order" />
    </div>
  );
};
