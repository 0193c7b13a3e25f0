import { linkScript, planScript, type PlanShot } from '@sym/contracts';
import { describe, expect, it } from 'vitest';
import { parseScriptText, writeScript } from '@sym/story-analysis/engine';
import { readScriptBlocks } from './script-blocks.ts';

const shots: PlanShot[] = [
  {
    id: '0a1b2c3d-0000-4000-8000-000000000001',
    sequence: 1,
    type: 'establishing',
    description: 'A launch pad at dawn, mist over the sea.',
    action: 'Gulls circle the tower',
    duration: 4.2,
    cameraMotion: 'drone',
    images: 2,
    videos: 1,
  },
  {
    id: '0a1b2c3d-1111-4000-8000-000000000002',
    sequence: 2,
    type: 'extreme_close',
    description: 'Ada checks the gauges.',
    action: '',
    duration: null,
    cameraMotion: 'zoom_in',
    dialogue: '"All green."',
    images: 1,
    videos: 0,
  },
];
const parse = async (text: string) => parseScriptText(text);

describe('script round trip (local writer and parser)', () => {
  it('names every block by the links kept for the script, and plans no change for the unchanged script', async () => {
    const ids = shots.map((shot) => shot.id);
    const script = writeScript({
      shots: shots.map((shot) => ({ ...shot, duration: shot.duration ?? 4 })),
      prompt: 'make it tense',
    });
    expect(script).not.toMatch(/\[(?:ref|sum):/);
    const blocks = await readScriptBlocks(script, parse, linkScript(script, ids));
    expect(blocks.map((block) => block.ref)).toEqual(ids.map((id) => id.replace(/-/g, '')));
    expect(blocks.map((block) => block.intact)).toEqual([true, true]);
    expect(blocks[1]).toMatchObject({ type: 'extreme_close', cameraMotion: 'zoom_in', dialogue: 'All green.' });
    const plan = planScript(shots, blocks);
    expect(plan.deletedIds).toEqual([]);
    expect(plan.steps.map((step) => step.kind === 'keep' && step.matchedBy)).toEqual(['ref', 'ref']);
    // The quotes around a line of dialogue are the script's way of writing it, not a change.
    expect(plan.steps.map((step) => step.kind === 'keep' && step.changes)).toEqual([{}, {}]);
  });

  it('drops the refs when the parser reads a different number of blocks than there are headers', async () => {
    const blocks = await readScriptBlocks('SHOT 1  [ref:0a1b2c3d0]\nDescription: Sea.', async () => [
      ...(await parse('SHOT 1\nDescription: Sea.')),
      ...(await parse('SHOT 2\nDescription: Sky.')),
    ]);
    expect(blocks.map((block) => block.ref)).toEqual([undefined, undefined]);
  });
});
