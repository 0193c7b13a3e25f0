import { describe, expect, it } from 'vitest';
import { loadStoryFixtures } from '../quality/story-fixtures.ts';
import { stopEngineThread } from './engine-thread.ts';
import { analyzeStory, breakdownShots, parseScript, repairSplitText } from './threaded-engine.ts';

const fixtures = loadStoryFixtures();

describe('the story engine on its own thread', () => {
  it('analyses on its own thread: the main event loop keeps turning through a 100,000-character story', async () => {
    let story = '';
    for (let index = 0; story.length < 100_000; index++) story += `${fixtures[index % fixtures.length]?.story}\n\n`;
    await analyzeStory('The fox ran.');
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    const assets = await analyzeStory(story);
    const shots = await breakdownShots({ story, assets });
    clearInterval(ticker);
    expect(shots.length).toBeGreaterThan(100);
    // On the main thread the loop would not turn once until the work was done (seconds of CPU).
    expect(ticks).toBeGreaterThan(5);
  });

  it('starts a new thread after the old one stopped', async () => {
    await analyzeStory('The fox ran to the forest. The fox slept in the forest.');
    await stopEngineThread();
    const assets = await analyzeStory('The fox ran to the forest. The fox slept in the forest.');
    expect(assets.map((asset) => asset.name)).toContain('Fox');
  });

  it("rejects with the engine's own input errors, carried across the thread", async () => {
    await expect(parseScript('just some prose')).rejects.toMatchObject({
      name: 'StoryAnalysisError',
      reason: 'input',
      isRetryable: false,
      message: 'Failed to parse script',
    });
    await expect(
      repairSplitText({ originalText: 'Fox.', cutPosition: 0, firstPart: '', secondPart: 'Fox.' }),
    ).rejects.toMatchObject({ reason: 'input', message: 'Cannot cut at this position - both parts must have content' });
  });
});
