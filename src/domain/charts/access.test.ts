import { describe, expect, it } from 'vitest';
import { announcement, describeChart, readableMarks, stepMark } from './access';
import type { Mark, Scene } from './scene';

const bar = (title: string, series: string | undefined, value: number): Mark => ({
  type: 'rect',
  key: `${title}:${series}`,
  x: 0,
  y: 0,
  width: 1,
  height: value,
  fill: '#1f77b4',
  value,
  tooltip: { title, series, value: `${value} ha` },
});

/** A stacked column chart: two years, three size classes. */
const stacked: Mark[] = ['small', 'medium', 'large'].flatMap((s, i) => ['2020', '2021'].map((y, j) => bar(y, s, 10 * i + j)));

const scene = (marks: Mark[], extra: Partial<Scene> = {}): Scene => ({
  width: 400,
  height: 300,
  plot: { left: 40, top: 8, width: 340, height: 260 },
  axes: [
    {
      position: 'bottom',
      ticks: [
        { position: 10, label: '2020' },
        { position: 200, label: '2021' },
      ],
      title: 'Year',
    },
    {
      position: 'left',
      ticks: [
        { position: 260, label: '0' },
        { position: 130, label: '50' },
        { position: 0, label: '100' },
      ],
      grid: true,
      title: 'Enterprises',
    },
  ],
  marks,
  legend: ['small', 'medium', 'large'].map((label) => ({ key: label, label, color: '#1f77b4', shape: 'square' as const })),
  ...extra,
});

describe('describeChart', () => {
  it('says the type, what each axis shows from its first to its last tick, the series and how many values there are', () => {
    expect(describeChart(scene(stacked), 'column')).toEqual([
      { key: 'chart.describe.type', values: { type: 'column' } },
      { key: 'chart.describe.axis.bottom', values: { title: 'Year', from: '2020', to: '2021' } },
      { key: 'chart.describe.axis.left', values: { title: 'Enterprises', from: '0', to: '100' } },
      { key: 'chart.describe.series', values: { count: 3, names: 'small, medium, large' } },
      { key: 'chart.describe.marks', values: { count: 6 } },
    ]);
  });

  it('lists at most eight series, skips hidden ones and untitled or empty axes; a pie has neither axes nor ticks', () => {
    const legend = Array.from({ length: 11 }, (_, i) => ({ key: `s${i}`, label: `s${i}`, color: '#000', shape: 'square' as const, hidden: i === 10 }));
    const parts = describeChart(
      scene([], {
        legend,
        axes: [
          { position: 'left', ticks: [{ position: 0, label: '1' }] },
          { position: 'bottom', ticks: [] },
        ],
      }),
      'pie',
    );
    expect(parts.map((p) => p.key)).toEqual(['chart.describe.type', 'chart.describe.axis.left', 'chart.describe.series']);
    expect(parts[1].values).toEqual({ title: '–', from: '1', to: '1' });
    expect(parts[2].values).toEqual({ count: 10, names: 's0, s1, s2, s3, s4, s5, s6, s7 (+2)' });
  });
});

describe('stepMark: one tab stop, the arrow keys through the marks', () => {
  const marks = readableMarks([...stacked, { type: 'path', key: 'p', d: 'M0,0' }]);
  const at = (i: number | undefined) => (i === undefined ? undefined : `${marks[i].tooltip.title} ${marks[i].tooltip.series}`);

  it('reads only marks with a tooltip', () => expect(marks).toHaveLength(6));

  it('starts at the first mark; Home and End go to the ends', () => {
    expect(at(stepMark(marks, undefined, 'ArrowRight'))).toBe('2020 small');
    expect(at(stepMark(marks, 3, 'Home'))).toBe('2020 small');
    expect(at(stepMark(marks, 0, 'End'))).toBe('2021 large');
    expect(stepMark([], undefined, 'End')).toBeUndefined();
  });

  it('goes along a series with left and right, and stays at its ends', () => {
    expect(at(stepMark(marks, 2, 'ArrowRight'))).toBe('2021 medium');
    expect(at(stepMark(marks, 3, 'ArrowRight'))).toBe('2021 medium');
    expect(at(stepMark(marks, 3, 'ArrowLeft'))).toBe('2020 medium');
  });

  it('goes across series at the same category with up and down', () => {
    expect(at(stepMark(marks, 1, 'ArrowDown'))).toBe('2021 medium');
    expect(at(stepMark(marks, 5, 'ArrowUp'))).toBe('2021 medium');
    expect(at(stepMark(marks, 5, 'ArrowDown'))).toBe('2021 large');
  });

  it('with one series, up and down step in drawing order like left and right', () => {
    const single = readableMarks([bar('a', undefined, 1), bar('b', undefined, 2)]);
    expect(stepMark(single, 0, 'ArrowDown')).toBe(1);
    expect(stepMark(single, 1, 'ArrowUp')).toBe(0);
    expect(stepMark(single, 1, 'ArrowRight')).toBe(1);
  });

  it('announces category, series and value', () => {
    expect(announcement(marks[0].tooltip)).toBe('2020, small, 0 ha');
    expect(announcement({ title: 'Renewables', value: '12 %' })).toBe('Renewables, 12 %');
  });
});
