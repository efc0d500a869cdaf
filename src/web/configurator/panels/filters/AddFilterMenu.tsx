/** The add-filter menu (spec 001 §4): a filter on a non-key dimension starts on its first value. */
import { useTranslation } from 'react-i18next';
import { addableDimensions, addedFilterValue } from '../../../../domain/configurator/filter-options';
import { useConfigurator } from '../../ConfiguratorProvider';

export const AddFilterMenu = () => {
  const { t } = useTranslation();
  const { chart, components, dispatch } = useConfigurator();
  const addable = addableDimensions(chart, components);
  if (!addable.length) return null;
  const add = (id: string) => {
    const dimension = addable.find((d) => d.id === id);
    const value = dimension && addedFilterValue(dimension);
    if (value !== undefined) dispatch({ type: 'FILTER_SET_SINGLE', value: { dimensionId: id, value } });
  };
  return (
    <label className="control add-filter">
      <span>{t('controls.filters.add')}</span>
      {/* Controlled on the empty choice: the menu is back on its prompt after each addition. */}
      <select value="" onChange={(e) => add(e.target.value)} data-testid="add-filter">
        <option value="" disabled>
          {t('controls.filters.add.choose')}
        </option>
        {addable.map((d) => (
          <option key={d.id} value={d.id}>
            {d.label}
          </option>
        ))}
      </select>
    </label>
  );
};
