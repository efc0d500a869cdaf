import { describe, expect, it } from 'vitest';
import { multiPolygonWkt, readShapes } from './geometry';
import { resolveDataPath } from './resolve';

describe('geometry', () => {
  it('writes rounded WKT multipolygons and drops rings that collapse', () => {
    const square = [
      [
        [0.00012, 0],
        [1, 0],
        [1, 1],
        [0, 1],
        [0.00012, 0],
      ],
    ];
    const speck = [
      [
        [5, 5],
        [5.00001, 5],
        [5, 5.00001],
        [5, 5],
      ],
    ];
    expect(multiPolygonWkt([square, speck], 3)).toBe('MULTIPOLYGON(((0 0, 1 0, 1 1, 0 1, 0 0)))');
    expect(multiPolygonWkt([speck], 3)).toBeUndefined();
  });

  it('decodes world-atlas countries by ISO numeric id', () => {
    const shapes = readShapes(resolveDataPath('world-atlas/countries-110m.json', '.'), 'countries', 3);
    const switzerland = shapes.get('756')!;
    expect(switzerland).toMatch(/^MULTIPOLYGON\(\(\(\d+\.\d{1,3} 4\d\.\d{1,3}, /);
    expect(shapes.size).toBeGreaterThan(150);
  });
});
