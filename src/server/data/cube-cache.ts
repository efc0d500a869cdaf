/**
 * Components of published cube versions, kept on disk (STATE_DIR/cubes) across restarts: a
 * published version does not change, so after a restart its components cost one small query
 * instead of six. An entry is used only while its stamp matches: a hash of the cube's version facts
 * as the endpoint answers them now (dateModified, version, status, parent…: metadata.ts
 * loadCubeVersionFacts), so a republished copy is read afresh. Drafts are not kept. Entries are files named by a hash of their key;
 * a file that cannot be read or written is a miss, never an error.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CubeVersionFacts } from './metadata';

/** Bump when the components' shape or how they are derived changes: older entries are then ignored. */
const FORMAT = 4;

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 40);

/** The stamp of a cube version, or undefined when it must not be kept (a draft changes). */
export const stampOf = (version: CubeVersionFacts) => (version.draft ? undefined : hash(`${version.iri}\n${version.facts}`));

/**
 * Writes not finished yet, by file: answers do not wait for them, and a read of the same file
 * (another server on the same folder in this process) waits for its write.
 */
const writing = new Map<string, Promise<void>>();

export class CubeVersionCache {
  constructor(private readonly dir: string) {}

  private file(key: string) {
    return join(this.dir, `${hash(`${FORMAT}\n${key}`)}.json`);
  }

  /** Starts writing the entry; the returned promise settles once it is written (or failed). */
  write(key: string, stamp: string, value: unknown): Promise<void> {
    const file = this.file(key);
    const done = this.store(file, JSON.stringify({ key, stamp, value })).finally(() => {
      if (writing.get(file) === done) writing.delete(file);
    });
    writing.set(file, done);
    return done;
  }

  private async store(file: string, text: string): Promise<void> {
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    try {
      await mkdir(this.dir, { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      await writeFile(temporary, text);
      await rename(temporary, file);
    } catch {
      // A full or read-only disk costs speed, not answers.
    }
  }

  /** The kept entry, whatever its stamp (the caller compares it), or undefined. */
  async read<T>(key: string): Promise<{ stamp: string; value: T } | undefined> {
    const file = this.file(key);
    await writing.get(file);
    try {
      const entry = JSON.parse(await readFile(file, 'utf8'));
      return entry?.key === key && typeof entry.stamp === 'string' ? entry : undefined;
    } catch {
      return undefined;
    }
  }
}
