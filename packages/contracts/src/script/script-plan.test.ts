import { describe, expect, it } from 'vitest';
import { planScript, shotTextChanges, summarizePlan, type PlanBlock, type PlanShot } from './script-plan.ts';
import { textSimilarity } from './text-similarity.ts';

const shot = (id: string, sequence: number, description: string, extra: Partial<PlanShot> = {}): PlanShot => ({
  id,
  sequence,
  type: 'medium',
  description,
  action: '',
  duration: 4,
  cameraMotion: 'auto',
  images: 0,
  videos: 0,
  ...extra,
});
const block = (description: string, extra: Partial<PlanBlock> = {}): PlanBlock => ({
  type: 'medium',
  description,
  action: '',
  duration: 4,
  cameraMotion: 'auto',
  ...extra,
});

const ID = (n: number) => `${String(n).repeat(8)}-0000-4000-8000-00000000000${n}`;
const SHOTS = [
  shot(ID(1), 1, 'A garden of cabbages in the sun', { images: 3, videos: 1 }),
  shot(ID(2), 2, 'A fairy lifts a baby from a cabbage', { images: 2 }),
  shot(ID(3), 3, 'She shows the baby to the camera', { images: 1, videos: 2 }),
];
const ref = (n: number) => String(n).repeat(8);
const tagged = () => SHOTS.map((s, index) => block(s.description, { ref: ref(index + 1) }));

