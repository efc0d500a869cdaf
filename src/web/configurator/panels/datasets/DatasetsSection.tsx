/**
 * The Datasets section of the left controls (spec 001 §2, §4): the chart's datasets with a count
 * badge, remove (only with two or more) and add, the 'added dataset' tooltip, and where joined
 * dimensions come from (their originalIds).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDED_DATASET_TOOLTIP, cubesWithoutDataset } from '../../../../domain/configurator/datasets';
import { fetchChartComponents, useCubesMetadata } from '../../../api/hooks';
import { CountHeading } from '../../../components/CountHeading';
import { useConfigurator } from '../../ConfiguratorProvider';
import { AddDatasetDrawer } from './AddDatasetDrawer';
import { JoinOrigins } from './JoinOrigins';
import './datasets.css';

/** The tooltip shows `delayMs` after the dataset is added, for `durationMs`. */
const useAddedTooltip = () => {
  const [added, setAdded] = useState<{ title: string; at: number }>();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!added) return;
    const show = setTimeout(() => setShown(true), ADDED_DATASET_TOOLTIP.delayMs);
    const hide = setTimeout(() => setShown(false), ADDED_DATASET_TOOLTIP.delayMs + ADDED_DATASET_TOOLTIP.durationMs);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [added]);
  return { title: shown ? added?.title : undefined, announce: (title: string) => setAdded({ title, at: Date.now() }) };
};

export const DatasetsSection = () => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { chart, components, source, locale, dispatch } = useConfigurator();
  const headingId = useId();
  const [drawer, setDrawer] = useState(false);
  const tooltip = useAddedTooltip();
  const iris = chart.cubes.map((c) => c.iri);
  const metadata = useCubesMetadata(source, locale, iris);
  const titleOf = (iri: string) => metadata.data?.find((m) => m.iri === iri)?.title ?? iri;
  const count = chart.cubes.length;

  const remove = async (iri: string) => {
    try {
      const rest = await fetchChartComponents(client, source, locale, cubesWithoutDataset(chart.cubes, iri));
      dispatch({ type: 'DATASET_REMOVE', value: { iri, components: rest } });
    } catch (error) {
      // Removal errors are only logged (spec 001 §8).
      console.error('Error while removing dataset: Could not find cached dataCubesComponents', error);
    }
  };

  return (
    <section className="control-group datasets-section" aria-labelledby={headingId} data-testid="datasets-section">
      <CountHeading
        id={headingId}
        title={t('controls.datasets.title')}
        count={count}
        countText={t('controls.datasets.count', { count })}
        testId="dataset-count"
      />
      <ul className="dataset-list">
        {chart.cubes.map((cube) => (
          <li key={cube.iri} className="dataset-row" data-testid="dataset-row">
            <span>{titleOf(cube.iri)}</span>
            {count > 1 && (
              <button
                type="button"
                className="icon-button"
                aria-label={t('controls.datasets.remove', { title: titleOf(cube.iri) })}
                onClick={() => remove(cube.iri)}
                data-testid="dataset-remove"
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      <JoinOrigins components={[...components.dimensions]} titleOf={titleOf} />
      <div className="dataset-add">
        <button type="button" className="button button-secondary" onClick={() => setDrawer(true)} data-testid="dataset-add">
          {t('controls.datasets.add')}
        </button>
        {tooltip.title && (
          <span className="added-tooltip" role="status" data-testid="dataset-added">
            {t('controls.datasets.added', { title: tooltip.title })}
          </span>
        )}
      </div>
      {drawer && <AddDatasetDrawer onClose={() => setDrawer(false)} onAdded={tooltip.announce} />}
    </section>
  );
};
