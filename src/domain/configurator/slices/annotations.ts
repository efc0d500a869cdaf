/**
 * The active chart's annotations (spec 001 §4–§5): add (at most 3, the new one active), remove,
 * targets, highlight type (filled brings a default colour), colour, default-open and text per
 * locale. Edits the panel keeps disabled are refused here too: style, text and default-open need
 * a target, default-open needs a text. Leaving an annotation with only blank text clears it.
 */
import { annotationControls, canAddAnnotation, DEFAULT_ANNOTATION_COLOR, isAnnotationKey, MAX_ANNOTATION_TEXT } from '../../charts/overlays/annotations';
import { capabilitiesOf } from '../../charts/capabilities';
import { fieldsOf, type ChartConfig, type ConfiguratorState } from '../../config';
import type { DataCubeComponents, Dimension } from '../../data';
import { fieldComponentIdsOf } from '../../encodings';
import type { Annotation } from '../../config/interactive-filters';
import { emptyLocalized } from '../../config/defaults';
import type { ConfiguratorAction } from '../actions';
import { updateActiveChart } from '../select';

type Control = keyof ReturnType<typeof annotationControls>;

/** The chart with one annotation changed, when `needs` (a panel control) is enabled for it. */
const edit = (chart: ChartConfig, key: string, change: (a: Annotation) => Annotation, needs?: Control): ChartConfig => {
  const annotation = chart.annotations.find((a) => a.key === key);
  if (!annotation || (needs && !annotationControls(annotation)[needs])) return chart;
  return { ...chart, annotations: chart.annotations.map((a) => (a === annotation ? change(a) : a)) };
};

const isBlank = (annotation: Annotation) => Object.values(annotation.text).every((t) => t.trim() === '');

/** Closing an annotation's panel (the active field moving away) with blank text leaves it empty (spec 001 §4). */
const clearBlankOnClose = (chart: ChartConfig, next: string | undefined): ChartConfig => {
  const leaving = chart.activeField;
  if (!isAnnotationKey(leaving) || leaving === next) return chart;
  const annotation = chart.annotations.find((a) => a.key === leaving);
  if (!annotation || !isBlank(annotation) || Object.values(annotation.text).every((t) => t === '')) return chart;
  return edit(chart, leaving, (a) => ({ ...a, text: emptyLocalized(), defaultOpen: false }));
};

/**
 * The dimensions an annotation's targets can name from the panel's list: those the chart's marks
 * stand for (x, segment, …), not the animation a band or line chart steps through.
 */
export const annotationTargetOptions = (chart: ChartConfig, components: DataCubeComponents): Dimension[] => {
  const fields = Object.entries(fieldsOf(chart)).filter(([field]) => field !== 'animation' || capabilitiesOf(chart.chartType).annotatesAnimation);
  const ids = new Set(fields.flatMap(([, field]) => fieldComponentIdsOf(field)));
  return components.dimensions.filter((d) => ids.has(d.id));
};

/** A new annotation: no target, no text (the overlay module stays free of the schemas, which the view does not load). */
export const newAnnotation = (key: string): Annotation => ({
  key,
  type: 'highlight',
  targets: [],
  text: emptyLocalized(),
  highlightType: 'none',
  defaultOpen: false,
});

export const annotationsSlice = (state: ConfiguratorState, action: ConfiguratorAction): ConfiguratorState => {
  switch (action.type) {
    case 'CHART_ANNOTATION_ADD': {
      const { key } = action.value;
      return updateActiveChart(state, (chart) =>
        !canAddAnnotation(chart.annotations) || !isAnnotationKey(key) || chart.annotations.some((a) => a.key === key)
          ? chart
          : { ...clearBlankOnClose(chart, key), annotations: [...chart.annotations, newAnnotation(key)], activeField: key },
      );
    }
    case 'CHART_ANNOTATION_REMOVE':
      return updateActiveChart(state, (chart) => {
        if (!chart.annotations.some((a) => a.key === action.value.key)) return chart;
        const { activeField, ...rest } = chart;
        const annotations = chart.annotations.filter((a) => a.key !== action.value.key);
        return activeField === action.value.key ? { ...rest, annotations } : { ...chart, annotations };
      });
    case 'CHART_ANNOTATION_TARGETS_CHANGE': {
      // One target per component and value: a second click on a mark's value adds nothing.
      const seen = new Set<string>();
      const targets = action.value.targets.filter((t) => !seen.has(`${t.componentId}\u0000${t.value}`) && !!seen.add(`${t.componentId}\u0000${t.value}`));
      return updateActiveChart(state, (chart) => edit(chart, action.value.key, (a) => ({ ...a, targets })));
    }
    case 'CHART_ANNOTATION_HIGHLIGHT_TYPE_CHANGE': {
      const { key, highlightType } = action.value;
      return updateActiveChart(state, (chart) =>
        edit(chart, key, (a) => ({ ...a, highlightType, ...(highlightType === 'filled' && !a.color && { color: DEFAULT_ANNOTATION_COLOR }) }), 'style'),
      );
    }
    case 'CHART_ANNOTATION_COLOR_CHANGE':
      if (!/^#[0-9a-fA-F]{6}$/.test(action.value.color)) return state;
      return updateActiveChart(state, (chart) => edit(chart, action.value.key, (a) => ({ ...a, color: action.value.color }), 'style'));
    case 'CHART_ANNOTATION_DEFAULT_OPEN_CHANGE':
      return updateActiveChart(state, (chart) => edit(chart, action.value.key, (a) => ({ ...a, defaultOpen: action.value.defaultOpen }), 'defaultOpen'));
    case 'CHART_ANNOTATION_TEXT_CHANGE': {
      const { key, locale, text } = action.value;
      if (text.length > MAX_ANNOTATION_TEXT) return state;
      return updateActiveChart(state, (chart) =>
        edit(
          chart,
          key,
          (a) => {
            const next = { ...a, text: { ...a.text, [locale]: text } };
            // Default-open means nothing without a text to open.
            return isBlank(next) ? { ...next, defaultOpen: false } : next;
          },
          'text',
        ),
      );
    }
    case 'CHART_ANNOTATION_TEXT_CLEAR':
      return updateActiveChart(state, (chart) => edit(chart, action.value.key, (a) => ({ ...a, text: emptyLocalized(), defaultOpen: false }), 'clearText'));
    case 'CHART_ACTIVE_FIELD_CHANGE':
      return updateActiveChart(state, (chart) => clearBlankOnClose(chart, action.value.field));
    default:
      return state;
  }
};
