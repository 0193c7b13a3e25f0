import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadStoryFixtures } from '@sym/story-analysis/quality';
import { ProviderError } from '../../provider.ts';
import { createLocalTextProvider } from './local-text.provider.ts';

const provider = createLocalTextProvider();

describe('createLocalTextProvider', () => {
  it('declares a free, local text provider', () => {
    expect(provider.info).toMatchObject({
      id: 'local',
      name: 'Local story analysis (rule-based)',
      kind: 'text',
      isLocal: true,
      creditsPerUnit: 0,
    });
  });

  it('runs the whole flow: analysis, breakdown, script and back, with progress', async () => {
    const [fixture] = loadStoryFixtures();
    if (!fixture) throw new Error('no fixtures');
    const progress: number[] = [];
    const assets = await provider.analyzeStory(fixture.story, { onProgress: (percent) => progress.push(percent) });
    expect(progress).toEqual([0, 100]);
    const shots = await provider.breakdownShots({ story: fixture.story, assets, targetDuration: 40 });
    expect(shots.reduce((sum, shot) => sum + shot.duration, 0)).toBe(40);
    const script = await provider.generateScript({ shots, prompt: 'Gentle and warm', targetDuration: 40 });
    expect(script.startsWith('NOTE: Gentle and warm\n')).toBe(true);
    // The screenplay rewords descriptions and actions (script.test.ts checks its wording); the shots themselves
    // come back: how many, their framing, camera, timing and lines.
    const parsed = await provider.parseScript(script);
    const frame = ({ type, cameraMotion, duration, dialogue }: (typeof shots)[number]) => ({
      type,
      cameraMotion,
      duration,
      dialogue,
    });
    expect(parsed.map(frame)).toEqual(shots.map(frame));
  });

  it('gives the same output for the same input, whatever the seed', async () => {
    const [fixture] = loadStoryFixtures();
    const story = fixture?.story ?? '';
    expect(await provider.analyzeStory(story, { seed: 1 })).toEqual(await provider.analyzeStory(story, { seed: 2 }));
  });

  it('rejects with input errors for unreadable scripts and empty cuts', async () => {
    await expect(provider.parseScript('just some prose')).rejects.toThrow(ProviderError);
    await expect(provider.parseScript('just some prose')).rejects.toMatchObject({
      reason: 'input',
      message: 'Failed to parse script',
    });
    await expect(
      provider.repairSplitText({ originalText: 'Fox.', cutPosition: 0, firstPart: '', secondPart: 'Fox.' }),
    ).rejects.toMatchObject({ reason: 'input', message: 'Cannot cut at this position - both parts must have content' });
  });

  it("reads the example of the editor's format help as it says", async () => {
    const locale = JSON.parse(
      readFileSync(new URL('../../../../../web/src/locales/en.json', import.meta.url), 'utf8'),
    ) as {
      scriptEditor: { format: { example: string } };
    };
    expect(await provider.parseScript(locale.scriptEditor.format.example)).toEqual([
      {
        type: 'establishing',
        description: 'Mist rolls over the sea around the launch pad.',
        action: '',
        duration: 4,
        cameraMotion: 'drone',
        assetNames: [],
      },
      {
        type: 'close',
        description: 'Ada checks the gauges.',
        action: 'She taps the glass.',
        duration: 3,
        cameraMotion: 'auto',
        assetNames: [],
        dialogue: 'All green.',
      },
    ]);
  });

  it('does not start work that was already cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(provider.analyzeStory('The fox ran.', { signal: controller.signal })).rejects.toThrow();
  });
});
