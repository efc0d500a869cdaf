import { describe, expect, it } from 'vitest';
import { roundNumberCategories } from './round-ticks';

const ages = Array.from({ length: 101 }, (_, i) => i);

describe('roundNumberCategories', () => {
  it('labels the finest round step whose labels stand apart: every 10 or 20 years of age, not every 7th', () => {
    // 101 ages in 270 px: labels 20 px wide need 30 px, 12 categories; 10 years are 26.7 px, 20 years fit.
    expect(roundNumberCategories(ages, 270 / 101, 20)?.map((i) => ages[i])).toEqual([0, 20, 40, 60, 80, 100]);
    expect(roundNumberCategories(ages, 4, 20)?.map((i) => ages[i])).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(roundNumberCategories(ages, 8, 20)?.map((i) => ages[i])).toEqual(ages.filter((a) => a % 5 === 0));
  });

  it('starts from the categories’ own spacing and labels the multiples there are', () => {
    const classes = [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50];
    expect(roundNumberCategories(classes, 12, 14)).toEqual([0, 2, 4, 6, 8, 10]);
    // A rate in tenths, 3 px apart: whole numbers.
    const rates = Array.from({ length: 31 }, (_, i) => i / 10);
    expect(roundNumberCategories(rates, 3, 20)?.map((i) => rates[i])).toEqual([0, 1, 2, 3]);
    // A missing 40 is not labelled; the others keep their place.
    const gap = ages.filter((a) => a !== 40);
    expect(roundNumberCategories(gap, 4, 20)?.map((i) => gap[i])).toEqual([0, 10, 20, 30, 50, 60, 70, 80, 90, 100]);
  });

  it('gives up on numbers out of order, not numbers, or no round step that labels two', () => {
    expect(roundNumberCategories([...ages].reverse(), 4, 20)).toBeUndefined();
    expect(roundNumberCategories([1, Number.NaN, 3], 4, 20)).toBeUndefined();
    expect(roundNumberCategories([3, 7, 11, 13], 2, 20)).toBeUndefined();
    expect(roundNumberCategories([5], 2, 20)).toBeUndefined();
  });
});
