/**
 * What every chart frame has, whatever draws the chart: its cubes' components and metadata, the
 * observations' units, the article around the chart (ChartArticle), the fixed filters' line and
 * the animation player.
 */
import { useMemo, type Dispatch, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { applyInteractiveFilters, type FilterSpec } from '../../domain/charts/chart-data';
import { chartComponents, deriveObservations, fixedFilterTexts } from '../../domain/charts/pipeline';
import type { ChartConfig, Filters } from '../../domain/config';
import { chartAggregate } from '../../domain/observations/aggregation';
import { type Component, type DataCubeComponents, type DataCubeMetadata, type Locale, type Observation } from '../../domain/data';
import type { ViewerAction, ViewerState } from '../../domain/viewer/viewer-state';
import type { DataSource, ObservationsResult } from '../api/client';
import { useChartComponents, useCubeMetadata } from '../api/hooks';
import { AuthorText } from '../components/AuthorText';
import { EXPORT_EXCLUDE, type ChartViewOptions } from '../viewer/chart-view';
import { AnimationPlayer } from './InteractiveFilters';

/** The components of the chart's cubes, units converted and summed by a level as the chart config says (pipeline: chartComponents), also by id, and the first cube's metadata. */
export const useChartCubes = (config: ChartConfig, source: DataSource, locale: Locale) => {
  const { t } = useTranslation();
  const loaded = useChartComponents(source, locale, config.cubes);
  const conversions = config.conversionUnitsByComponentId;
  const aggregate = JSON.stringify(chartAggregate(config) ?? null);
  // Of the config, only its unit conversions and the level it sums by change the components.
  const converted = useMemo(
    () => loaded.data && chartComponents(config, loaded.data, locale, (measure, level) => t('chart.sum-by', { measure: measure.label, level: level.name })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
    [loaded.data, conversions, aggregate, locale, t],
  );
  const metadata = useCubeMetadata(source, locale, config.cubes[0].iri);
  return { components: { data: converted?.components, error: loaded.error }, metadata, byId: converted?.byId ?? NO_COMPONENTS };
};
const NO_COMPONENTS = new Map<string, Component>();

/** An observations query with the chart's unit conversions applied (pipeline: deriveObservations): a new table, the cached one kept. */
export const useConvertedObservations = <Q extends { data?: ObservationsResult; error: Error | null }>(
  config: ChartConfig,
  query: Q,
  components: DataCubeComponents | undefined,
) => {
  const conversions = config.conversionUnitsByComponentId;
  const data = useMemo(
    () => (query.data && components ? { ...query.data, data: deriveObservations(config, components, query.data.data) } : query.data),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- of the config, only its unit conversions change the observations
    [query.data, components, conversions],
  );
  return { data, error: query.error };
};

/** What a chart shows while its data (or its drawing code) loads. */
export const ChartLoading = () => {
  const { t } = useTranslation();
  return (
    <p className="loading" role="status">
      {t('chart.loading')}
    </p>
  );
};

/**
 * The frame around any chart: the view's actions, the title (the dataset's when the author gave
 * none in any language), description and draft warning above; the source, the dataset and the
 * view's own footnotes below. The published view's options (chart-view.ts) shape it; the
 * configurator's preview passes none.
 */
export const ChartArticle = ({
  config,
  locale,
  metadata,
  view = {},
  children,
}: {
  config: ChartConfig;
  locale: Locale;
  metadata?: DataCubeMetadata;
  view?: ChartViewOptions;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const { flags = {} } = view;
  return (
    <article
      ref={view.frameRef}
      className={['chart-frame', flags.removeBorder && 'chart-frame-borderless', flags.optimizeSpace && 'chart-frame-compact'].filter(Boolean).join(' ')}
      data-testid="chart-frame"
    >
      {view.actions && (
        <div className="chart-actions" {...{ [EXPORT_EXCLUDE]: '' }}>
          {view.actions}
        </div>
      )}
      <AuthorText
        as={view.titleLevel ?? 'h2'}
        className="chart-title"
        texts={config.meta.title}
        locale={locale}
        otherwise={metadata?.title}
        markdown="inline"
      />
      <AuthorText as="div" className="chart-description" texts={config.meta.description} locale={locale} markdown="block" />
      {metadata?.publicationStatus === 'DRAFT' && (
        <p className="warning" role="note" data-testid="chart-draft-warning">
          {t('dataset.publicationStatus.draft.warning')}
        </p>
      )}
      {children}
      <footer className="footnotes" hidden={flags.removeFootnotes}>
        {metadata && (
          <>
            <p>
              {t('chart.source')}: {metadata.creator?.label ?? metadata.publisher ?? '–'}
            </p>
            <p>
              {t('chart.dataset')}: {metadata.title}
            </p>
          </>
        )}
        {view.footnotes}
      </footer>
    </article>
  );
};

/** What the single filters fix, so the chart says what it shows: "Energy source: Fossil fuels · Year: 2014" (data filters aside). */
export const FixedFilters = ({
  filters,
  components,
  byId,
  except,
  observations,
}: {
  filters: Filters;
  components?: DataCubeComponents;
  /** The chart's observations: they hold the value 'most recent' stands for. */
  observations?: Observation[];
  byId: Map<string, Component>;
  except: string[];
}) => {
  const fixed = fixedFilterTexts(filters, byId, except, components, observations);
  return fixed.length > 0 ? (
    <p className="chart-filters" data-testid="chart-filters">
      {fixed.join(' · ')}
    </p>
  ) : null;
};

/** The animation player over the values the other interactive filters leave; each frame goes into the state. */
export const ChartAnimation = ({
  field,
  spec,
  components,
  observations,
  state,
  dispatch,
}: {
  field: Parameters<typeof AnimationPlayer>[0]['field'] | undefined;
  spec: FilterSpec;
  components: Map<string, Component>;
  observations: Observation[];
  state: ViewerState;
  dispatch: Dispatch<ViewerAction>;
}) =>
  spec.animationId && field ? (
    <AnimationPlayer
      field={field}
      component={components.get(spec.animationId)}
      observations={applyInteractiveFilters(observations, { ...spec, animationId: undefined }, state.chart)}
      held={state.held}
      onFrame={(value) => dispatch({ type: 'ANIMATION_FRAME', value })}
    />
  ) : null;
