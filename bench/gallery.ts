/**
 * The placement numbers of the visual gallery (issue 29 item 9): for every chart of
 * tests/support/visual-gallery, drawn by the domain from the test cubes at 390, 640 and 1280 px,
 * the text boxes overlapping another (want 0), the texts cut at the svg's edge (want 0) and the
 * categories labelled / categories drawn (slices labelled / slices for a pie). The placement test
 * (tests/charts/gallery-placement.test.ts) checks the same scenes. Run: npm run bench:gallery
 */
import { textCollisions } from '../src/domain/charts/text-boxes';
import { dataApi } from '../tests/support/initial-marks';
import { startServer } from '../tests/support/server';
import { importTestCubes } from '../tests/support/test-cubes';
import { categoryCoverage, chartName, loadGalleryChart, VISUAL_GALLERY, VISUAL_WIDTHS } from '../tests/support/visual-gallery';

const server = await startServer({ files: importTestCubes().files });
try {
  const query = dataApi(server);
  const rows: string[][] = [['chart', ...VISUAL_WIDTHS.flatMap((w) => [`${w} overlaps`, `${w} cut`, `${w} labelled/drawn`])]];
  const totals = { overlapping: 0, cut: 0 };
  const problems: string[] = [];
  for (const chart of VISUAL_GALLERY) {
    const { draw } = await loadGalleryChart(query, chart);
    const row = [chartName(chart)];
    for (const width of VISUAL_WIDTHS) {
      const scene = draw(width);
      const { overlapping, cut } = textCollisions(scene);
      const coverage = categoryCoverage(scene, chart.type);
      totals.overlapping += overlapping.length;
      totals.cut += cut.length;
      if (overlapping.length || cut.length)
        problems.push(`${chartName(chart)} at ${width} px: ${[...overlapping, ...cut.map((c) => `${c} (cut)`)].join(', ')}`);
      row.push(String(overlapping.length), String(cut.length), coverage ? `${coverage.labelled}/${coverage.drawn}` : '–');
    }
    rows.push(row);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const row of rows) console.log(row.map((cell, i) => (i ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  '));
  console.log(
    `\n${VISUAL_GALLERY.length} charts × ${VISUAL_WIDTHS.length} widths: ${totals.overlapping} overlapping text boxes, ${totals.cut} texts cut at an edge`,
  );
  for (const problem of problems) console.log(`  ${problem}`);
} finally {
  await server.close();
}
