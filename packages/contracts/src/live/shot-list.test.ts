import { describe, expect, it } from 'vitest';
import { applyShotListChange, type ListedShot } from './shot-list.ts';

type S = ListedShot & { description: string };
const shot = (id: string, sequence: number, description = id, updatedAt = '2026-01-01T00:00:00.000Z'): S => ({
  id,
  sequence,
  description,
  updatedAt,
});
const ids = (shots: S[]) => shots.map((s) => `${s.sequence}:${s.id}`).join(' ');
const list = [shot('a', 1), shot('b', 2), shot('c', 3)];

describe('applyShotListChange', () => {
  it('inserts a created shot at its sequence and renumbers the rest', () => {
    expect(ids(applyShotListChange(list, { type: 'shot.created', data: { shot: shot('x', 2) } }))).toBe(
      '1:a 2:x 3:b 4:c',
    );
    expect(ids(applyShotListChange(list, { type: 'shot.duplicated', data: { shot: shot('y', 9) } }))).toBe(
      '1:a 2:b 3:c 4:y',
    );
  });

  it('keeps a created shot already in the list where it is (its own answer after later moves)', () => {
    const moved = applyShotListChange(list, { type: 'shot.reordered', data: { shotIds: ['c', 'b', 'a'] } });
    expect(ids(applyShotListChange(moved, { type: 'shot.created', data: { shot: shot('c', 3) } }))).toBe('1:c 2:b 3:a');
  });

  it('replaces an updated shot in place: its move comes as shot.reordered, its sequence may be stale', () => {
    const updated = applyShotListChange(list, {
      type: 'shot.updated',
      data: { shot: shot('c', 1, 'new', '2026-01-01T00:00:01.000Z') },
    });
    expect(ids(updated)).toBe('1:a 2:b 3:c');
    expect(updated[2]!.description).toBe('new');
  });

  it('ignores an update older than the shot held, and an update of a deleted shot', () => {
    const newer = applyShotListChange(list, {
      type: 'shot.updated',
      data: { shot: shot('a', 1, 'second', '2026-01-01T00:00:02.000Z') },
    });
    const late = applyShotListChange(newer, {
      type: 'shot.updated',
      data: { shot: shot('a', 1, 'first', '2026-01-01T00:00:01.000Z') },
    });
    expect(late[0]!.description).toBe('second');
    const gone = applyShotListChange(list, { type: 'shot.deleted', data: { id: 'b' } });
    expect(ids(gone)).toBe('1:a 2:c');
    expect(ids(applyShotListChange(gone, { type: 'shot.updated', data: { shot: shot('b', 2, 'back') } }))).toBe(
      '1:a 2:c',
    );
  });

  it('reorders by the ids given and replaces the whole list', () => {
    expect(ids(applyShotListChange(list, { type: 'shot.reordered', data: { shotIds: ['c', 'a', 'b'] } }))).toBe(
      '1:c 2:a 3:b',
    );
    expect(
      ids(applyShotListChange(list, { type: 'shot.replaced', data: { shots: [shot('z', 2), shot('q', 1)] } })),
    ).toBe('1:q 2:z');
  });
});
