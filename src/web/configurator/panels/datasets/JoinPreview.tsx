/**
 * The preview step of the add-dataset drawer (spec 001 §2): the titles of the chart's datasets
 * and the new one, up to 8 rows of the joined data with the new dataset's columns marked, Back
 * and Confirm. Confirm fetches the components of the new cube set, then adds the dataset
 * (DATASET_ADD re-derives the chart and picks its type); a failure says so and returns to the
 * results (spec 001 §8).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cubesWithDataset, previewRows, type JoinMatch } from '../../../../domain/configurator/datasets';
import { cubesQuery } from '../../../../domain/charts/pipeline';
import type { Component, DataCubeMetadata } from '../../../../domain/data';
import { useErrorText } from '../../../api/error-text';
import { fetchChartComponents, useChartComponents, useCubesMetadata, useObservations } from '../../../api/hooks';
import { ObservationTable } from '../../../components/ObservationTable';
import { chartWithDataset } from '../../../../domain/configurator/slices/datasets';
import { useConfigurator } from '../../ConfiguratorProvider';

export type JoinCandidate = { cube: DataCubeMetadata; join: JoinMatch };

export const JoinPreview = ({ candidate, onBack, onAdded }: { candidate: JoinCandidate; onBack: () => void; onAdded: () => void }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useQueryClient();
  const { chart, source, locale, dispatch } = useConfigurator();
  const cubes = cubesWithDataset(chart.cubes, candidate.cube.iri, candidate.join);
  const titles = useCubesMetadata(
    source,
    locale,
    chart.cubes.map((c) => c.iri),
  );
  const joined = useChartComponents(source, locale, cubes);
  // The rows the chart will have: each cube filtered as adding the dataset filters it.
  const added = joined.data && chartWithDataset(chart, candidate.cube.iri, candidate.join, joined.data);
  const observations = useObservations(source, locale, added && joined.data ? cubesQuery(added.cubes) : [], !!added);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<Error>();
  const isNew = (c: Component) => !c.isJoinByDimension && c.cubeIri === candidate.cube.iri;
  const columns = joined.data ? [...joined.data.dimensions.filter((d) => d.isJoinByDimension || isNew(d)), ...joined.data.measures] : [];
  const rows = observations.data && joined.data ? previewRows(observations.data.data, joined.data) : [];

  const confirm = async () => {
    setAdding(true);
    setError(undefined);
    try {
      const components = await fetchChartComponents(client, source, locale, cubes);
      dispatch({ type: 'DATASET_ADD', value: { iri: candidate.cube.iri, match: candidate.join, components } });
      onAdded();
    } catch (e) {
      console.error('Could not fetch dimensions and measures', e);
      setAdding(false);
      setError(e as Error);
    }
  };
  const loadError = joined.error ?? observations.error;

  return (
    <section className="join-preview" aria-labelledby="join-preview-title" data-testid="add-dataset-preview">
      <ul className="join-preview-titles" data-testid="add-dataset-titles">
        {(titles.data ?? []).map((cube) => (
          <li key={cube.iri}>{cube.title}</li>
        ))}
        <li>
          {candidate.cube.title} <span className="tag tag-new">{t('dataset-drawer.new')}</span>
        </li>
      </ul>
      <h3 id="join-preview-title">{t('dataset-drawer.preview')}</h3>
      {error && (
        <p className="error" role="alert" data-testid="add-dataset-error">
          {t('dataset-drawer.error', { message: errorText(error) })}
        </p>
      )}
      {loadError ? (
        <p className="error" role="alert">
          {t('dataset-drawer.preview.error', { message: errorText(loadError) })}
        </p>
      ) : !observations.data ? (
        <p className="loading" role="status">
          {t('browse.loading')}
        </p>
      ) : (
        <div className="join-preview-table" tabIndex={0} role="region" aria-label={t('dataset-drawer.preview.rows', { count: rows.length })}>
          <ObservationTable
            components={columns}
            observations={rows}
            locale={locale}
            testId="add-dataset-preview-table"
            marker={(c) =>
              isNew(c) && (
                <>
                  {' '}
                  <span className="tag tag-new" data-testid="add-dataset-new-marker">
                    {t('dataset-drawer.new')}
                  </span>
                </>
              )
            }
          />
        </div>
      )}
      <div className="dialog-buttons">
        <button type="button" className="button button-secondary" onClick={onBack} disabled={adding} data-testid="add-dataset-back">
          {t('dataset-drawer.back')}
        </button>
        <button type="button" className="button" onClick={confirm} disabled={adding} aria-busy={adding} data-testid="add-dataset-confirm">
          {adding ? t('dataset-drawer.adding') : t('dataset-drawer.confirm')}
        </button>
      </div>
    </section>
  );
};
