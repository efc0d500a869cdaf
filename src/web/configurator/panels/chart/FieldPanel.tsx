/**
 * The active field's panel (the drawer): which component the field shows, then the options
 * `fieldControls` lists for it. Title and description have their own panel.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { componentOptions, encodingsOf } from '../../../../domain/encodings';
import { fieldControls } from '../../../../domain/configurator/field-options';
import { useConfigurator } from '../../ConfiguratorProvider';
import { ColorsPanel } from '../colors/ColorsPanel';
import { ComboMeasures } from './ComboMeasures';
import { FieldOptionControl } from './FieldOptionControl';
import { fieldLabel } from './labels';
import { MetaPanel } from './MetaPanel';
import { TableColumnPanel } from '../table/TableColumnPanel';
import { MapLayerPanel } from '../map/MapLayerPanel';
import { fieldMeasureIds } from '../../../../domain/configurator/field-measures';
import { componentsById, isMeasure } from '../../../../domain/data';
import { LimitsSection } from '../limits/LimitsSection';
import { ConvertUnitsSection } from '../units/ConvertUnitsSection';

/** Limits and unit conversion of each measure the field shows. */
const MeasureSections = ({ field }: { field: string }) => {
  const { chart, components } = useConfigurator();
  const byId = componentsById(components);
  return fieldMeasureIds(chart, field, byId).map((id) => {
    const measure = byId.get(id);
    return measure && isMeasure(measure) ? (
      <div key={id} className="measure-sections">
        {chart.chartType !== 'table' && chart.chartType !== 'map' && chart.chartType !== 'pie' && <LimitsSection measure={measure} />}
        <ConvertUnitsSection measure={measure} />
      </div>
    ) : null;
  });
};
import { AnnotationPanel } from '../annotations/AnnotationPanel';
import { isAnnotationKey } from '../../../../domain/charts/overlays/annotations';

const ComponentChoice = ({ field }: { field: string }) => {
  const { t } = useTranslation();
  const { chart, components, dispatch } = useConfigurator();
  const encoding = encodingsOf(chart.chartType).find((e) => e.field === field);
  if (!encoding) return null;
  const current = (chart.fields as unknown as Record<string, { componentId?: string } | undefined>)[field]?.componentId ?? '';
  const change = (componentId: string) =>
    dispatch(componentId ? { type: 'CHART_FIELD_CHANGED', value: { field, componentId, components } } : { type: 'CHART_FIELD_DELETED', value: { field, components } });
  return (
    <label className="control">
      <span>{fieldLabel(t, chart.chartType, field)}</span>
      <select value={current} onChange={(e) => change(e.target.value)} data-testid={`field-${field}`}>
        {(encoding.optional || !current) && <option value="">{t('controls.field.none')}</option>}
        {componentOptions(chart, field, components).map(({ component, disabled }) => (
          <option key={component.id} value={component.id} disabled={disabled}>
            {component.label}
          </option>
        ))}
      </select>
    </label>
  );
};

export const FieldPanel = () => {
  const { t } = useTranslation();
  const { chart, components, dispatch } = useConfigurator();
  const field = chart.activeField;
  const heading = useRef<HTMLHeadingElement>(null);
  // A keyboard user who opens a field lands in its panel, and back on its row when it closes.
  useEffect(() => {
    if (field) heading.current?.focus();
  }, [field]);
  if (!field) return <p className="hint-text">{t('controls.field.choose')}</p>;
  const close = () => {
    dispatch({ type: 'CHART_ACTIVE_FIELD_CHANGE', value: { field: undefined } });
    document.querySelector<HTMLElement>(`[data-testid="field-row-${field}"]`)?.focus();
  };
  const fields = chart.fields as unknown as Record<string, unknown>;
  const colored = field === 'segment' || (field === 'y' && !fields.segment) || (field === 'x' && chart.chartType === 'bar' && !fields.segment);
  const combo = chart.chartType.startsWith('combo') && field === 'y';
  return (
    <section className="field-panel" aria-labelledby="field-panel-title" onKeyDown={(e) => e.key === 'Escape' && !e.defaultPrevented && close()}>
      <div className="field-panel-header">
        <h2 id="field-panel-title" tabIndex={-1} ref={heading}>
          {field === 'meta'
            ? t('controls.section.title')
            : isAnnotationKey(field)
              ? t('controls.annotation.title', { number: chart.annotations.findIndex((a) => a.key === field) + 1 })
              : fieldLabel(t, chart.chartType, field, [...components.dimensions, ...components.measures].find((c) => c.id === field)?.label)}
        </h2>
        <button type="button" className="icon-button" onClick={close} data-testid="field-panel-close">
          {t('controls.close')}
        </button>
      </div>
      {field === 'meta' ? (
        <MetaPanel />
      ) : isAnnotationKey(field) ? (
        <AnnotationPanel annotationKey={field} />
      ) : chart.chartType === 'table' ? (
        <TableColumnPanel componentId={field} />
      ) : combo ? (
        <ComboMeasures />
      ) : (
        <>
          <ComponentChoice field={field} />
          {fieldControls(chart, field, components).map((control) => (
            <FieldOptionControl key={control.option} field={field} control={control} />
          ))}
          {chart.chartType === 'map' && (field === 'areaLayer' || field === 'symbolLayer') && <MapLayerPanel field={field} />}
        </>
      )}
      {field !== 'meta' && <MeasureSections field={field} />}
      {(colored || combo) && <ColorsPanel field="color" />}
    </section>
  );
};
