/** The colours of a chart field: its palette and a way back to the default one. */
import { useTranslation } from 'react-i18next';
import { CATEGORICAL_PALETTES, DIVERGING_PALETTES, SEQUENTIAL_PALETTES } from '../../../../domain/charts/palettes';
import { useConfigurator } from '../../ConfiguratorProvider';

export const ColorsPanel = ({ field }: { field: string }) => {
  const { t } = useTranslation();
  const { chart, components, dispatch } = useConfigurator();
  const color = (chart.fields as unknown as Record<string, { paletteId: string } | undefined>)[field];
  if (!color) return null;
  const groups = [
    ['categorical', CATEGORICAL_PALETTES],
    ['sequential', SEQUENTIAL_PALETTES],
    ['diverging', DIVERGING_PALETTES],
  ] as const;
  return (
    <section className="colors-panel">
      <label className="control">
        <span>{t('controls.color.palette')}</span>
        <select value={color.paletteId} onChange={(e) => dispatch({ type: 'CHART_PALETTE_CHANGED', value: { field, paletteId: e.target.value, components } })} data-testid="palette">
          {groups.map(([group, palettes]) => (
            <optgroup key={group} label={t(`controls.color.palette.${group}`)}>
              {Object.keys(palettes).map((id) => (
                <option key={id} value={id}>
                  {id}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <button type="button" className="link-button" onClick={() => dispatch({ type: 'CHART_PALETTE_RESET', value: { field, components } })} data-testid="palette-reset">
        {t('controls.color.reset')}
      </button>
    </section>
  );
};
