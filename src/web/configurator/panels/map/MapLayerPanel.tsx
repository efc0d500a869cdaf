/**
 * The options of a map's area or symbol layer (spec 001 §3 "Map"): what sizes the circles, how
 * the layer is coloured (fixed, by category, by a numerical scale), the palette, the scale with
 * its interpolation and classes, and the opacity. Every choice is an action of slices/map-layers.
 */
import { useTranslation } from 'react-i18next';
import { allowsDiscrete, classCountOptions, DEFAULT_CLASSES } from '../../../../domain/charts/map/classes';
import { paletteGroups } from '../../../../domain/charts/palettes';
import type { ChartConfigOf } from '../../../../domain/config';
import { mapColorSchema, type MapColor } from '../../../../domain/charts/map/fields';
import { colorCandidates, mapPalettes, OPACITIES, type MapLayerField } from '../../../../domain/configurator/slices/map-layers';
import { componentsById, isNumericalMeasure } from '../../../../domain/data';
import { MAP_COLOR_TYPE_KEY, MAP_SCALE_KEY } from '../../../../domain/i18n/author-keys';
import { useMapObservations } from '../../../map/hooks';
import { useConfigurator } from '../../ConfiguratorProvider';
import { ColorList } from '../colors/ColorList';
import { PaletteSelector } from '../colors/PaletteSelector';
import { OneUnitNote } from '../filters/OneUnitNote';
import { Choices } from '../chart/FieldOptionControl';

// The choices, read from the schema: a discrete scale's interpolations are all but linear.
const COLOR_TYPES = mapColorSchema.options.map((o) => o.shape.type.value);
const INTERPOLATIONS = mapColorSchema.options[2].shape.interpolationType.exclude(['linear']).options;

export const MapLayerPanel = ({ field }: { field: MapLayerField }) => {
  const { t } = useTranslation();
  const { chart, components, dispatch, source, locale } = useConfigurator();
  const map = chart as ChartConfigOf<'map'>;
  const observations = useMapObservations(map, source, locale, components);
  const layer = map.fields[field];
  if (!layer) return null;
  const { color } = layer;
  const byId = componentsById(components);
  // Discrete scales and their class counts depend on how many values the chart has (spec 001 §5).
  const valueCount =
    color.type === 'numerical'
      ? new Set((observations.data?.data ?? []).flatMap((o) => (typeof o[color.componentId] === 'number' ? [o[color.componentId]] : []))).size
      : 0;
  const scale = (change: { scaleType?: 'continuous' | 'discrete'; interpolationType?: (typeof INTERPOLATIONS)[number]; nbClass?: number }) =>
    dispatch({ type: 'MAP_LAYER_SCALE_CHANGED', value: { field, ...change, valueCount } });

  return (
    <div className="map-layer-panel" data-testid={`map-layer-${field}`}>
      {field === 'symbolLayer' && (
        <label className="control">
          <span>{t('controls.map.symbol-measure')}</span>
          <select
            value={(layer as { measureId?: string }).measureId ?? ''}
            onChange={(e) => dispatch({ type: 'MAP_SYMBOL_MEASURE_CHANGED', value: { measureId: e.target.value || undefined, components } })}
            data-testid="map-symbol-measure"
          >
            <option value="">{t('controls.map.symbol-measure.none')}</option>
            {components.measures.filter(isNumericalMeasure).map((m) => (
              <option key={m.id} value={m.id}>
                {m.label}
              </option>
            ))}
          </select>
        </label>
      )}
      <Choices
        legend={t('controls.map.color-type')}
        value={color.type}
        choices={COLOR_TYPES}
        label={(type) => t(MAP_COLOR_TYPE_KEY[type])}
        disabled={(type) => type !== 'fixed' && colorCandidates(type, components).length === 0}
        onChange={(colorType) => dispatch({ type: 'MAP_LAYER_COLOR_TYPE_CHANGED', value: { field, colorType, components } })}
        testId="map-color-type"
      />
      {color.type === 'fixed' ? (
        <ColorList
          entries={[{ color: color.value }]}
          locale={locale}
          onChange={(_, value) => dispatch({ type: 'MAP_LAYER_COLOR_CHANGED', value: { field, color: value } })}
        />
      ) : (
        <>
          <label className="control">
            <span>{t('controls.map.color-component')}</span>
            <select
              value={color.componentId}
              onChange={(e) => dispatch({ type: 'MAP_LAYER_COLOR_COMPONENT_CHANGED', value: { field, componentId: e.target.value, components } })}
              data-testid="map-color-component"
            >
              {colorCandidates(color.type, components).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
          <OneUnitNote dimension={byId.get(color.componentId)} />
          <PaletteSelector
            groups={paletteGroups([]).flatMap((g) => {
              const palettes = g.palettes.filter((p) => mapPalettes(color.type as Exclude<MapColor['type'], 'fixed'>).includes(p.id));
              return palettes.length ? [{ ...g, palettes }] : [];
            })}
            paletteId={color.paletteId}
            onChange={(paletteId) => dispatch({ type: 'MAP_LAYER_PALETTE_CHANGED', value: { field, paletteId, components } })}
          />
          {color.type === 'categorical' && (
            <ColorList
              entries={(byId.get(color.componentId)?.values ?? []).map((v) => ({
                key: String(v.value),
                label: v.label,
                color: color.colorMapping[String(v.value)] ?? '#000000',
              }))}
              locale={locale}
              onChange={(key, value) => dispatch({ type: 'MAP_LAYER_COLOR_CHANGED', value: { field, key, color: value } })}
            />
          )}
          {color.type === 'numerical' && (
            <>
              <label className="control">
                <span>{t('controls.map.scale')}</span>
                <select
                  value={color.scaleType === 'continuous' ? 'linear' : color.interpolationType}
                  onChange={(e) => {
                    const value = e.target.value as 'linear' | (typeof INTERPOLATIONS)[number];
                    scale(value === 'linear' ? { scaleType: 'continuous' } : { scaleType: 'discrete', interpolationType: value });
                  }}
                  data-testid="map-scale"
                >
                  <option value="linear">{t('controls.map.scale.linear')}</option>
                  {INTERPOLATIONS.map((i) => (
                    <option key={i} value={i} disabled={!allowsDiscrete(valueCount)}>
                      {t(MAP_SCALE_KEY[i])}
                    </option>
                  ))}
                </select>
              </label>
              {color.scaleType === 'discrete' && (
                <label className="control">
                  <span>{t('controls.map.classes')}</span>
                  <select value={color.nbClass ?? DEFAULT_CLASSES} onChange={(e) => scale({ nbClass: Number(e.target.value) })} data-testid="map-classes">
                    {classCountOptions(valueCount).map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </>
          )}
        </>
      )}
      <label className="control">
        <span>{t('controls.map.opacity')}</span>
        <select
          value={color.opacity}
          onChange={(e) => dispatch({ type: 'MAP_LAYER_OPACITY_CHANGED', value: { field, opacity: Number(e.target.value) } })}
          data-testid="map-opacity"
        >
          {OPACITIES.map((o) => (
            <option key={o} value={o}>
              {o} %
            </option>
          ))}
        </select>
      </label>
    </div>
  );
};
