/** The data filters of the chart: a single-value choice for each key dimension that is not a field. */
import { useTranslation } from 'react-i18next';
import { displayLabel } from '../../../../domain/charts/chart-data';
import { fieldComponentIds } from '../../../../domain/configurator/edits';
import { useConfigurator } from '../../ConfiguratorProvider';

export const DataFiltersSection = () => {
  const { t } = useTranslation();
  const { chart, components, dispatch } = useConfigurator();
  const used = fieldComponentIds(chart);
  const filters = chart.cubes[0].filters;
  const filtered = components.dimensions.filter((d) => d.isKeyDimension && !used.has(d.id));
  if (!filtered.length) return null;
  return (
    <section className="control-group">
      <h2>{t('controls.section.filters')}</h2>
      {filtered.map((dimension) => {
        const filter = filters[dimension.id];
        return (
          <label key={dimension.id} className="control">
            <span>{dimension.label}</span>
            <select
              value={filter?.type === 'single' ? String(filter.value) : ''}
              onChange={(e) => dispatch({ type: 'FILTER_SET_SINGLE', value: { dimensionId: dimension.id, value: e.target.value } })}
              data-testid={`filter-${dimension.label}`}
            >
              {dimension.values.map((v) => (
                <option key={String(v.value)} value={String(v.value)}>
                  {displayLabel(dimension, v.label)}
                </option>
              ))}
            </select>
          </label>
        );
      })}
    </section>
  );
};
