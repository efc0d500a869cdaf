/**
 * The colours of a chart field: the palette, the colour of each value (or measure, or the single
 * colour), reset and shuffle.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paletteGroups, withCustomPalettes } from '../../../../domain/charts/palettes';
import { fetchPalettes } from '../../../api/client';
import { useSession } from '../../../auth/useSession';
import { colorEntries, colorKeys } from '../../../../domain/configurator/slices/colors';
import { colorFieldOf } from '../../../../domain/config';
import { useConfigurator } from '../../ConfiguratorProvider';
import { ColorList } from './ColorList';
import { CustomPaletteDrawer } from './CustomPaletteDrawer';
import { PaletteSelector } from './PaletteSelector';

export const ColorsPanel = ({ field }: { field: string }) => {
  const { t } = useTranslation();
  const { chart, components, dispatch, locale } = useConfigurator();
  // Custom palettes are offered to signed-in users only (spec 001 §6).
  const { user } = useSession();
  const custom = useQuery({ queryKey: ['palettes', user?.id], queryFn: fetchPalettes, enabled: !!user });
  const [creating, setCreating] = useState(false);
  const color = colorFieldOf(chart, field);
  if (!color) return null;
  const ownColors = color.type === 'single' ? [] : colorKeys(chart, components).flatMap((k) => (k.color ? [k.color] : []));
  return (
    <section className="colors-panel" aria-labelledby="colors-panel-title" data-testid="colors-panel">
      <h3 id="colors-panel-title">{t('controls.color.title')}</h3>
      <PaletteSelector
        groups={withCustomPalettes(paletteGroups(ownColors), custom.data ?? [])}
        paletteId={color.paletteId}
        onChange={(paletteId) => {
          const colors = custom.data?.find((p) => p.paletteId === paletteId)?.colors;
          dispatch({ type: 'CHART_PALETTE_CHANGED', value: { field, paletteId, components, colors } });
        }}
      />
      {user && (
        <button type="button" className="link-button" onClick={() => setCreating(true)} data-testid="custom-palette-create">
          {t('palette.custom.create')}
        </button>
      )}
      {creating && (
        <CustomPaletteDrawer
          existing={custom.data ?? []}
          onClose={() => setCreating(false)}
          onApply={(palette) => {
            setCreating(false);
            dispatch({ type: 'CHART_PALETTE_CHANGED', value: { field, paletteId: palette.paletteId, components, colors: palette.colors } });
          }}
        />
      )}
      <ColorList
        entries={colorEntries(chart, field, components)}
        locale={locale}
        onChange={(key, value) => dispatch({ type: 'CHART_COLOR_CHANGED', value: { field, key, color: value } })}
      />
      <div className="colors-actions">
        <button
          type="button"
          className="link-button"
          onClick={() => dispatch({ type: 'CHART_PALETTE_RESET', value: { field, components } })}
          data-testid="palette-reset"
        >
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
