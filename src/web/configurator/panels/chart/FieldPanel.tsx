/**
 * The active field's panel (the drawer): which component the field shows, then the options
 * `fieldControls` lists for it. Title and description have their own panel.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { componentOptions, encodingsOf } from '../../../../domain/encodings';
import { fieldControls } from '../../../../domain/configurator/field-options';
import { fieldPanelView } from '../../../../domain/configurator/field-panel';
import { componentIdOf, fieldsOf } from '../../../../domain/config';
import { componentsById } from '../../../../domain/data';
import { useConfigurator } from '../../ConfiguratorProvider';
import { ColorsPanel } from '../colors/ColorsPanel';
import { OneUnitNote } from '../filters/OneUnitNote';
import { ComboMeasures } from './ComboMeasures';
import { FieldOptionControl } from './FieldOptionControl';
import { fieldLabel } from './labels';
import { MetaPanel } from './MetaPanel';
import { TableColumnPanel } from '../table/TableColumnPanel';
import { MapLayerPanel } from '../map/MapLayerPanel';
import { LimitsSection } from '../limits/LimitsSection';
import { ConvertUnitsSection } from '../units/ConvertUnitsSection';
import { AnnotationPanel } from '../annotations/AnnotationPanel';

const ComponentChoice = ({ field }: { field: string }) => {
  const { t } = useTranslation();
  const { chart, components, dispatch } = useConfigurator();
  const encoding = encodingsOf(chart.chartType).find((e) => e.field === field);
  if (!encoding) return null;
  const current = componentIdOf(fieldsOf(chart)[field]) ?? '';
  const change = (componentId: string) =>
    dispatch(
      componentId ? { type: 'CHART_FIELD_CHANGED', value: { field, componentId, components } } : { type: 'CHART_FIELD_DELETED', value: { field, components } },
    );
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
  const byId = componentsById(components);
  const { body, measures, colors } = fieldPanelView(chart, field, byId);
  return (
    <section className="field-panel" aria-labelledby="field-panel-title" onKeyDown={(e) => e.key === 'Escape' && !e.defaultPrevented && close()}>
      <div className="field-panel-header">
        <h2 id="field-panel-title" tabIndex={-1} ref={heading}>
          {body.kind === 'meta'
            ? t('controls.section.title')
            : body.kind === 'annotation'
              ? t('controls.annotation.title', { number: body.number })
              : fieldLabel(t, chart.chartType, field, byId.get(field)?.label)}
        </h2>
        <button type="button" className="icon-button" onClick={close} data-testid="field-panel-close">
          {t('controls.close')}
        </button>
      </div>
      {body.kind === 'meta' ? (
        <MetaPanel />
      ) : body.kind === 'annotation' ? (
        <AnnotationPanel annotationKey={field} />
      ) : body.kind === 'column' ? (
        <TableColumnPanel componentId={field} />
      ) : body.kind === 'measures' ? (
        <ComboMeasures />
      ) : (
        <>
          <ComponentChoice field={field} />
          <OneUnitNote dimension={byId.get(componentIdOf(fieldsOf(chart)[field]) ?? '')} />
          {fieldControls(chart, field, components).map((control) => (
            <FieldOptionControl key={control.option} field={field} control={control} />
          ))}
          {body.mapLayer && <MapLayerPanel field={body.mapLayer} />}
        </>
      )}
      {/* Limits and unit conversion of each measure the field shows. */}
      {measures.map(({ measure, limits }) => (
        <div key={measure.id} className="measure-sections">
          {limits && <LimitsSection measure={measure} />}
          <ConvertUnitsSection measure={measure} />
        </div>
      ))}
      {colors && <ColorsPanel field="color" />}
    </section>
  );
};
