/** Reading a MapLibre map's canvas in the browser tests (the drawing buffer is kept for export). */
import type { Page } from 'playwright-core';

/** The colour [r, g, b] the map's canvas shows at a point of the map box, in CSS pixels. */
export const mapPixel = (page: Page, x: number, y: number) =>
  page.evaluate(
    ([x, y]) => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="map-canvas"] canvas')!;
      const ratio = canvas.width / canvas.clientWidth;
      const copy = document.createElement('canvas');
      copy.width = canvas.width;
      copy.height = canvas.height;
      const context = copy.getContext('2d')!;
      context.drawImage(canvas, 0, 0);
      return [...context.getImageData(Math.round(x * ratio), Math.round(y * ratio), 1, 1).data.slice(0, 3)] as [number, number, number];
    },
    [x, y],
  );

type Rgb = [number, number, number];

/**
 * How many pixels of the map's canvas show each colour (within `tolerance` per channel), over the
 * whole canvas or only its outermost pixel rows and columns (`edge`).
 */
export const mapColorCounts = (page: Page, colors: Rgb[], { tolerance = 3, edge = false }: { tolerance?: number; edge?: boolean } = {}) =>
  page.evaluate(
    ({ colors, tolerance, edge }) => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="map-canvas"] canvas')!;
      const copy = document.createElement('canvas');
      [copy.width, copy.height] = [canvas.width, canvas.height];
      const context = copy.getContext('2d')!;
      context.drawImage(canvas, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, copy.width, copy.height);
      const counts = colors.map(() => 0);
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          if (edge && x > 0 && y > 0 && x < width - 1 && y < height - 1) continue;
          const i = (y * width + x) * 4;
          colors.forEach((c, k) => {
            if (Math.abs(data[i] - c[0]) <= tolerance && Math.abs(data[i + 1] - c[1]) <= tolerance && Math.abs(data[i + 2] - c[2]) <= tolerance) counts[k]++;
          });
        }
      }
      return counts;
    },
    { colors, tolerance, edge },
  );
