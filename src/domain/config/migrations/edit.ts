/** Small helpers the steps share: a step edits a copy, never the config it is given. */
import type { Loose } from './run';

/** A copy of the config changed by `change`. */
export const edit = (config: Loose, change: (draft: Loose) => void): Loose => {
  const draft = structuredClone(config);
  change(draft);
  return draft;
};

/** The step that adds a property with a default value on the way up and removes it on the way down. */
export const addProperty = (name: string, value: () => unknown, applies: (config: Loose) => boolean = () => true) => ({
  up: (config: Loose) => (applies(config) ? { ...config, [name]: value() } : config),
  down: (config: Loose) => {
    const { [name]: _, ...rest } = config;
    return rest;
  },
});

export const isMap = (config: Loose) => config.chartType === 'map';
export const COMBO_TYPES = ['comboLineSingle', 'comboLineDual', 'comboLineColumn'];
export const isCombo = (config: Loose) => COMBO_TYPES.includes(config.chartType);

/** JSON with object keys sorted: the same config gives the same text whatever order its keys came in. */
export const canonicalJson = (value: unknown) =>
  JSON.stringify(value, (_, v) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
