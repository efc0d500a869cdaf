/** The sort order of search results: relevance only when there is search text (spec 000 §4). */
import { useTranslation } from 'react-i18next';
import { searchOrderOptions } from '../../domain/browse/params';
import { SEARCH_ORDER_KEY } from '../../domain/messages';
import type { SearchOrder } from '../../domain/search';

export const SortOrderSelect = ({
  order,
  search,
  onChange,
  testId,
}: {
  order: SearchOrder;
  search: string | undefined;
  onChange: (order: SearchOrder) => void;
  testId: string;
}) => {
  const { t } = useTranslation();
  return (
    <label className="sort-order">
      <span>{t('browse.order.label')}</span>
      <select value={order} onChange={(event) => onChange(event.target.value as SearchOrder)} data-testid={testId}>
        {searchOrderOptions(search).map((option) => (
          <option key={option} value={option}>
            {t(SEARCH_ORDER_KEY[option])}
          </option>
        ))}
      </select>
    </label>
  );
};
