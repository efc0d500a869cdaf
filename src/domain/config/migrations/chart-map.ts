/** Chart steps 1.0.1 to 1.2.0: the map's base layer, area layer and symbol layer reshaped. */
import { edit, isMap } from './edit';
import type { Loose, Step } from './run';

const FIXED_OPACITY = 80;
// The default of the version this step produces (not config/defaults.ts, which may change later).
const DEFAULT_SYMBOL_COLOR = '#1f77b4';

const onMap = (change: (draft: Loose) => void) => (config: Loose) => (isMap(config) ? edit(config, change) : config);

export const mapSteps: Record<string, Step> = {
  // baseLayer + locked
  '1.0.1': {
    up: onMap((c) => (c.baseLayer = { show: c.baseLayer?.show ?? true, locked: false })),
    down: onMap((c) => (c.baseLayer = { show: c.baseLayer?.show ?? true })),
  },
  // symbolLayer.color (a colour) → symbolLayer.colors (fixed, with opacity)
  '1.0.2': {
    up: onMap(({ fields }) => {
      const { color, ...layer } = fields.symbolLayer ?? {};
      if (fields.symbolLayer) fields.symbolLayer = { ...layer, colors: { type: 'fixed', value: color ?? DEFAULT_SYMBOL_COLOR, opacity: FIXED_OPACITY } };
    }),
    down: onMap(({ fields }) => {
      const { colors, ...layer } = fields.symbolLayer ?? {};
      if (fields.symbolLayer) fields.symbolLayer = { ...layer, color: colors?.value ?? DEFAULT_SYMBOL_COLOR };
    }),
  },
  // A layer that was not shown is no layer at all.
  '1.1.0': {
    up: onMap(({ fields }) => {
      for (const name of ['areaLayer', 'symbolLayer']) {
        if (!fields[name]) continue;
        const { show, ...layer } = fields[name];
        if (show) fields[name] = layer;
        else delete fields[name];
      }
    }),
    down: onMap(({ fields }) => {
      const { areaLayer, symbolLayer } = fields;
      fields.areaLayer = areaLayer
        ? { ...areaLayer, show: true }
        : {
            show: false,
            componentIri: '',
            measureIri: symbolLayer?.measureIri ?? '',
            colorScaleType: 'continuous',
            colorScaleInterpolationType: 'linear',
            palette: 'oranges',
            nbClass: 5,
          };
      fields.symbolLayer = symbolLayer
        ? { ...symbolLayer, show: true }
        : {
            show: false,
            componentIri: areaLayer?.componentIri ?? '',
            measureIri: areaLayer?.measureIri ?? '',
            colors: { type: 'fixed', value: DEFAULT_SYMBOL_COLOR, opacity: FIXED_OPACITY },
          };
    }),
  },
  // The area layer's measure and scale move into a numerical color; the symbol layer's colors become color.
  '1.1.1': {
    up: onMap(({ fields }) => {
      if (fields.areaLayer) {
        const { componentIri, measureIri, palette, colorScaleType, colorScaleInterpolationType, nbClass } = fields.areaLayer;
        const discrete = colorScaleType === 'discrete';
        fields.areaLayer = {
          componentIri,
          color: {
            type: 'numerical',
            componentIri: measureIri,
            palette,
            scaleType: discrete ? 'discrete' : 'continuous',
            // A discrete scale cannot interpolate linearly: it quantizes.
            interpolationType: discrete ? (colorScaleInterpolationType === 'linear' ? 'quantize' : colorScaleInterpolationType) : 'linear',
            ...(discrete ? { nbClass } : {}),
          },
        };
      }
      if (fields.symbolLayer) {
        const { colors, ...layer } = fields.symbolLayer;
        const color =
          colors?.type === 'continuous'
            ? { type: 'numerical', componentIri: colors.componentIri, palette: colors.palette, scaleType: 'continuous', interpolationType: 'linear' }
            : colors;
        fields.symbolLayer = { ...layer, color };
      }
    }),
    down: onMap(({ fields }) => {
      if (fields.areaLayer) {
        const { componentIri, color } = fields.areaLayer;
        fields.areaLayer = {
          componentIri,
          measureIri: color.componentIri,
          palette: color.palette,
          colorScaleType: color.scaleType,
          colorScaleInterpolationType: color.scaleType === 'discrete' && color.interpolationType === 'quantize' ? 'linear' : color.interpolationType,
          nbClass: color.nbClass ?? 5,
        };
      }
      if (fields.symbolLayer) {
        const { color, ...layer } = fields.symbolLayer;
        const colors = color?.type === 'numerical' ? { type: 'continuous', componentIri: color.componentIri, palette: color.palette } : color;
        fields.symbolLayer = { ...layer, colors };
      }
    }),
  },
  // The area layer may be coloured by category: such a layer has no older form and is dropped going down.
  '1.2.0': {
    up: (config) => config,
    down: onMap(({ fields }) => {
      if (fields.areaLayer?.color?.type === 'categorical') delete fields.areaLayer;
    }),
  },
};
