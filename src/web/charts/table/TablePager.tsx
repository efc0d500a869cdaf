/** The footer of a table paged on the server: which rows the page shows of how many, and buttons to the other pages. */
import { useTranslation } from 'react-i18next';
import { pageOffsets, pageRange } from '../../../domain/charts/table/page-query';
import type { TableModel, TablePage } from '../../../domain/charts/table/model';
import type { Locale } from '../../../domain/data';
import { formatNumber } from '../../../domain/format';

const BUTTONS = [
  ['first', 'table.page.first', '«'],
  ['previous', 'table.page.previous', '‹'],
  ['next', 'table.page.next', '›'],
  ['last', 'table.page.last', '»'],
] as const;

export const TablePager = ({
  model,
  page,
  locale,
  busy,
  onPage,
}: {
  model: TableModel;
  page: TablePage;
  locale: Locale;
  /** The next page is on its way. */
  busy: boolean;
  onPage: (offset: number) => void;
}) => {
  const { t } = useTranslation();
  const shown = model.rows.filter((row) => row.type === 'data').length;
  const range = pageRange(page, shown, model.rowCount);
  const number = (n: number) => formatNumber(n, locale, 0);
  const texts = { from: number(range.from), to: number(range.to), count: number(range.count), total: number(model.total) };
  const offsets = pageOffsets(page.offset, model.rowCount, page.size);
  return (
    <div className="table-pager" aria-busy={busy}>
      <p className="table-count" data-testid="table-count" aria-live="polite">
        {t(model.searching ? 'table.page.rows.found' : 'table.page.rows', texts)}
      </p>
      <nav aria-label={t('table.page.navigation')}>
        {BUTTONS.map(([name, label, icon]) => {
          const offset = offsets[name];
          return (
            <button
              key={name}
              type="button"
              className="table-page-button"
              aria-label={t(label)}
              title={t(label)}
              disabled={offset === undefined}
              onClick={() => offset !== undefined && onPage(offset)}
              data-testid={`table-page-${name}`}
            >
              <span aria-hidden="true">{icon}</span>
            </button>
          );
        })}
      </nav>
    </div>
  );
};