describe('planScript', () => {
  it('keeps every shot unchanged for the script written from them', () => {
    const plan = planScript(SHOTS, tagged());
    expect(plan.deletedIds).toEqual([]);
    expect(plan.steps).toEqual(
      SHOTS.map((s, index) => ({ kind: 'keep', block: index, shotId: s.id, matchedBy: 'ref', changes: {} })),
    );
    expect(summarizePlan(SHOTS, plan)).toEqual({
      added: 0,
      updated: 0,
      unchanged: 3,
      deleted: 0,
      deletedImages: 0,
      deletedVideos: 0,
      isReordered: false,
      deletedSequences: [],
      matchedByText: [],
    });
  });

  it('changes no text of a shot whose intact block names it, but still its type, duration and camera', () => {
    const reworded = (index: number, extra: Partial<PlanBlock> = {}) =>
      block(`${SHOTS[index]!.description.toUpperCase()} — in the writer's words.`, {
        ref: ref(index + 1),
        action: 'Something else',
        dialogue: 'A line',
        ...extra,
      });
    const plan = planScript(SHOTS, [
      reworded(0, { intact: true }),
      reworded(1, { intact: true, duration: 6, cameraMotion: 'drone' }),
      reworded(2, { intact: false }),
    ]);
    expect(plan.steps.map((step) => step.kind === 'keep' && step.changes)).toEqual([
      {},
      { duration: 6, cameraMotion: 'drone' },
      { description: reworded(2).description, action: 'Something else', dialogue: 'A line' },
    ]);
    // Intact only counts for the shot the ref names: an intact block matched by text is read as written.
    const unknownRef = planScript(SHOTS, [reworded(0, { intact: true, ref: 'abcdef12' })]);
    expect(unknownRef.steps[0]).toMatchObject({ kind: 'keep', matchedBy: 'text' });
    expect(unknownRef.steps[0]?.kind === 'keep' && unknownRef.steps[0].changes.description).toBeTruthy();
  });

  it('updates only the edited block, adds an untagged new one, deletes a removed one, in script order', () => {
    const blocks = tagged();
    blocks[1] = { ...blocks[1]!, description: 'A fairy holds a baby', type: 'close' };
    blocks.splice(0, 1);
    blocks.push(block('The end card'));
    const plan = planScript(SHOTS, blocks);
    expect(plan.steps).toEqual([
      {
        kind: 'keep',
        block: 0,
        shotId: ID(2),
        matchedBy: 'ref',
        changes: { description: 'A fairy holds a baby', type: 'close' },
      },
      { kind: 'keep', block: 1, shotId: ID(3), matchedBy: 'ref', changes: {} },
      { kind: 'add', block: 2 },
    ]);
    expect(plan.deletedIds).toEqual([ID(1)]);
    expect(summarizePlan(SHOTS, plan)).toMatchObject({
      added: 1,
      updated: 1,
      unchanged: 1,
      deleted: 1,
      deletedImages: 3,
      deletedVideos: 1,
      deletedSequences: [1],
    });
  });

  it('follows a reordered script and treats a copied tag as untagged', () => {
    const [first, second, third] = tagged();
    const plan = planScript(SHOTS, [third!, first!, second!, { ...second!, description: 'Something else entirely' }]);
    expect(plan.steps.map((step) => (step.kind === 'keep' ? step.shotId : 'new'))).toEqual([
      ID(3),
      ID(1),
      ID(2),
      'new',
    ]);
    expect(summarizePlan(SHOTS, plan).isReordered).toBe(true);
  });

  it('matches an untagged script by order and text: an edited block keeps its shot, a removed one deletes it', () => {
    const plan = planScript(SHOTS, [
      block('A garden of cabbages in the bright sun'),
      block('She shows the baby to the camera and smiles'),
    ]);
    expect(plan.steps).toMatchObject([
      {
        kind: 'keep',
        shotId: ID(1),
        matchedBy: 'text',
        changes: { description: 'A garden of cabbages in the bright sun' },
      },
      { kind: 'keep', shotId: ID(3), matchedBy: 'text' },
    ]);
    expect(plan.deletedIds).toEqual([ID(2)]);
    expect(summarizePlan(SHOTS, plan).matchedByText).toEqual([
      { sequence: 1, block: 1 },
      { sequence: 3, block: 2 },
    ]);
  });

  it('gives a block rewritten in place the shot it stands in for, between blocks that kept theirs', () => {
    const [first, second, third] = tagged();
    const rewritten = block('Nothing of the old words is left here');
    const middle = planScript(SHOTS, [first!, rewritten, third!]);
    expect(middle.steps[1]).toEqual({
      kind: 'keep',
      block: 1,
      shotId: ID(2),
      matchedBy: 'place',
      changes: { description: rewritten.description },
    });
    expect(middle.deletedIds).toEqual([]);
    expect(summarizePlan(SHOTS, middle).matchedByText).toEqual([{ sequence: 2, block: 2 }]);
    // At either end too.
    const ends = planScript(SHOTS, [rewritten, second!, block('Another ending entirely')]);
    expect(ends.steps.map((step) => step.kind === 'keep' && step.shotId)).toEqual([ID(1), ID(2), ID(3)]);
    // Two blocks where one shot stood: which one replaces it is unclear, so both are new and the shot goes.
    const two = planScript(SHOTS, [first!, rewritten, block('And a second new block'), third!]);
    expect(two.steps.map((step) => step.kind)).toEqual(['keep', 'add', 'add', 'keep']);
    expect(two.deletedIds).toEqual([ID(2)]);
  });

  it('replaces everything when an untagged script shares nothing with the shots', () => {
    const plan = planScript(SHOTS, [block('A lighthouse at dusk'), block('The keeper climbs the stairs')]);
    expect(plan.steps.map((step) => step.kind)).toEqual(['add', 'add']);
    expect(summarizePlan(SHOTS, plan)).toMatchObject({ deleted: 3, deletedImages: 6, deletedVideos: 3 });
  });

  it('ignores a tag naming no shot of the episode', () => {
    const plan = planScript(SHOTS, [block('A garden of cabbages in the sun', { ref: 'abcdef12' })]);
    expect(plan.steps).toMatchObject([{ kind: 'keep', shotId: ID(1), matchedBy: 'text', changes: {} }]);
  });
});

describe('shotTextChanges', () => {
  it('does not count what the script only rounded or respaced', () => {
    const base = shot('x', 1, 'Sea  and sky', { duration: 3.3, dialogue: 'Hello' });
    expect(shotTextChanges(base, block('Sea and sky', { duration: 3.5, dialogue: 'Hello' }))).toEqual({});
    expect(
      shotTextChanges({ ...base, duration: null }, block('Sea and sky', { duration: 4, dialogue: 'Hello' })),
    ).toEqual({});
    expect(shotTextChanges(base, block('Sea and sky', { duration: 6 }))).toEqual({ duration: 6, dialogue: null });
  });
});

describe('textSimilarity', () => {
  it('compares words, not order, case or punctuation', () => {
    expect(textSimilarity('The sea, grey.', 'grey the SEA')).toBe(1);
    expect(textSimilarity('a b c d', 'a b x y')).toBe(0.5);
    expect(textSimilarity('', 'sea')).toBe(0);
  });
});
