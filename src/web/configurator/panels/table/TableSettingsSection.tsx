/** A table's settings (spec 001 §3 "settings"): the search box (on by default) and all rows (off by default). */
import { useTranslation } from 'react-i18next';
import { useConfigurator } from '../../ConfiguratorProvider';
import { useTable } from './useTable';

export const TableSettingsSection = () => {
  const { t } = useTranslation();
  const { dispatch } = useConfigurator();
  const table = useTable();
  if (!table) return null;
  const toggle = (setting: 'showSearch' | 'showAllRows', label: string) => (
    <label className="check">
      <input
        type="checkbox"
        checked={table.settings[setting]}
        onChange={(e) => dispatch({ type: 'TABLE_SETTINGS_CHANGED', value: { [setting]: e.target.checked } })}
        data-testid={`table-setting-${setting}`}
      />
      <span>{label}</span>
    </label>
  );
  return (
    <section className="control-group" data-testid="table-settings-section">
      <h2>{t('controls.table.settings')}</h2>
      {toggle('showSearch', t('controls.table.show-search'))}
      {toggle('showAllRows', t('controls.table.show-all-rows'))}
    </section>
  );
};
