import { describe, expect, it } from 'vitest';
import { mergeLines } from './line-merge.ts';

const lines = (...items: string[]) => items.join('\n');
const BASE = lines('SHOT 1 — WIDE — 4s', 'Description: The rocket', '', 'SHOT 2 — CLOSE — 2s', 'Description: Ada');

describe('mergeLines', () => {
  it('takes the one side that changed', () => {
    expect(mergeLines(BASE, BASE, 'theirs')).toEqual({ isClean: true, text: 'theirs' });
    expect(mergeLines(BASE, 'mine', BASE)).toEqual({ isClean: true, text: 'mine' });
    expect(mergeLines(BASE, 'same', 'same')).toEqual({ isClean: true, text: 'same' });
  });

  it('merges changes to different lines, neighbours included', () => {
    const mine = BASE.replace('The rocket', 'The rocket on the pad');
    const theirs = BASE.replace('CLOSE — 2s', 'CLOSE — 3s');
    expect(mergeLines(BASE, mine, theirs)).toEqual({
      isClean: true,
      text: lines(
        'SHOT 1 — WIDE — 4s',
        'Description: The rocket on the pad',
        '',
        'SHOT 2 — CLOSE — 3s',
        'Description: Ada',
      ),
    });
    const neighbour = BASE.replace('SHOT 1 — WIDE — 4s', 'SHOT 1 — WIDE — 5s');
    expect(mergeLines(BASE, mine, neighbour)).toEqual({
      isClean: true,
      text: lines(
        'SHOT 1 — WIDE — 5s',
        'Description: The rocket on the pad',
        '',
        'SHOT 2 — CLOSE — 2s',
        'Description: Ada',
      ),
    });
  });

  it('merges a note added at the end with an edit at the start', () => {
    const mine = `${BASE}\nNote: B's note`;
    const theirs = BASE.replace('Ada', 'Ada waves');
    expect(mergeLines(BASE, theirs, mine)).toEqual({
      isClean: true,
      text: `${BASE.replace('Ada', 'Ada waves')}\nNote: B's note`,
    });
  });

  it('is not clean when the same line changed differently on both sides', () => {
    expect(mergeLines(BASE, BASE.replace('Ada', 'Ada runs'), BASE.replace('Ada', 'Ada sits'))).toEqual({
      isClean: false,
    });
  });

  it('is not clean when both sides insert at the same place', () => {
    const at = (text: string) => BASE.replace('\n\n', `\n${text}\n\n`);
    expect(mergeLines(BASE, at('Mine'), at('Theirs'))).toEqual({ isClean: false });
  });

  it('keeps a change both sides made once, beside other changes', () => {
    const shared = BASE.replace('Ada', 'Ada waves');
    const mine = shared.replace('The rocket', 'The red rocket');
    expect(mergeLines(BASE, mine, shared)).toEqual({ isClean: true, text: mine });
  });

  it('is not clean when one side deletes lines the other changed', () => {
    const deleted = lines('SHOT 1 — WIDE — 4s', 'Description: The rocket');
    expect(mergeLines(BASE, deleted, BASE.replace('Ada', 'Ada sits'))).toEqual({ isClean: false });
  });
});
