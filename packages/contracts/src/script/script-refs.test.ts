import { describe, expect, it } from 'vitest';
import {
  blockChecksum,
  isSceneHeading,
  isShotHeader,
  isTransition,
  readScriptRefs,
  resolveShotRef,
  shotRefOf,
} from './script-refs.ts';

const A = '1f0c9a2e-0000-4000-8000-000000000001';
const B = '1f0c9a2e-7777-4000-8000-000000000002';
const C = '99aa55bb-1234-4000-8000-000000000003';

const SCRIPT = [
  'NOTE: make it funny',
  'TOTAL: 7s — 2 shots',
  '',
  'SHOT 1 — WIDE — 4s — drone',
  'Description: A grey sea.',
  '',
  'SHOT 2 — CLOSE — 3s — auto',
  'Description: The flounder.',
  'Dialogue: Let me live!',
  '',
].join('\n');

/** A script tagged as the server wrote them before it kept links beside the script: ref and checksum per header. */
function tag(script: string, refs: readonly string[]): string {
  const lines = script.split('\n');
  const headers = lines.flatMap((line, index) => (isShotHeader(line) ? [index] : []));
  headers.forEach((at, block) => {
    const body = lines.slice(at + 1, headers[block + 1] ?? lines.length);
    lines[at] = `${lines[at]}  [ref:${refs[block]}] [sum:${blockChecksum(body)}]`;
  });
  return lines.join('\n');
}

describe('script refs of older scripts', () => {
  it('names each shot by the shortest id prefix (8 hex digits at least) no other shot shares', () => {
    expect(shotRefOf(C, [A, B, C])).toBe('99aa55bb');
    expect(shotRefOf(A, [A, B, C])).toBe('1f0c9a2e0');
    expect(shotRefOf(B, [A, B, C])).toBe('1f0c9a2e7');
    expect(resolveShotRef('1f0c9a2e7', [A, B, C])).toBe(B);
    expect(resolveShotRef('1F0C9A2E', [A, B, C])).toBeUndefined();
    expect(resolveShotRef('abcdef12', [A, B, C])).toBeUndefined();
  });

  it('reads the tags back off every shot header, leaving the text as written', () => {
    const tagged = tag(SCRIPT, ['1f0c9a2e0', '99aa55bb']);
    expect(tagged.split('\n')[3]).toMatch(/^SHOT 1 — WIDE — 4s — drone {2}\[ref:1f0c9a2e0\] \[sum:[0-9a-f]{6}\]$/);
    expect(tagged.split('\n')[6]).toMatch(/^SHOT 2 — CLOSE — 3s — auto {2}\[ref:99aa55bb\] \[sum:[0-9a-f]{6}\]$/);
    const read = readScriptRefs(tagged);
    expect(read.refs).toEqual(['1f0c9a2e0', '99aa55bb']);
    expect(read.intact).toEqual([true, true]);
    expect(read.text).toBe(SCRIPT);
  });

  it('marks a block edited when its text no longer matches its checksum, not for spacing, headings or transitions', () => {
    const tagged = tag(SCRIPT, ['1f0c9a2e0', '99aa55bb']);
    const edited = tagged.replace('The flounder.', 'The big flounder.');
    expect(readScriptRefs(edited).intact).toEqual([true, false]);
    const relaid = tagged
      .replace('Description: A grey sea.', '   Description:   A grey sea.  \n\nCUT TO:\n\nEXT. HARBOUR — DAY')
      .replace(/\n/g, '\r\n');
    expect(readScriptRefs(relaid).intact).toEqual([true, true]);
    // A header edit (type, duration) is read as such: the checksum covers only the text below it.
    expect(readScriptRefs(tagged.replace('CLOSE — 3s', 'WIDE — 5s')).intact).toEqual([true, true]);
    // Without a checksum (a script tagged before checksums, or by hand) no block counts as intact.
    expect(readScriptRefs(tagged.replace(/ \[sum:[0-9a-f]+\]/g, '')).intact).toEqual([false, false]);
    expect(blockChecksum(['a', 'b'])).not.toBe(blockChecksum(['a b']));
  });

  it('knows scene headings and transitions from action lines', () => {
    for (const line of [
      'INT. OLD LIGHTHOUSE — NIGHT',
      'EXT. HARBOUR — DAY',
      'INT./EXT. CAR — DUSK',
      'int. kitchen - day',
    ])
      expect(isSceneHeading(line), line).toBe(true);
    for (const line of ['Interior of a hut.', 'Exterior shots follow.', 'INTO the night'])
      expect(isSceneHeading(line), line).toBe(false);
    for (const line of ['CUT TO:', 'DISSOLVE TO:', 'SMASH CUT TO:', 'FADE IN:', 'FADE OUT.'])
      expect(isTransition(line), line).toBe(true);
    for (const line of ['Cut to the chase.', 'MARA', 'She walks to: the door'])
      expect(isTransition(line), line).toBe(false);
  });

  it('reads a tag on a line of its own, keeps the first of two, and marks untagged blocks', () => {
    const script = [
      'SHOT 1 — WIDE',
      '[ref:99aa55bb]',
      'Description: Sea.',
      'SHOT 2  [ref:1f0c9a2e0] [ref:abcdef12]',
      'Description: Fish.',
      'Shot of the moon',
      'SHOT 3',
    ].join('\n');
    const read = readScriptRefs(script);
    expect(read.refs).toEqual(['99aa55bb', '1f0c9a2e0', undefined]);
    expect(read.intact).toEqual([false, false, false]);
    expect(read.text).toBe(
      ['SHOT 1 — WIDE', 'Description: Sea.', 'SHOT 2', 'Description: Fish.', 'Shot of the moon', 'SHOT 3'].join('\n'),
    );
  });

  it('knows shot headers from prose', () => {
    expect(isShotHeader('SHOT 3 — CLOSE — 4s')).toBe(true);
    expect(isShotHeader('## Shot 3: close')).toBe(true);
    expect(isShotHeader('shot 3 close 4s  [ref:99aa55bb]')).toBe(true);
    expect(isShotHeader('SHOT 3 · CLOSE · 4s · zoom in  [ref:99aa55bb] [sum:0a1b2c]')).toBe(true);
    expect(isShotHeader('Shot of the sea')).toBe(false);
    expect(isShotHeader('TOTAL: 7s — 2 shots')).toBe(false);
  });
});
