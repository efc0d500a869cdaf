/**
 * The generated 10⁵-observation cube of issue 32 (bench/big-cube/generate.ts), written once per
 * test run in its temporary folder and shared by the test files that serve it: its import takes
 * seconds of a core each time.
 */
import { existsSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { BIG_CUBE_SIZES, writeBigCube } from '../../bench/big-cube/generate';

type BigCube = ReturnType<typeof writeBigCube>;

export const runBigCube = (): BigCube => {
  const dir = join(tmpdir(), 'run-big-cube-1e5');
  const written = join(dir, 'cube.json');
  if (!existsSync(written)) {
    // Written aside, then moved in place whole: a file running beside this one may be writing it too.
    const draft = mkdtempSync(join(tmpdir(), 'big-cube-'));
    const cube = writeBigCube(draft, '1e5', BIG_CUBE_SIZES['1e5']);
    writeFileSync(join(draft, 'cube.json'), JSON.stringify({ ...cube, file: basename(cube.file) }));
    try {
      renameSync(draft, dir);
    } catch (error) {
      // The other file was first: its cube is this one.
      if (!existsSync(written)) throw error;
    }
  }
  const cube = JSON.parse(readFileSync(written, 'utf8')) as BigCube;
  return { ...cube, file: join(dir, 'data', cube.file) };
};
