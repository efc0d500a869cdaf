import { describe, expect, it } from 'vitest';
import type { ConfiguratorState } from '../../config';
import { configuratorReducer } from '../reducer';
import { AREA, columnChart, stateOf } from '../test-state';
import { unitsSlice } from './units';

const configuring = () => stateOf('CONFIGURING_CHART', [columnChart()]);
const unitsOf = (state: ConfiguratorState) => state.chartConfigs[0].conversionUnitsByComponentId;
const enabled = () => unitsSlice(configuring(), { type: 'CONVERSION_UNIT_TOGGLED', value: { componentId: AREA, enabled: true, originalUnit: 'ha' } });

describe('CONVERSION_UNIT_TOGGLED', () => {
  it('enabling sets multiplier 1 and the original unit in all four languages', () => {
    expect(unitsOf(enabled())).toEqual({ [AREA]: { multiplier: 1, labels: { de: 'ha', fr: 'ha', it: 'ha', en: 'ha' } } });
  });

  it('enabling again keeps what the author set; disabling clears it', () => {
    const set = unitsSlice(enabled(), { type: 'CONVERSION_UNIT_MULTIPLIER_CHANGED', value: { componentId: AREA, multiplier: 0.01 } });
    expect(unitsSlice(set, { type: 'CONVERSION_UNIT_TOGGLED', value: { componentId: AREA, enabled: true, originalUnit: 'ha' } })).toBe(set);
    expect(unitsOf(unitsSlice(set, { type: 'CONVERSION_UNIT_TOGGLED', value: { componentId: AREA, enabled: false } }))).toEqual({});
  });

  it('runs through the configurator reducer', () => {
    const state = configuratorReducer(configuring(), { type: 'CONVERSION_UNIT_TOGGLED', value: { componentId: AREA, enabled: true, originalUnit: 'ha' } });
    expect(unitsOf(state)[AREA].multiplier).toBe(1);
  });
});

describe('CONVERSION_UNIT_MULTIPLIER_CHANGED', () => {
  it('sets a multiplier above zero', () => {
    const state = unitsSlice(enabled(), { type: 'CONVERSION_UNIT_MULTIPLIER_CHANGED', value: { componentId: AREA, multiplier: 0.01 } });
    expect(unitsOf(state)[AREA]).toEqual({ multiplier: 0.01, labels: { de: 'ha', fr: 'ha', it: 'ha', en: 'ha' } });
  });

  it('ignores zero, negative and non-numbers, and a measure without conversion', () => {
    const state = enabled();
    for (const multiplier of [0, -1, NaN, Infinity]) {
      expect(unitsSlice(state, { type: 'CONVERSION_UNIT_MULTIPLIER_CHANGED', value: { componentId: AREA, multiplier } })).toBe(state);
    }
    const plain = configuring();
    expect(unitsSlice(plain, { type: 'CONVERSION_UNIT_MULTIPLIER_CHANGED', value: { componentId: AREA, multiplier: 2 } })).toBe(plain);
  });
});

describe('CONVERSION_UNIT_LABEL_CHANGED', () => {
  it('changes the label of one language', () => {
    const state = unitsSlice(enabled(), { type: 'CONVERSION_UNIT_LABEL_CHANGED', value: { componentId: AREA, locale: 'fr', label: 'km²' } });
    expect(unitsOf(state)[AREA].labels).toEqual({ de: 'ha', fr: 'km²', it: 'ha', en: 'ha' });
  });

  it('leaves a measure without conversion alone', () => {
    const plain = configuring();
    expect(unitsSlice(plain, { type: 'CONVERSION_UNIT_LABEL_CHANGED', value: { componentId: AREA, locale: 'fr', label: 'km²' } })).toBe(plain);
  });
});
