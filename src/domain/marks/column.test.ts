import { describe, expect, it } from 'vitest';
import { computeColumnMarks } from './column';

const observations = [
  { year: '2020', sex: 'female', people: 30 },
  { year: '2020', sex: 'male', people: 20 },
  { year: '2021', sex: 'female', people: 35 },
  { year: '2021', sex: 'male', people: -5 },
  { year: '2022', sex: 'female', people: null },
];
const base = { observations, x: { id: 'year', order: ['2019', '2020', '2021', '2022'] }, y: { id: 'people' }, colors: ['#111', '#222'], width: 400, height: 200 };

describe('computeColumnMarks', () => {
  it('draws one bar per observation with a value, in the x order, skipping unused x values', () => {
    const marks = computeColumnMarks({ ...base, observations: observations.filter((o) => o.sex === 'female') });
    expect(marks.bars.map((b) => [b.xLabel, b.value])).toEqual([['2020', 30], ['2021', 35]]);
    expect(marks.xTicks.map((t) => t.label)).toEqual(['2020', '2021']);
    expect(marks.yDomain[0]).toBe(0);
    // Bars stand on the zero line.
    for (const bar of marks.bars) expect(bar.y + bar.height).toBeCloseTo(200);
  });

  it('stacks segments: positive upwards, negative downwards from zero', () => {
    const marks = computeColumnMarks({ ...base, segment: { id: 'sex', order: ['female', 'male'], type: 'stacked' } });
    const [f2020, m2020] = marks.bars.filter((b) => b.xLabel === '2020');
    expect(m2020.y + m2020.height).toBeCloseTo(f2020.y);
    expect(marks.yDomain[0]).toBeLessThan(0);
    expect(marks.yDomain[1]).toBeGreaterThanOrEqual(50);
    expect(marks.legend).toEqual([{ label: 'female', color: '#111' }, { label: 'male', color: '#222' }]);
  });

  it('groups segments side by side within the band', () => {
    const marks = computeColumnMarks({ ...base, segment: { id: 'sex', order: ['female', 'male'], type: 'grouped' } });
    const [f2020, m2020] = marks.bars.filter((b) => b.xLabel === '2020');
    expect(m2020.x).toBeGreaterThan(f2020.x + f2020.width - 1e-9);
    expect(f2020.y + f2020.height).toBeCloseTo(m2020.y + m2020.height);
  });
});
