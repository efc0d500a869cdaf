/**
 * A chart with its frame: title, description, fixed filters, the interactive filters a visitor
 * uses, the drawn chart, source footnotes and the accessible data table. Loads the components
 * and observations its chart definition asks for.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initialInteractiveState, toggleCategory, type InteractiveState } from '../../domain/charts/chart-data';
import { plotHeight } from '../../domain/charts/axes';
import { definitionOf, drawScene, isDrawnChart, type DrawnChartConfig } from '../../domain/charts/registry';
import type { ChartConfig } from '../../domain/config';
import { resolveMostRecent } from '../../domain/configurator/most-recent';
import { isMeasure, type Component, type Locale } from '../../domain/data';
import type { DataSource } from '../api/client';
import { useCubeMetadata, useCubesComponents, useObservations } from '../api/hooks';
import type { MessageKey } from '../i18n/en';
import { ChartDataTable } from './DataTable';
import { CalculationToggle, DataFilters, TimeRangeBrush, dataFilterQuery, initialDataFilters, type DataFilterChoices } from './InteractiveFilters';
import { ChartAnimation, ChartFootnotes, ChartHeading, FixedFilters } from './FrameParts';
import { SceneView } from './SceneView';
import { useWidth } from './useWidth';
import { useErrorText } from '../api/error-text';
import { localizedText } from '../../domain/i18n/fallback';
import { MapFrame } from '../map/MapFrame';

export const ChartFrame = ({ config, source, locale }: { config: ChartConfig; source: DataSource; locale: Locale }) => {
  const { t } = useTranslation();
  if (config.chartType === 'map') return <MapFrame config={config} source={source} locale={locale} />;
  if (!isDrawnChart(config)) {
    return (
      <article className="chart-frame" data-testid="chart-frame">
        <p className="warning" role="note">{t('chart.type-not-drawn', { type: t(`chart.type.${config.chartType}` as MessageKey) })}</p>
      </article>
    );
  }
  return <DrawnChartFrame config={config} source={source} locale={locale} />;
};

const DrawnChartFrame = ({ config, source, locale }: { config: DrawnChartConfig; source: DataSource; locale: Locale }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [ref, width] = useWidth<HTMLDivElement>();
  const definition = definitionOf(config);
  const cube = config.cubes[0];
  const components = useCubesComponents(source, locale, config.cubes.map((c) => c.iri));
  const metadata = useCubeMetadata(source, locale, cube.iri);
  const byId = useMemo(
    () => new Map<string, Component>(components.data ? [...components.data.dimensions, ...components.data.measures].map((c) => [c.id, c]) : []),
    [components.data],
  );

  const interactive = config.interactiveFiltersConfig;
  // The chart opens in the calculation the author chose; the visitor's toggle starts from it.
  const [state, setState] = useState<InteractiveState>(() => ({ ...initialInteractiveState(), calculation: interactive.calculation.type }));
  useEffect(() => setState((s) => ({ ...s, calculation: interactive.calculation.type })), [interactive.calculation.type]);
  const [brushing, setBrushing] = useState(false);
  const [choices, setChoices] = useState<DataFilterChoices>(() => initialDataFilters(config));
  // One cube: only the components the chart needs travel. Joined cubes answer with all theirs.
  const componentIds = components.data ? [...new Set([...definition.componentIds(config, byId), ...interactive.dataFilters.componentIds])] : [];
  const observations = useObservations(
    source,
    locale,
    config.cubes.map((c) => ({
      iri: c.iri,
      componentIds: config.cubes.length === 1 ? componentIds : undefined,
      // 'Use most recent' is resolved here (also when a data filter starts on it), so the query asks
      // for the latest value the cube has now.
      filters: components.data ? resolveMostRecent(dataFilterQuery(c.filters, choices), components.data) : c.filters,
    })),
    !!components.data,
  );

  const spec = components.data ? definition.interactive(config, byId) : {};
  const rows = observations.data?.data ?? [];
  const scene = useMemo(
    () =>
      rows.length && width
        ? drawScene({ config, components: byId, observations: rows, state, width, height: plotHeight(width, window.innerWidth), locale })
        : undefined,
    [config, byId, rows, state, width, locale],
  );

  const error = components.error ?? observations.error ?? metadata.error;
  // The data table reads like the cube: dimensions first, then the values.
  const tableComponents = componentIds.flatMap((id) => byId.get(id) ?? []).sort((a, b) => Number(isMeasure(a)) - Number(isMeasure(b)));
  const legendCategories = scene?.legend.map((item) => item.key) ?? [];

  return (
    <article className="chart-frame" data-testid="chart-frame">
      <ChartHeading meta={config.meta} locale={locale} metadata={metadata.data} />
      <FixedFilters filters={cube.filters} components={components.data} byId={byId} except={interactive.dataFilters.componentIds} />
      {interactive.dataFilters.active && components.data && (
        <DataFilters componentIds={interactive.dataFilters.componentIds} filterTypes={interactive.dataFilters.filterTypes} components={byId} choices={choices} onChange={setChoices} />
      )}
      <div ref={ref}>
        {error ? (
          <p className="error" role="alert">{t('chart.error', { message: errorText(error) })}</p>
        ) : !observations.data ? (
          <p className="loading" role="status">{t('chart.loading')}</p>
        ) : rows.length === 0 ? (
          <p className="warning">{t('chart.no-data')}</p>
        ) : (
          <>
            {(interactive.calculation.active && spec.percent) || (spec.timeId && interactive.timeRange.active) ? (
              <div className="chart-controls">
                {interactive.calculation.active && spec.percent && (
                  <CalculationToggle value={state.calculation} onChange={(calculation) => setState((s) => ({ ...s, calculation }))} />
                )}
                {spec.timeId && (
                  <TimeRangeBrush
                    // The brush starts at the presets: new presets (the author changing them in the preview) restart it.
                    key={`${interactive.timeRange.presets.from}|${interactive.timeRange.presets.to}`}
                    component={byId.get(spec.timeId)}
                    observations={rows}
                    presets={interactive.timeRange.presets}
                    onChange={(timeRange) => setState((s) => ({ ...s, timeRange }))}
                    onHold={setBrushing}
                  />
                )}
              </div>
            ) : null}
            {scene && (
              <SceneView
                scene={scene}
                chartType={config.chartType}
                title={localizedText(config.meta.title, locale)?.text ?? metadata.data?.title}
                onToggle={interactive.legend.active ? (key) => setState((s) => toggleCategory(s, key, legendCategories)) : undefined}
              />
            )}
            <ChartAnimation
              field={'animation' in config.fields ? config.fields.animation : undefined}
              spec={spec}
              components={byId}
              observations={rows}
              state={state}
              setState={setState}
              held={brushing}
            />
            <ChartDataTable components={tableComponents} observations={rows} locale={locale} />
          </>
        )}
      </div>
      <ChartFootnotes metadata={metadata.data} />
    </article>
  );
};
