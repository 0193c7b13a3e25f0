import { describe, expect, it } from 'vitest';
import { blockSums, linkScript, shotsOfBlocks } from './script-links.ts';

const A = '1f0c9a2e-0000-4000-8000-000000000001';
const B = '99aa55bb-1234-4000-8000-000000000003';
const C = '5d41a2ff-1234-4000-8000-000000000004';

const SCRIPT = [
  'TOTAL: 10s — 3 shots',
  '',
  'EXT. HARBOUR — DAY',
  '',
  'SHOT 1 · WIDE · 4s · drone',
  'A grey sea.',
  '',
  'SHOT 2 · CLOSE · 3s',
  'The flounder.',
  '',
  '                    VOICE',
  '          Let me live!',
  '',
  'SHOT 3 · WIDE · 3s',
  'A grey sea.',
  '',
  'FADE OUT.',
  '',
].join('\n');

describe('script links', () => {
  it('links each block to its shot by the checksum of its text, with nothing written into the script', () => {
    const links = linkScript(SCRIPT, [A, B, C]);
    expect(links.map((link) => link.shotId)).toEqual([A, B, C]);
    expect(links.map((link) => link.sum)).toEqual(blockSums(SCRIPT));
    expect(shotsOfBlocks(SCRIPT, links)).toEqual([A, B, C]);
  });

  it('finds untouched blocks wherever they stand; an edited block finds none; identical blocks go in order', () => {
    const links = linkScript(SCRIPT, [A, B, C]);
    const moved = [
      'SHOT 1 · CLOSE · 5s',
      'The flounder.',
      '',
      '                    VOICE',
      '          Let me live!',
      '',
      'SHOT 2 · WIDE · 4s',
      'A grey sea.',
      '',
      'SHOT 3',
      'A grey sea at night.',
    ].join('\n');
    expect(shotsOfBlocks(moved, links)).toEqual([B, A, undefined]);
    // Spacing, scene headings and transitions are not the shot's text; a header change keeps the link too.
    const relaid = SCRIPT.replace(
      'A grey sea.\n\nSHOT 2',
      '  A grey sea.  \n\nCUT TO:\n\nINT. HUT — NIGHT\n\nSHOT 2',
    ).replace('SHOT 2 · CLOSE · 3s', 'SHOT 2 · WIDE · 6s · pan left');
    expect(shotsOfBlocks(relaid, links)).toEqual([A, B, C]);
  });

  it('reads the checksums of an older script without its tags, and links nothing when blocks and shots differ', () => {
    const tagged = SCRIPT.replace(
      'SHOT 1 · WIDE · 4s · drone',
      'SHOT 1 · WIDE · 4s · drone  [ref:1f0c9a2e] [sum:abcdef]',
    );
    expect(blockSums(tagged)).toEqual(blockSums(SCRIPT));
    expect(linkScript(SCRIPT, [A, B])).toEqual([]);
    expect(shotsOfBlocks(SCRIPT, [])).toEqual([undefined, undefined, undefined]);
  });
});
