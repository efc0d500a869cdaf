/**
 * The migration runner (spec 002 §4): compares version numbers and applies one small step at a
 * time, up or down, until the target version is reached. A missing version counts as 1.0.0.
 */

/** A config version: three dot-separated numbers. */
export type Version = `${number}.${number}.${number}`;

export const FIRST_VERSION: Version = '1.0.0';

/** What a step may ask for beyond the config itself. */
export type MigrationContext = {
  /**
   * The unversioned IRI of a cube, asked of the data service by the 4.0.0 step; undefined when the
   * source does not know the cube or cannot be reached, and the step then keeps the IRI it has.
   */
  unversionedIri?: (cubeIri: string, dataSource: { type: string; url: string } | undefined) => Promise<string | undefined>;
  /** The configurator state a chart config belongs to (some chart steps read its meta or dataSet). */
  state?: Loose;
  /** Told when a step leaves something behind (spec 002 §8: a downgrade with different dataSets). */
  warn?: (message: string) => void;
};

// Configs of old versions are loose JSON: steps read and write them as plain records.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any version's shape, checked only by the final schema
export type Loose = Record<string, any>;

/** One version change: `up` from the previous version to this one, `down` back. */
export type Step = {
  up: (config: Loose, context: MigrationContext) => Loose | Promise<Loose>;
  down: (config: Loose, context: MigrationContext) => Loose | Promise<Loose>;
};

/** Steps keyed by the version each one leads up to. */
export type Steps = Record<Version, Step>;

const parts = (version: string) => version.split('.').map(Number);

export const isVersion = (value: unknown): value is Version => typeof value === 'string' && /^\d{1,4}\.\d{1,4}\.\d{1,4}$/.test(value);

/** Negative when a is older than b, positive when newer, 0 when the same. */
export const compareVersions = (a: string, b: string) => {
  const [pa, pb] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i] - pb[i];
  return 0;
};

/** Every version a list of steps knows, oldest first: 1.0.0 and the target of each step. */
export const knownVersions = (steps: Steps): Version[] => [FIRST_VERSION, ...(Object.keys(steps) as Version[])].sort(compareVersions);

export class MigrationError extends Error {
  constructor(
    message: string,
    readonly version: string,
  ) {
    super(message);
    this.name = 'MigrationError';
  }
}

/** The version a config says it has; none is 1.0.0. */
export const versionOf = (config: Loose): string => config.version ?? FIRST_VERSION;

/**
 * Migrates `config` to version `to` with the given steps, one at a time. The input is left as it
 * was; an unknown version on either side is a MigrationError.
 */
export const migrate = async (config: Loose, to: string, steps: Steps, context: MigrationContext = {}): Promise<Loose> => {
  const versions = knownVersions(steps);
  const from = versionOf(config);
  const known = (v: unknown) => isVersion(v) && versions.some((k) => compareVersions(k, v) === 0);
  if (!known(from)) throw new MigrationError(`unknown version ${JSON.stringify(from)} (known: ${versions[0]} to ${versions.at(-1)})`, String(from));
  if (!known(to)) throw new MigrationError(`unknown target version ${JSON.stringify(to)} (known: ${versions[0]} to ${versions.at(-1)})`, from);
  let current: Loose = structuredClone(config);
  const at = versions.findIndex((v) => compareVersions(v, from) === 0);
  const target = versions.findIndex((v) => compareVersions(v, to) === 0);
  let step = '';
  try {
    for (let i = at; i < target; i++) {
      step = `step to ${versions[i + 1]}`;
      current = { ...(await steps[versions[i + 1]].up(current, context)), version: versions[i + 1] };
    }
    for (let i = at; i > target; i--) {
      step = `step down from ${versions[i]}`;
      current = { ...(await steps[versions[i]].down(current, context)), version: versions[i - 1] };
    }
  } catch (error) {
    if (error instanceof MigrationError) throw error;
    throw new MigrationError(`cannot migrate from ${from} to ${to}: ${step}: ${(error as Error).message}`, from);
  }
  return current;
};
