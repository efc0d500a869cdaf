/**
 * Issue 29 item 9, beside the screenshots of tests/e2e/visual-gallery: the placement rules on every
 * chart of the visual gallery (tests/support/visual-gallery), as the domain draws it from the test
 * cubes at 390, 640 and 1280 px. No two text boxes of a scene overlap and none crosses the svg's
 * frame; a category axis writes every category or a regular share of them, never none.
 * bench/gallery.ts prints the same numbers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textCollisions } from '../../src/domain/charts/text-boxes';
import { dataApi } from '../support/initial-marks';
import { startServer, type TestServer } from '../support/server';
import { importTestCubes } from '../support/test-cubes';
import { categoryCoverage, chartName, loadGalleryChart, VISUAL_GALLERY, VISUAL_WIDTHS } from '../support/visual-gallery';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ files: importTestCubes().files });
});
afterAll(() => server?.close());

describe('text placement on the visual gallery’s charts (issue 29)', () => {
  for (const chart of VISUAL_GALLERY)
    it(`${chartName(chart)}: no text overlaps another or crosses the frame, at ${VISUAL_WIDTHS.join(', ')} px`, async () => {
      const { observations, draw } = await loadGalleryChart(dataApi(server), chart);
      expect(observations.length).toBeGreaterThan(0);
      for (const width of VISUAL_WIDTHS) {
        const scene = draw(width);
        expect(scene.marks.length, `${width} px`).toBeGreaterThan(0);
        expect(textCollisions(scene), `${width} px`).toEqual({ overlapping: [], cut: [] });
        const coverage = categoryCoverage(scene, chart.type);
        if (coverage && chart.type !== 'pie') expect(coverage.labelled, `${width} px`).toBeGreaterThan(0);
      }
    });
});
