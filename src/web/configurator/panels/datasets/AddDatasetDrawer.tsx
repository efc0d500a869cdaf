/**
 * The add-dataset drawer (spec 001 §2, §5): a caution alert, the search (Enter or the button, a
 * clear button), the compatible dimensions, drafts and sort order, and the results that can join
 * the chart; a result opens the preview step (JoinPreview). The matching is the domain's
 * (configurator/datasets.ts); this only renders and keeps the drawer's own state.
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { searchOrder } from '../../../../domain/browse/params';
import { dimensionChips, joinableResults, searchDimensionOptions, searchFilters, unversionedIrisOf } from '../../../../domain/configurator/datasets';
import type { SearchOrder } from '../../../../domain/search';
import { useErrorText } from '../../../api/error-text';
import { useSearchCubes } from '../../../api/hooks';
import { SortOrderSelect } from '../../../browse/SortOrderSelect';
import { Dialog } from '../../../components/Dialog';
import { Highlighted } from '../../../components/Highlighted';
import { useConfigurator } from '../../ConfiguratorProvider';
import { CautionAlert } from './CautionAlert';
import { JoinPreview, type JoinCandidate } from './JoinPreview';
import './datasets.css';

export const AddDatasetDrawer = ({ onClose, onAdded }: { onClose: () => void; onAdded: (title: string) => void }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { chart, components, source, locale } = useConfigurator();
  const options = useMemo(() => searchDimensionOptions(components, chart.cubes.length), [components, chart.cubes.length]);
  const [selectedIds, setSelectedIds] = useState(() => options.map((o) => o.id));
  const selected = options.filter((o) => selectedIds.includes(o.id));
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [includeDrafts, setIncludeDrafts] = useState(false);
  const [chosenOrder, setOrder] = useState<SearchOrder>();
  const order = searchOrder(chosenOrder, query);
  const [candidate, setCandidate] = useState<JoinCandidate>();
  const search = useSearchCubes(
    source,
    locale,
    { query: query || undefined, order, includeDrafts, filters: searchFilters(selected, chart.cubes.length), fetchDimensionTermsets: true },
    selected.length > 0 && !candidate,
  );
  const unversioned = useMemo(() => unversionedIrisOf(components), [components]);
  const results = useMemo(
    () => (search.data ? joinableResults(search.data, selected, chart.cubes, unversioned) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the selection is compared by its ids
    [search.data, selectedIds.join('\n'), chart.cubes, unversioned],
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(text.trim());
  };
  const clear = () => {
    setText('');
    setQuery('');
  };

  return (
    <Dialog title={t('dataset-drawer.title')} onClose={onClose} className="dataset-drawer" testId="add-dataset-drawer">
      <button type="button" className="icon-button dataset-drawer-close" aria-label={t('controls.close')} onClick={onClose} data-testid="add-dataset-close">
        ×
      </button>
      <CautionAlert />
      {candidate ? (
        <JoinPreview
          candidate={candidate}
          onBack={() => setCandidate(undefined)}
          onAdded={() => {
            onAdded(candidate.cube.title);
            onClose();
          }}
        />
      ) : (
        <>
          <form className="dataset-search" role="search" onSubmit={submit}>
            <label className="control dataset-search-field">
              <span>{t('dataset-drawer.search')}</span>
              <input type="search" value={text} onChange={(e) => setText(e.target.value)} data-testid="add-dataset-search" />
            </label>
            <button type="submit" className="button" data-testid="add-dataset-search-submit">
              {t('dataset-drawer.search.submit')}
            </button>
            <button type="button" className="button button-secondary" onClick={clear} disabled={!text && !query} data-testid="add-dataset-search-clear">
              {t('dataset-drawer.search.clear')}
            </button>
          </form>
          <div className="dataset-search-controls">
            <DimensionSelect options={options} selectedIds={selectedIds} onChange={setSelectedIds} />
            <label className="switch">
              <input
                type="checkbox"
                role="switch"
                checked={includeDrafts}
                onChange={(e) => setIncludeDrafts(e.target.checked)}
                data-testid="add-dataset-drafts"
              />
              <span>{t('browse.search.drafts')}</span>
            </label>
            <SortOrderSelect order={order} search={query} onChange={setOrder} testId="add-dataset-order" />
          </div>
          <section className="dataset-results" aria-busy={search.isFetching} aria-label={t('dataset-drawer.search')}>
            {!options.length ? (
              <p className="hint-text" data-testid="add-dataset-no-dimensions">
                {t('dataset-drawer.dimensions.none')}
              </p>
            ) : !selected.length ? (
              <p className="warning" role="status" data-testid="add-dataset-none-selected">
                {t('dataset-drawer.dimensions.none-selected')}
              </p>
            ) : search.error ? (
              <p className="error" role="alert">
                {t('browse.search.error', { message: errorText(search.error) })}
              </p>
            ) : !search.data ? (
              <p className="loading" role="status">
                {t('browse.loading')}
              </p>
            ) : (
              <>
                <p className="results-count" aria-live="polite" data-testid="add-dataset-count">
                  {t('browse.results.count', { count: results.length })}
                </p>
                {results.length ? (
                  <ul className="results" data-testid="add-dataset-results">
                    {results.map((result) => (
                      <li key={result.cube.iri} className="result-card">
                        <h3>
                          <button
                            type="button"
                            className="link-button result-title"
                            onClick={() => setCandidate({ cube: result.cube, join: result.join })}
                            data-testid="add-dataset-result"
                          >
                            <Highlighted text={result.highlightedTitle} />
                          </button>
                          {result.cube.publicationStatus === 'DRAFT' && <span className="tag tag-draft">{t('browse.draft')}</span>}
                        </h3>
                        <p className="result-description">
                          <Highlighted text={result.highlightedDescription} />
                        </p>
                        <p className="hint-text">
                          {t('dataset-drawer.joins-on', {
                            dimensions: result.join.optionIds.map((id) => options.find((o) => o.id === id)?.label ?? id).join(', '),
                          })}
                        </p>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="no-results">{t('browse.no-results')}</p>
                )}
              </>
            )}
          </section>
        </>
      )}
    </Dialog>
  );
};

/** The multi-select of compatible dimensions: chips of the first two chosen, '+N more', and a list of checkboxes. */
const DimensionSelect = ({
  options,
  selectedIds,
  onChange,
}: {
  options: ReturnType<typeof searchDimensionOptions>;
  selectedIds: string[];
  onChange: (ids: string[]) => void;
}) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const chips = dimensionChips(options.filter((o) => selectedIds.includes(o.id)));
  const toggle = (id: string) => onChange(selectedIds.includes(id) ? selectedIds.filter((s) => s !== id) : [...selectedIds, id]);
  return (
    <div className="dimension-select">
      <span className="control-label" id={`${listId}-label`}>
        {t('dataset-drawer.dimensions')}
      </span>
      <button
        type="button"
        className="dimension-select-button"
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={`${listId}-label ${listId}-chips`}
        onClick={() => setOpen((o) => !o)}
        disabled={!options.length}
        data-testid="add-dataset-dimensions"
      >
        <span id={`${listId}-chips`} className="dimension-chips">
          {chips.shown.map((label) => (
            <span key={label} className="tag" data-testid="add-dataset-chip">
              {label}
            </span>
          ))}
          {chips.more > 0 && (
            <span className="tag" data-testid="add-dataset-chip-more">
              {t('dataset-drawer.dimensions.more', { count: chips.more })}
            </span>
          )}
        </span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <fieldset id={listId} className="dimension-select-list" data-testid="add-dataset-dimension-list">
          <legend className="visually-hidden">{t('dataset-drawer.dimensions')}</legend>
          {options.map((o) => (
            <label key={o.id} className="check">
              <input type="checkbox" checked={selectedIds.includes(o.id)} onChange={() => toggle(o.id)} />
              {o.label}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
};
