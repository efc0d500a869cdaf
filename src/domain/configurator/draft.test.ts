import { describe, expect, it, vi } from 'vitest';
import { draftKey, loadDraft, publishLabel, removeDraft, saveDraft, saveTarget, type DraftStorage } from './draft';
import { columnChart, stateOf } from './test-state';

const testState = () => stateOf('CONFIGURING_CHART', [columnChart()]);

const memoryStorage = (): DraftStorage & { items: Map<string, string> } => {
  const items = new Map<string, string>();
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) };
};

describe('drafts in browser storage', () => {
  it('keeps a chart being configured or laid out under its own key, and reads it back', () => {
    const storage = memoryStorage();
    const state = testState();
    saveDraft(storage, 'abcdefghijkl', state);
    saveDraft(storage, 'other0000000', { ...state, state: 'LAYOUTING' });
    expect([...storage.items.keys()]).toEqual([draftKey('abcdefghijkl'), draftKey('other0000000')]);
    expect(loadDraft(storage, 'abcdefghijkl')).toEqual(state);
    removeDraft(storage, 'abcdefghijkl');
    expect(loadDraft(storage, 'abcdefghijkl')).toBeUndefined();
  });

  it('keeps nothing while publishing', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'abcdefghijkl', { ...testState(), state: 'PUBLISHING' });
    expect(storage.items.size).toBe(0);
  });

  it.each([
    ['not JSON', '{"state":', /Error parsing stored state/],
    ['failing the schema', JSON.stringify({ ...testState(), chartConfigs: 'none' }), /Invalid stored state/],
  ])('discards a stored draft %s with a warning and removes it', (_what, text, message) => {
    const storage = memoryStorage();
    storage.setItem(draftKey('abcdefghijkl'), text);
    const warn = vi.fn();
    expect(loadDraft(storage, 'abcdefghijkl', warn)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(message));
    expect(storage.items.size).toBe(0);
  });
});

describe('saving and publishing a saved config', () => {
  const user = { id: 7, name: 'Ada' };
  const published = { key: 'abcdefghijkl', isOwner: true, published_state: 'PUBLISHED' as const };

  it("updates the user's own config under its key", () => {
    expect(saveTarget(published, user)).toEqual({ action: 'update', key: 'abcdefghijkl' });
  });

  it("creates a new config for a new chart, one not the user's own (someone else's or without an owner), or when signed out", () => {
    expect(saveTarget(undefined, user)).toEqual({ action: 'create' });
    expect(saveTarget({ ...published, isOwner: false }, user)).toEqual({ action: 'create' });
    expect(saveTarget(published, null)).toEqual({ action: 'create' });
  });

  it("reads 'update' only for the user's own published config", () => {
    expect(publishLabel(published, user)).toBe('update');
    expect(publishLabel({ ...published, published_state: 'DRAFT' }, user)).toBe('publish');
    expect(publishLabel({ ...published, isOwner: false }, user)).toBe('publish');
    expect(publishLabel(undefined, user)).toBe('publish');
  });
});
