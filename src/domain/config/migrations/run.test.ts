import { describe, expect, it } from 'vitest';
import { compareVersions, knownVersions, migrate, MigrationError, type Steps } from './run';

/** Steps that each append their version to a trail, so the order they ran in shows. */
const trail: Steps = {
  '1.1.0': { up: (c) => ({ ...c, trail: [...c.trail, 'up 1.1.0'] }), down: (c) => ({ ...c, trail: [...c.trail, 'down 1.1.0'] }) },
  '1.10.0': { up: (c) => ({ ...c, trail: [...c.trail, 'up 1.10.0'] }), down: (c) => ({ ...c, trail: [...c.trail, 'down 1.10.0'] }) },
  '2.0.0': { up: (c) => ({ ...c, trail: [...c.trail, 'up 2.0.0'] }), down: (c) => ({ ...c, trail: [...c.trail, 'down 2.0.0'] }) },
};

describe('compareVersions', () => {
  it('compares numbers, not text', () => {
    expect(compareVersions('1.10.0', '1.9.0')).toBeGreaterThan(0);
    expect(compareVersions('1.4.2', '2.0.0')).toBeLessThan(0);
    expect(compareVersions('3.2.1', '3.2.1')).toBe(0);
  });
  it('lists the known versions oldest first, 1.0.0 included', () => {
    expect(knownVersions(trail)).toEqual(['1.0.0', '1.1.0', '1.10.0', '2.0.0']);
  });
});

describe('migrate', () => {
  it('applies the steps one by one up to the target, setting each version', async () => {
    expect(await migrate({ version: '1.1.0', trail: [] }, '2.0.0', trail)).toEqual({ version: '2.0.0', trail: ['up 1.10.0', 'up 2.0.0'] });
  });
  it('applies them backwards going down, and stops at the target', async () => {
    expect(await migrate({ version: '2.0.0', trail: [] }, '1.1.0', trail)).toEqual({ version: '1.1.0', trail: ['down 2.0.0', 'down 1.10.0'] });
  });
  it('counts a missing version as 1.0.0', async () => {
    expect((await migrate({ trail: [] }, '1.10.0', trail)).trail).toEqual(['up 1.1.0', 'up 1.10.0']);
  });
  it('does nothing at the target', async () => {
    expect(await migrate({ version: '1.10.0', trail: [] }, '1.10.0', trail)).toEqual({ version: '1.10.0', trail: [] });
  });
  it('leaves its input as it was', async () => {
    const input = { version: '1.0.0', trail: [] as string[] };
    await migrate(input, '2.0.0', trail);
    expect(input).toEqual({ version: '1.0.0', trail: [] });
  });
  it('refuses an unknown version on either side, naming it', async () => {
    await expect(migrate({ version: '1.5.0', trail: [] }, '2.0.0', trail)).rejects.toThrow(/unknown version "1.5.0" \(known: 1.0.0 to 2.0.0\)/);
    await expect(migrate({ version: '1.0.0', trail: [] }, '9.0.0', trail)).rejects.toThrow(/unknown target version "9.0.0"/);
    await expect(migrate({ version: 42, trail: [] }, '2.0.0', trail)).rejects.toBeInstanceOf(MigrationError);
  });
  it('reports a step that fails as a MigrationError naming the step', async () => {
    const failing: Steps = {
      ...trail,
      '1.10.0': {
        up: () => {
          throw new TypeError('no fields');
        },
        down: (c) => c,
      },
    };
    await expect(migrate({ version: '1.0.0', trail: [] }, '2.0.0', failing)).rejects.toThrow(/step to 1.10.0: no fields/);
  });
});
