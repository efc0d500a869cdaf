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
