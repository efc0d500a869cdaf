/**
 * The colours of a chart field: the palette, the colour of each value (or measure, or the single
 * colour), reset and shuffle.
 */
import { useTranslation } from 'react-i18next';
import { paletteGroups } from '../../../../domain/charts/palettes';
import { colorEntries, colorKeys } from '../../../../domain/configurator/slices/colors';
import { useConfigurator } from '../../ConfiguratorProvider';
import { ColorList } from './ColorList';
import { PaletteSelector } from './PaletteSelector';

export const ColorsPanel = ({ field }: { field: string }) => {
  const { t } = useTranslation();
  const { chart, components, dispatch, locale } = useConfigurator();
  const color = (chart.fields as unknown as Record<string, { type: string; paletteId: string } | undefined>)[field];
  if (!color) return null;
  const ownColors = color.type === 'single' ? [] : colorKeys(chart, components).flatMap((k) => (k.color ? [k.color] : []));
  return (
    <section className="colors-panel" aria-labelledby="colors-panel-title" data-testid="colors-panel">
      <h3 id="colors-panel-title">{t('controls.color.title')}</h3>
      <PaletteSelector
        groups={paletteGroups(ownColors)}
        paletteId={color.paletteId}
        onChange={(paletteId) => dispatch({ type: 'CHART_PALETTE_CHANGED', value: { field, paletteId, components } })}
      />
      <ColorList
        entries={colorEntries(chart, field, components)}
        locale={locale}
        onChange={(key, value) => dispatch({ type: 'CHART_COLOR_CHANGED', value: { field, key, color: value } })}
      />
      <div className="colors-actions">
        <button type="button" className="link-button" onClick={() => dispatch({ type: 'CHART_PALETTE_RESET', value: { field, components } })} data-testid="palette-reset">
          {t('controls.color.reset')}
        </button>
        {color.type !== 'single' && (
          <button
            type="button"
            className="link-button"
            onClick={() => dispatch({ type: 'CHART_COLOR_MAPPING_UPDATED', value: { field, components, random: Math.random } })}
            data-testid="colors-shuffle"
          >
            {t('controls.color.shuffle')}
          </button>
        )}
      </div>
    </section>
  );
};
