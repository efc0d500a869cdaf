import { describe, expect, it } from 'vitest';
import type { ConfigLimit, ConfiguratorState } from '../../config';
import { configuratorReducer } from '../reducer';
import { AREA, CANTON, canton, columnChart, stateOf, YEAR } from '../test-state';
import { limitsSlice } from './limits';

const bern = [{ dimensionId: CANTON, value: canton('Bern') }];
const zurich2021 = [
  { dimensionId: CANTON, value: canton('Zurich') },
  { dimensionId: YEAR, value: '2021' },
];
const limit = (related: ConfigLimit['related'], extra: Partial<ConfigLimit> = {}): ConfigLimit => ({
  measureId: AREA,
  related,
  color: '#d62728',
  lineType: 'solid',
  ...extra,
});
const limitsOf = (state: ConfiguratorState) => state.chartConfigs[0].limits;
const configuring = (limits: Record<string, ConfigLimit[]> = {}) => stateOf('CONFIGURING_CHART', [{ ...columnChart(), limits }]);

describe('LIMIT_SET', () => {
  it('switches a limit on under its measure', () => {
    expect(limitsOf(limitsSlice(configuring(), { type: 'LIMIT_SET', value: limit(bern) }))).toEqual({ [AREA]: [limit(bern)] });
  });

  it('restyles the limit with an identical related set (in any order), leaving the others', () => {
    const state = configuring({ [AREA]: [limit(bern), limit(zurich2021)] });
    const restyled = limit([...zurich2021].reverse(), { color: '#000000', lineType: 'dashed', symbolType: 'cross' });
    expect(limitsOf(limitsSlice(state, { type: 'LIMIT_SET', value: restyled }))).toEqual({ [AREA]: [limit(bern), restyled] });
  });

  it('adds a limit whose related set only overlaps another one', () => {
    const state = configuring({ [AREA]: [limit(zurich2021)] });
    const zurich = limit([zurich2021[0]]);
    expect(limitsOf(limitsSlice(state, { type: 'LIMIT_SET', value: zurich }))[AREA]).toEqual([limit(zurich2021), zurich]);
  });

  it('runs through the configurator reducer while a chart is configured, and not once published', () => {
    expect(limitsOf(configuratorReducer(configuring(), { type: 'LIMIT_SET', value: limit(bern) }))[AREA]).toHaveLength(1);
    const published = { ...configuring(), state: 'PUBLISHED' as const };
    expect(configuratorReducer(published, { type: 'LIMIT_SET', value: limit(bern) })).toBe(published);
  });
});

describe('LIMIT_REMOVE', () => {
  it('switches off the limit with an identical related set, and drops the measure when it was the last', () => {
    const state = configuring({ [AREA]: [limit(bern), limit(zurich2021)] });
    const removed = limitsSlice(state, { type: 'LIMIT_REMOVE', value: { measureId: AREA, related: [...zurich2021].reverse() } });
    expect(limitsOf(removed)).toEqual({ [AREA]: [limit(bern)] });
    expect(limitsOf(limitsSlice(removed, { type: 'LIMIT_REMOVE', value: { measureId: AREA, related: bern } }))).toEqual({});
  });

  it('leaves the state as it is when no limit matches exactly', () => {
    const state = configuring({ [AREA]: [limit(zurich2021)] });
    expect(limitsSlice(state, { type: 'LIMIT_REMOVE', value: { measureId: AREA, related: [zurich2021[0]] } })).toBe(state);
    expect(limitsSlice(state, { type: 'LIMIT_REMOVE', value: { measureId: 'other', related: zurich2021 } })).toBe(state);
  });
});
