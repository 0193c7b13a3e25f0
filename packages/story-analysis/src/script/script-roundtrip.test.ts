import { linkScript, planScript, shotsOfBlocks, summarizePlan, type PlanBlock, type PlanShot } from '@sym/contracts';
import { describe, expect, it } from 'vitest';
import { parseScriptText } from './script-parser.ts';
import { writeScript } from './script-writer.ts';
import { LIGHTHOUSE } from './script-shots.test-support.ts';

// The episode's shots: the lighthouse story, each with images (and some with videos) to keep.
const SHOTS: PlanShot[] = LIGHTHOUSE.map((shot, index) => ({
  id: `${String(index + 1).repeat(8)}-0000-4000-8000-00000000000${index + 1}`,
  sequence: index + 1,
  type: shot.type,
  description: shot.description,
  action: shot.action,
  duration: shot.duration,
  cameraMotion: shot.cameraMotion,
  dialogue: shot.dialogue,
  images: 2,
  videos: index % 2,
}));
const IDS = SHOTS.map((shot) => shot.id);

/** "Generate script" as the server does it: the local writer, and the links of its blocks kept beside it. */
function generate(options: { prompt?: string; targetDuration?: number } = {}) {
  const script = writeScript({
    shots: SHOTS.map((shot) => ({ ...shot, duration: shot.duration ?? 4 })),
    ...options,
  });
  return { script, links: linkScript(script, IDS) };
}

/** The apply step's reading: the local parser on the text, each block named by the kept link with its text. */
function blocksOf(script: string, links = generate().links): PlanBlock[] {
  const shots = parseScriptText(script);
  const linked = shotsOfBlocks(script, links);
  return shots.map((shot, index) => {
    const shotId = linked[index];
    return { ...shot, ref: shotId?.replace(/-/g, ''), intact: shotId !== undefined };
  });
}

const changesOf = (script: string) =>
  planScript(SHOTS, blocksOf(script)).steps.map((step) => (step.kind === 'keep' ? step.changes : 'added'));

describe('applying a generated screenplay', () => {
  it('keeps every shot by its link and changes nothing when applied as generated, with no tag in the text', () => {
    const { script, links } = generate({ prompt: 'make it tense' });
    expect(script).toMatch(/^SHOT 3 · CLOSE · 4\.5s · zoom in$/m);
    expect(script).not.toMatch(/\[(?:ref|sum):/);
    const plan = planScript(SHOTS, blocksOf(script, links));
    expect(plan.deletedIds).toEqual([]);
    expect(plan.steps).toEqual(
      SHOTS.map((shot, index) => ({ kind: 'keep', block: index, shotId: shot.id, matchedBy: 'ref', changes: {} })),
    );
    expect(summarizePlan(SHOTS, plan)).toMatchObject({ added: 0, updated: 0, unchanged: 6, deleted: 0 });
  });

  it('updates only the shot whose action line the user edited, with the text as edited', () => {
    const { script } = generate();
    const edited = script.replace('Frowns, pulls, points, marked', 'Mara frowns and lowers the telescope.');
    expect(edited).not.toBe(script);
    const changes = changesOf(edited);
    expect(changes.filter((change) => change !== 'added' && Object.keys(change).length > 0)).toHaveLength(1);
    expect(changes[2]).toMatchObject({ action: 'Mara frowns and lowers the telescope.' });
    expect(changes[2]).not.toHaveProperty('type');
    expect(changes[2]).not.toHaveProperty('duration');
    expect(changes[2]).not.toHaveProperty('dialogue');
  });

  it('reads an edited shot line as a change of type, duration or camera of that shot only', () => {
    const edited = generate().script.replace('SHOT 2 · MEDIUM · 3s · tilt up', 'SHOT 2 · CLOSE · 6s · tilt down');
    expect(changesOf(edited)).toEqual([{}, { type: 'close', duration: 6, cameraMotion: 'tilt_down' }, {}, {}, {}, {}]);
  });

  it('changes only durations for a script written to a target duration', () => {
    const changes = changesOf(generate({ targetDuration: 47 }).script);
    for (const change of changes) expect(Object.keys(change)).toEqual(['duration']);
  });

  it('deletes the shot of a removed block and keeps the others with their media', () => {
    const { script } = generate();
    // As a user would: from the last shot line to the end.
    const trimmed = `${script.slice(0, script.lastIndexOf('SHOT ')).trimEnd()}\n`;
    const plan = planScript(SHOTS, blocksOf(trimmed));
    expect(plan.deletedIds).toEqual([SHOTS[5]!.id]);
    expect(plan.steps.map((step) => step.kind === 'keep' && step.matchedBy)).toEqual(Array(5).fill('ref'));
    expect(summarizePlan(SHOTS, plan)).toMatchObject({ updated: 0, deleted: 1, deletedImages: 2 });
  });

  it("finds every shot by order and text without any links, since the script has the shots' own words", () => {
    const { script } = generate({ prompt: 'make it tense' });
    const plan = planScript(SHOTS, blocksOf(script, []));
    expect(plan.deletedIds).toEqual([]);
    expect(plan.steps.map((step) => step.kind === 'keep' && step.shotId)).toEqual(IDS);
    // Read back as the shots say it: nothing to change even without the links' protection.
    expect(plan.steps.map((step) => step.kind === 'keep' && step.changes)).toEqual(SHOTS.map(() => ({})));
  });

  it('lets a block rewritten in place keep its shot and its images', () => {
    const { script } = generate();
    const edited = script.replace('The empty boat. A small tin box tied with string.', 'Gulls circle over the quay.');
    expect(edited).not.toBe(script);
    const plan = planScript(SHOTS, blocksOf(edited));
    expect(plan.deletedIds).toEqual([]);
    expect(plan.steps[4]).toMatchObject({
      kind: 'keep',
      shotId: IDS[4],
      changes: { description: 'Gulls circle over the quay.' },
    });
  });
});
