/**
 * Marks drawn by the initial config of every enabled chart type on every cube (issue 28, item 4):
 * the bundled catalogue, the test cubes (tests/fixtures) and the shared Swiss cubes when present,
 * loaded into the embedded store. Per cube and type the initial config gets the server's possible
 * filters, its observations come through the data API and the domain draws its scene (a map with
 * the shapes the source returns); the table counts the data marks. Want ≥ 2 wherever the data has
 * them (tests/charts/initial-configs.test.ts checks it and lists the structural exceptions).
 * Run: npm run bench:initial-marks
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCatalogue } from '../src/server/import/catalogue';
import { initialMarks, marksTable } from '../tests/support/initial-marks';
import { sharedCubeFiles, startServer } from '../tests/support/server';
import { importTestCubes } from '../tests/support/test-cubes';

const { files } = await buildCatalogue({ cacheDir: mkdtempSync(join(tmpdir(), 'catalogue-')) });
const server = await startServer({ files: [...files, ...importTestCubes().files, ...sharedCubeFiles()] });
try {
  const started = performance.now();
  const rows = await initialMarks(server);
  console.log(marksTable(rows));
  console.log(
    `pairs under 2 marks: ${
      rows
        .filter((r) => r.marks < 2)
        .map((r) => `${r.cube} ${r.chartType} (${r.marks})`)
        .join(', ') || 'none'
    }`,
  );
  console.log(`${Math.round(performance.now() - started)} ms`);
} finally {
  await server.close();
}
