import { describe, expect, it } from 'vitest';
import { columnChart, stateOf, threeCharts } from '../configurator/test-state';
import { savedConfigData } from '../configurator/select';
import { decodeSharedState, encodeSharedState } from './shared-state';

const roundTrip = (value: unknown) => decodeSharedState(encodeSharedState(value));

describe('shared state encoding', () => {
  it('writes key=value pairs joined by &', () => {
    expect(encodeSharedState({ a: { b: [1, 'x\n'] }, c: {} })).toBe('a.b.@0=~n1&a.b.@1=x%0A&c=~o');
  });

  it('escapes numbers, empty objects and arrays, booleans, null and newlines', () => {
    const value = { n: 0, neg: -1.5, e: 1e-7, t: true, f: false, z: null, o: {}, a: [], nl: 'one\ntwo\r\n', s: '1', st: 'true', sz: '~z', so: '~o' };
    const text = encodeSharedState(value);
    expect(text).not.toMatch(/\n/);
    expect(text).toContain('t=~t');
    expect(text).toContain('s=1');
    expect(roundTrip(value)).toEqual(value);
    // Texts that look like escapes stay texts.
    expect(roundTrip({ s: '1', st: 'true' })).toEqual({ s: '1', st: 'true' });
  });

  it('keeps keys with separators and markers, and arrays of objects and arrays', () => {
    const value = { 'a.b': 1, 'c=d&e': 'f=g&h', '@0': ['x', ['y', []], { '': 'empty key' }], 'é ü': 'ö%20', '~': '~' };
    expect(roundTrip(value)).toEqual(value);
    expect(roundTrip([1, [2], { a: null }])).toEqual([1, [2], { a: null }]);
    expect(roundTrip('text')).toBe('text');
    expect(roundTrip(null)).toBe(null);
    expect(roundTrip({})).toEqual({});
    expect(roundTrip({ '': 'x', a: { '': [] } })).toEqual({ '': 'x', a: { '': [] } });
  });

  it('decodes a configurator state back exactly', () => {
    const state = savedConfigData({
      ...stateOf('LAYOUTING', threeCharts()),
      dashboardFilters: {
        timeRange: { active: true, timeUnit: 'Year', presets: { from: '2020', to: '2021' } },
        dataFilters: { componentIds: [], filters: {} },
      },
    });
    expect(roundTrip(state)).toEqual(state);
    expect(roundTrip(columnChart())).toEqual(columnChart());
  });

  it('round-trips random JSON values', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const texts = ['', 'a', '~n1', '.', '&', '=', '@1', '\n', 'ä', '%', ' ', '~'];
    const any = (depth: number): unknown => {
      const r = random();
      if (depth > 3 || r < 0.3) return [null, true, false, 0, -2, 3.25, ...texts][Math.floor(random() * 18)];
      if (r < 0.6) return Array.from({ length: Math.floor(random() * 4) }, () => any(depth + 1));
      return Object.fromEntries(
        Array.from({ length: Math.floor(random() * 4) }, () => [texts[Math.floor(random() * texts.length)] + Math.floor(random() * 3), any(depth + 1)]),
      );
    };
    for (let i = 0; i < 300; i++) {
      const value = any(0);
      expect(roundTrip(value)).toEqual(value);
    }
  });

  it('refuses fragments it cannot have written', () => {
    for (const bad of ['a', 'a=~x', 'a=~n', 'a=~nabc', '@x=1', 'a=1&a=2', 'a=1&a.b=2', '@0=1&b=2', '=1&=2'])
      expect(() => decodeSharedState(bad), bad).toThrow();
  });
});
