/**
 * What the active field's panel (the drawer, spec 001 §2 "Field panel") shows, decided from the
 * chart type's capabilities: the title's message key, which body (the title and description, an
 * annotation, a table column, the combo measures, or a component with its options and map layer),
 * the limits and unit conversion of each measure it shows, and whether the colours follow.
 * The panel component draws this and dispatches.
 */
import { capabilitiesOf } from '../charts/capabilities';
import { isAnnotationKey } from '../charts/overlays/annotations';
import { fieldsOf, type ChartConfig } from '../config';
import { FIELD_KEY } from '../i18n/author-keys';
import { keyOf, type MessageKey } from '../messages';
import { isMeasure, type Component, type Measure } from '../data';
import { fieldMeasureIds } from './field-measures';

/** How a field is named: a message key, (a table's columns) its component's label, or, for a field no catalogue names, the field itself. */
export type FieldName = { key: MessageKey } | { component: true } | { unnamed: string };

/** The name of a field of a chart type: the type's own key where it has one (pie's measure, the combo measures), else the field's. */
export const fieldNameOf = (chartType: ChartConfig['chartType'], field: string): FieldName => {
  const capabilities = capabilitiesOf(chartType);
  // A table's fields are its columns, named after their components.
  if (capabilities.columns) return { component: true };
  const key = capabilities.fieldLabels[field] ?? keyOf(FIELD_KEY, field);
  return key ? { key } : { unnamed: field };
};

export type FieldPanelBody =
  | { kind: 'meta' }
  | { kind: 'annotation'; number: number }
  | { kind: 'column' }
  | { kind: 'measures' }
  | { kind: 'encoding'; mapLayer?: 'areaLayer' | 'symbolLayer' };

export type FieldPanelView = {
  body: FieldPanelBody;
  /** Each measure the field shows, with whether the chart draws its limits (unit conversion is always offered). */
  measures: { measure: Measure; limits: boolean }[];
  /** The chart's colours: under the segment, the combo measures, or the value field of a chart without segment. */
  colors: boolean;
};

/** The panel of a field of the chart, see the module comment. */
export const fieldPanelView = (config: ChartConfig, field: string, byId: Map<string, Component>): FieldPanelView => {
  const capabilities = capabilitiesOf(config.chartType);
  const combo = capabilities.measures && field === 'y';
  const body: FieldPanelBody =
    field === 'meta'
      ? { kind: 'meta' }
      : isAnnotationKey(field)
        ? { kind: 'annotation', number: config.annotations.findIndex((a) => a.key === field) + 1 }
        : capabilities.columns
          ? { kind: 'column' }
          : combo
            ? { kind: 'measures' }
            : { kind: 'encoding', mapLayer: capabilities.mapLayers && (field === 'areaLayer' || field === 'symbolLayer') ? field : undefined };
  const measures =
    field === 'meta'
      ? []
      : fieldMeasureIds(config, field, byId).flatMap((id) => {
          const measure = byId.get(id);
          return measure && isMeasure(measure) ? [{ measure, limits: capabilities.limits }] : [];
        });
  // Without a segment the value field carries the chart's one colour (y, or x of a chart turned sideways).
  const segment = fieldsOf(config).segment;
  const colored = field === 'segment' || (!segment && (field === 'y' || field === capabilities.valueField));
  return { body, measures, colors: colored || combo };
};
