/** Chart options (x, y, segment) and the single-value filters of the other key dimensions. */
import { useTranslation } from 'react-i18next';
import { isCategoricalDimension, isGeoDimension, isNumericalMeasure, isTemporalDimension, isTemporalOrdinalDimension, type Component, type DataCubeComponents } from '../../domain/data';
import { fieldComponentIds, setFieldComponent, setSingleFilter } from '../../domain/configurator/edits';
import type { ChartConfig } from '../../domain/config';
import { displayLabel } from '../../domain/charts/chart-data';

/** Column x accepts temporal, temporal ordinal, nominal, ordinal and geographic dimensions (spec 000 §5). */
const canBeX = (c: Component) => isTemporalDimension(c) || isTemporalOrdinalDimension(c) || isCategoricalDimension(c) || isGeoDimension(c);
const canBeSegment = (c: Component) => isCategoricalDimension(c) || isGeoDimension(c) || isTemporalDimension(c) || isTemporalOrdinalDimension(c);

const Select = ({ label, value, options, onChange, testId, empty }: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  testId: string;
  empty?: string;
}) => (
  <label className="control">
    <span>{label}</span>
    <select value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
      {empty !== undefined && <option value="">{empty}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  </label>
);

export const FieldControls = ({ config, components, onChange }: { config: ChartConfig; components: DataCubeComponents; onChange: (config: ChartConfig) => void }) => {
  const { t } = useTranslation();
  if (config.chartType !== 'column') return null;
  const fields = config.fields;
  const set = (field: string, id: string | undefined, defaults?: Record<string, unknown>) =>
    onChange(setFieldComponent(config, field, id, components, defaults));
  const options = (cs: Component[]) => cs.map((c) => ({ value: c.id, label: c.label }));
  const used = fieldComponentIds(config);
  const x = fields.x?.componentId ?? '';
  const filtered = components.dimensions.filter((d) => d.isKeyDimension && !used.has(d.id));
  const filter = (id: string) => {
    const value = config.cubes[0].filters[id];
    return value?.type === 'single' ? String(value.value) : '';
  };

  return (
    <>
      <section className="control-group">
        <h2>{t('controls.section.fields')}</h2>
        <Select label={t('controls.field.x')} value={x} options={options(components.dimensions.filter(canBeX))} onChange={(id) => set('x', id)} testId="field-x" />
        <Select
          label={t('controls.field.y')}
          value={fields.y?.componentId ?? ''}
          options={options(components.measures.filter(isNumericalMeasure))}
          onChange={(id) => set('y', id)}
          testId="field-y"
        />
        <Select
          label={t('controls.field.segment')}
          value={fields.segment?.componentId ?? ''}
          options={options(components.dimensions.filter((d) => canBeSegment(d) && d.id !== x))}
          onChange={(id) => set('segment', id || undefined, { type: 'stacked', sorting: { sortingType: 'byAuto', sortingOrder: 'asc' } })}
          testId="field-segment"
          empty={t('controls.field.segment.none')}
        />
      </section>
      {filtered.length > 0 && (
        <section className="control-group">
          <h2>{t('controls.section.filters')}</h2>
          {filtered.map((dimension) => (
            <Select
              key={dimension.id}
              label={dimension.label}
              value={filter(dimension.id)}
              options={dimension.values.map((v) => ({ value: String(v.value), label: displayLabel(dimension, v.label) }))}
              onChange={(value) => onChange(setSingleFilter(config, dimension.id, value))}
              testId={`filter-${dimension.label}`}
            />
          ))}
        </section>
      )}
    </>
  );
};
