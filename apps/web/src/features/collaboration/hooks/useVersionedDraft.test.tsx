import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useVersionedDraft } from './useVersionedDraft';

interface Fields extends Record<string, unknown> {
  name: string;
  description: string;
  languages: string[];
}

const V1 = '2026-01-01T00:00:00.000Z';
const V2 = '2026-01-02T00:00:00.000Z';
const V3 = '2026-01-03T00:00:00.000Z';
const start: Fields = { name: 'Lighthouse', description: 'A keeper', languages: ['en'] };

function renderDraft() {
  return renderHook(
    ({ current, version, isSaving }: { current: Fields; version: string; isSaving: boolean }) =>
      useVersionedDraft(current, version, isSaving),
    { initialProps: { current: start, version: V1, isSaving: false } },
  );
}

describe('useVersionedDraft', () => {
  it('takes another person’s change to an untouched field and keeps saving over the newest version', () => {
    const hook = renderDraft();
    act(() => hook.result.current.set('description', 'A keeper and her dog'));
    hook.rerender({ current: { ...start, name: 'Lighthouse Keeper' }, version: V2, isSaving: false });
    expect(hook.result.current.draft).toEqual({
      ...start,
      name: 'Lighthouse Keeper',
      description: 'A keeper and her dog',
    });
    expect(hook.result.current.editedFrom).toBe(V2);
    expect(hook.result.current.isDirty).toBe(true);
  });

  it('keeps the user’s text and the old version when the other person changed the same field', () => {
    const hook = renderDraft();
    act(() => hook.result.current.set('name', 'Mine'));
    hook.rerender({ current: { ...start, name: 'Theirs' }, version: V2, isSaving: false });
    expect(hook.result.current.draft.name).toBe('Mine');
    expect(hook.result.current.editedFrom).toBe(V1);
    // A later change elsewhere does not hide the clash: the save still answers a conflict.
    hook.rerender({ current: { ...start, name: 'Theirs', languages: ['en', 'de'] }, version: V3, isSaving: false });
    expect(hook.result.current.draft).toEqual({ name: 'Mine', description: 'A keeper', languages: ['en', 'de'] });
    expect(hook.result.current.editedFrom).toBe(V1);
  });

  it('waits while saving, then follows the saved entity', () => {
    const hook = renderDraft();
    act(() => hook.result.current.set('name', 'Saved name'));
    hook.rerender({ current: start, version: V1, isSaving: true });
    hook.rerender({ current: { ...start, name: 'Saved name' }, version: V2, isSaving: true });
    expect(hook.result.current.editedFrom).toBe(V1);
    hook.rerender({ current: { ...start, name: 'Saved name' }, version: V2, isSaving: false });
    expect(hook.result.current.isDirty).toBe(false);
    expect(hook.result.current.editedFrom).toBe(V2);
  });

  it('takes theirs after a conflict: their values and version', () => {
    const hook = renderDraft();
    act(() => hook.result.current.set('name', 'Mine'));
    act(() => hook.result.current.takeTheirs({ ...start, name: 'Theirs' }, V2));
    expect(hook.result.current.draft.name).toBe('Theirs');
    expect(hook.result.current.editedFrom).toBe(V2);
    act(() => hook.result.current.saveOver(V3));
    expect(hook.result.current.editedFrom).toBe(V3);
  });
});
