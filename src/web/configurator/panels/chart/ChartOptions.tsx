/**
 * The left panel's chart options: one row per encoding of the chart type, naming the component it
 * shows; a row opens its field panel (spec 001 §2 "one row per encoding").
 */
import { useTranslation } from 'react-i18next';
import { encodingsOf } from '../../../../domain/encodings';
import { fieldsOf, optionsOf, type ChartConfig } from '../../../../domain/config';
import { componentsById, type Component } from '../../../../domain/data';
import { summedLevelName } from '../../../../domain/configurator/sum-by-level';
import { useConfigurator } from '../../ConfiguratorProvider';
import { fieldLabel } from './labels';
import { localizedPlainTitle } from '../../../../domain/i18n/fallback';

/** What a field row says it shows: the component's label, the combo measures, or "None". */
const fieldSummary = (chart: ChartConfig, field: string, byId: Map<string, Component>) => {
  const value = fieldsOf(chart)[field];
  if (!value) return undefined;
  const ids = Object.entries(optionsOf(value)).flatMap(([key, v]) =>
    key === 'componentId' || key.endsWith('ComponentId') ? [v] : key === 'componentIds' && Array.isArray(v) ? v : [],
  );
  return ids.map((id) => byId.get(String(id))?.label ?? String(id)).join(', ');
};

export const ChartOptions = () => {
  const { t } = useTranslation();
  const { chart, components, dispatch, locale } = useConfigurator();
  const byId = componentsById(components);
  const open = (field: string) => dispatch({ type: 'CHART_ACTIVE_FIELD_CHANGE', value: { field: chart.activeField === field ? undefined : field } });
  const rows = [
    { field: 'meta', label: t('controls.section.title'), summary: localizedPlainTitle(chart.meta.title, locale) || t('configurator.untitled') },
  ].concat(
    encodingsOf(chart.chartType).map(({ field }) => {
      // A field summed by a hierarchy level names the level.
      const level = summedLevelName(chart, field, components);
      return {
        field,
        label: fieldLabel(t, chart.chartType, field),
        summary: level ? t('controls.sum-by.level', { level }) : (fieldSummary(chart, field, byId) ?? ''),
      };
    }),
  );
  return (
    <section className="control-group">
      <h2>{t('controls.section.fields')}</h2>
      <ul className="field-rows">
        {rows.map(({ field, label, summary }) => (
          <li key={field}>
            <button
              type="button"
              className="field-row"
              aria-expanded={chart.activeField === field}
              aria-controls="field-panel"
              onClick={() => open(field)}
              data-testid={`field-row-${field}`}
            >
              <span className="field-row-label">{label}</span>
              <span className="field-row-value">{summary || t('controls.field.none')}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
};
