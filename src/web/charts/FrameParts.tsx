/** Parts every chart frame shows, whatever draws the chart (SVG scene, map): heading, fixed filters, animation player, footnotes. */
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { applyInteractiveFilters, displayLabel, type FilterSpec, type InteractiveState } from '../../domain/charts/chart-data';
import type { Filters, Meta } from '../../domain/config';
import { resolveMostRecent } from '../../domain/configurator/most-recent';
import type { Component, DataCubeComponents, DataCubeMetadata, Locale, Observation } from '../../domain/data';
import { AuthorText } from '../components/AuthorText';
import { AnimationPlayer } from './InteractiveFilters';

/** Title (the dataset's when the author gave none), description and the draft warning. */
export const ChartHeading = ({ meta, locale, metadata }: { meta: Meta; locale: Locale; metadata?: DataCubeMetadata }) => {
  const { t } = useTranslation();
  return (
    <>
      {/* Without a title in any language the chart is named after its dataset. */}
      <AuthorText as="h2" className="chart-title" texts={meta.title} locale={locale} otherwise={metadata?.title} />
      <AuthorText as="p" className="chart-description" texts={meta.description} locale={locale} />
      {metadata?.publicationStatus === 'DRAFT' && (
        <p className="warning" role="note" data-testid="chart-draft-warning">
          {t('dataset.publicationStatus.draft.warning')}
        </p>
      )}
    </>
  );
};

/** What the single filters fix, so the chart says what it shows: "Energy source: Fossil fuels · Year: 2014" (data filters aside). */
export const FixedFilters = ({ filters, components, byId, except }: { filters: Filters; components?: DataCubeComponents; byId: Map<string, Component>; except: string[] }) => {
  const fixed = Object.entries(components ? resolveMostRecent(filters, components) : filters).flatMap(([id, filter]) => {
    const dimension = byId.get(id);
    if (!dimension || except.includes(id)) return [];
    const value = filter.type === 'single' && dimension.values.find((v) => String(v.value) === String(filter.value));
    return value ? [`${dimension.label}: ${displayLabel(dimension, value.label)}`] : [];
  });
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
  setState,
  held,
}: {
  field: Parameters<typeof AnimationPlayer>[0]['field'] | undefined;
  spec: FilterSpec;
  components: Map<string, Component>;
  observations: Observation[];
  state: InteractiveState;
  setState: Dispatch<SetStateAction<InteractiveState>>;
  held: boolean;
}) =>
  spec.animationId && field ? (
    <AnimationPlayer
      field={field}
      component={components.get(spec.animationId)}
      observations={applyInteractiveFilters(observations, { ...spec, animationId: undefined }, state)}
      held={held}
      onFrame={(animationValue) => setState((s) => (s.animationValue === animationValue ? s : { ...s, animationValue }))}
    />
  ) : null;

/** Source and dataset under the chart. */
export const ChartFootnotes = ({ metadata }: { metadata?: DataCubeMetadata }) => {
  const { t } = useTranslation();
  return (
    <footer className="footnotes">
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
    </footer>
  );
};
