import { describe, expect, it } from 'vitest';
import { announcement, describeChart, readableMarks, stepMark } from './access';
import type { Mark, Scene } from './scene';

const bar = (title: string, series: string | undefined, value: number, text = `${value} ha`): Mark => ({
  type: 'rect',
  key: `${title}:${series}`,
  x: 0,
  y: 0,
  width: 1,
  height: value,
  fill: '#1f77b4',
  value,
  tooltip: { title, series, value: text },
});

/** A stacked column chart: two years side by side, three size classes. */
const stacked: Mark[] = ['small', 'medium', 'large'].flatMap((s, i) => ['2020', '2021'].map((y, j) => ({ ...bar(y, s, 10 * i + j), x: 100 * j }) as Mark));

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
  it('says the type, each axis, the categories drawn from first to last, the extremes with their place, the series and how many values there are', () => {
    expect(describeChart(scene(stacked), 'column')).toEqual([
      { key: 'chart.describe.type', values: { type: 'column' } },
      { key: 'chart.describe.axis.bottom', values: { title: 'Year', from: '2020', to: '2021' } },
      { key: 'chart.describe.axis.left.title', values: { title: 'Enterprises' } },
      { key: 'chart.describe.extremes', values: { min: '0 ha (2020, small)', max: '21 ha (2021, large)' } },
      { key: 'chart.describe.series', values: { count: 3, names: 'small, medium, large' } },
      { key: 'chart.describe.marks', values: { count: 6 } },
    ]);
  });

  /** A line of yearly values 1880–2023 on an axis ticked every 20 years: the last tick is 2020, the data goes on. */
  const years = Array.from({ length: 2023 - 1880 + 1 }, (_, i) => 1880 + i);
  const temperature = (year: number) => (year === 1911 ? 5 : year === 1893 ? -5 : (year % 7) / 10);
  const points: Mark[] = years.map((year, i) => ({
    type: 'circle',
    key: `dot:${year}`,
    cx: i * 2,
    cy: 100 - temperature(year),
    r: 0,
    fill: '#000',
    value: temperature(year),
    tooltip: { title: String(year), value: `${temperature(year).toFixed(1)} °C` },
  }));
  const timeAxis = {
    position: 'bottom' as const,
    ticks: years.filter((y) => y % 20 === 0).map((y) => ({ position: (y - 1880) * 2, label: String(y) })),
    title: 'Year',
  };
  const valueAxis = {
    position: 'left' as const,
    ticks: [
      { position: 0, label: '-4' },
      { position: 100, label: '4' },
    ],
    title: 'Anomaly (°C)',
  };

  it('gives the range of the data drawn, not of the ticks: 1880 to 2023 where the last tick is 2020', () => {
    const parts = describeChart(scene(points, { axes: [timeAxis, valueAxis], legend: [] }), 'line');
    expect(timeAxis.ticks.at(-1)!.label).toBe('2020');
    expect(parts.find((p) => p.key === 'chart.describe.axis.bottom')!.values).toEqual({ title: 'Year', from: '1880', to: '2023' });
    expect(parts.find((p) => p.key === 'chart.describe.extremes')!.values).toEqual({ min: '-5.0 °C (1893)', max: '5.0 °C (1911)' });
  });

  it('reads the categories in their place along the axis, whatever the drawing order; bars top to bottom', () => {
    const shuffled = [...points.slice(100), ...points.slice(0, 100)];
    expect(describeChart(scene(shuffled, { axes: [timeAxis], legend: [] }), 'area')[1].values).toEqual({ title: 'Year', from: '1880', to: '2023' });
    const bars: Mark[] = ['Bern', 'Zürich', 'Uri'].map((name, i) => ({
      ...bar(name, undefined, i + 1),
      x: 0,
      y: 40 - 20 * i,
      height: 10,
      width: 50 * (i + 1),
    }));
    const parts = describeChart(
      scene(bars, {
        axes: [
          { ...valueAxis, position: 'bottom' },
          { position: 'left', ticks: [{ position: 5, label: 'Uri' }], title: 'Canton' },
        ],
      }),
      'bar',
    );
    expect(parts[2]).toEqual({ key: 'chart.describe.axis.left', values: { title: 'Canton', from: 'Uri', to: 'Bern' } });
  });

  it('gives a combo chart the extremes of each measure, in its own unit', () => {
    const combo: Mark[] = [bar('2020', 'Rain', 800), bar('2021', 'Rain', 650), bar('2020', 'Sun', 1500, '1,500 h'), bar('2021', 'Sun', 1700, '1,700 h')];
    const parts = describeChart(scene(combo), 'comboLineDual').filter((p) => p.key === 'chart.describe.extremes.series');
    expect(parts.map((p) => p.values)).toEqual([
      { series: 'Rain', min: '650 ha (2021)', max: '800 ha (2020)' },
      { series: 'Sun', min: '1,500 h (2020)', max: '1,700 h (2021)' },
    ]);
  });

  it('lists at most eight series, skips hidden ones and empty axes; without marks, no range and no extremes', () => {
    const legend = Array.from({ length: 11 }, (_, i) => ({ key: `s${i}`, label: `s${i}`, color: '#000', shape: 'square' as const, hidden: i === 10 }));
    const parts = describeChart(
      scene([], {
        legend,
        axes: [
          { position: 'left', ticks: [{ position: 0, label: '1' }] },
          { position: 'bottom', ticks: [] },
        ],
      }),
      'column',
    );
    expect(parts.map((p) => p.key)).toEqual(['chart.describe.type', 'chart.describe.axis.left.title', 'chart.describe.series']);
    expect(parts[1].values).toEqual({ title: '–' });
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

  it('announces how many values a sum covers, as the tooltip says it', () => {
    const countText = (count: number) => `Sum of ${count} values`;
    expect(announcement({ title: 'Bern (canton)', value: '178,400 Number', count: 2 }, countText)).toBe('Bern (canton), 178,400 Number, Sum of 2 values');
    expect(announcement({ title: 'Bern (canton)', value: '178,400 Number' }, countText)).toBe('Bern (canton), 178,400 Number');
  });
});
