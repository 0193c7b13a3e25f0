import { describe, expect, it } from 'vitest';
import type { StoryAsset } from '@sym/contracts';
import { AppError } from '../../errors/app-error.ts';
import { ProviderError } from '../../providers/provider.ts';
import { createLocalTextProvider } from '../../providers/text/local/local-text.provider.ts';
import { goesBy, loadStoryFixtures } from '@sym/story-analysis/quality';
import type { TextProvider } from '../../providers/text/text-provider.ts';
import { StoryService } from './story.service.ts';

const local = createLocalTextProvider();
const noRequests = { enqueue: () => Promise.reject(new Error('not used')) };
const noFiles = { put: () => Promise.reject(new Error('not used')) };
const service = new StoryService({ text: () => local, requests: noRequests, files: noFiles });
const words = (text: string) => text.toLowerCase().match(/[a-z']+/g) ?? [];

describe('the wizard story service on the fixture stories', () => {
  for (const fixture of loadStoryFixtures()) {
    describe(fixture.slug, () => {
      it('finds the expected characters and locations, typed right', async () => {
        const { assets } = await service.analyze({ story: fixture.story });
        for (const [type, names] of [
          ['character', fixture.expected.characters],
          ['location', fixture.expected.locations],
        ] as const) {
          for (const name of names) {
            const found = assets.find((asset) => goesBy(asset, name));
            expect(found, `${type} ${name}`).toBeDefined();
            expect(found!.type).toBe(type);
          }
        }
      });

      it('breaks it into shots that cover the story in order and reference the assets they mention', async () => {
        const { assets } = await service.analyze({ story: fixture.story });
        const { shots } = await service.breakdown({ story: fixture.story, assets, targetDuration: 60 });
        expect(shots.length).toBeGreaterThan(3);
        // In order and complete: each shot carries story text verbatim (beside added framing such as
        // 'Establishing view: Meadow.' or 'Fox speaks.', with speech in `dialogue`); its first run of four or
        // more words is found further along the story than the shot before, and the last shot reaches the end.
        const text = fixture.story.replace(/\s+/g, ' ');
        const runsOf = (shot: (typeof shots)[number]) =>
          [shot.description, shot.dialogue ?? '']
            .join(' ')
            .split(/[.!?,;:"“”]+/)
            .map((run) => run.trim())
            .filter((run) => run.split(' ').length >= 4);
        let cursor = 0;
        for (const shot of shots) {
          const found = runsOf(shot)
            .map((run) => text.indexOf(run, cursor))
            .filter((index) => index >= 0);
          expect(found.length, `"${shot.description.slice(0, 50)}" after ${cursor}`).toBeGreaterThan(0);
          cursor = Math.min(...found);
        }
        const lastRuns = runsOf(shots.at(-1)!);
        const endOfLast = Math.max(...lastRuns.map((run) => text.lastIndexOf(run) + run.length));
        expect(text.length - endOfLast).toBeLessThan(40);
        const total = shots.reduce((sum, shot) => sum + shot.duration, 0);
        expect(Math.abs(total - 60)).toBeLessThan(15);
        // Every shot names each asset whose name or alias it mentions.
        for (const shot of shots) {
          const text = ` ${words(`${shot.description} ${shot.action}`).join(' ')} `;
          for (const asset of assets) {
            const isMentioned = [asset.name, ...asset.aliases].some((name) =>
              text.includes(` ${words(name).join(' ')} `),
            );
            if (isMentioned) expect(shot.assetNames, `${asset.name} in "${shot.description}"`).toContain(asset.name);
          }
        }
      });
    });
  }
});

describe('story service errors', () => {
  const failing = (error: unknown): TextProvider => ({
    ...local,
    analyzeStory: () => Promise.reject(error),
    breakdownShots: () => Promise.reject(error),
  });

  it('answers a provider failure with the wizard texts (502), a refused input with 422 on the story', async () => {
    const broken = new StoryService({ text: () => failing(new Error('down')), requests: noRequests, files: noFiles });
    await expect(broken.analyze({ story: 'x' })).rejects.toMatchObject({
      message: 'Failed to analyze story. Please try again.',
      status: 502,
    });
    await expect(broken.breakdown({ story: 'x', assets: [] })).rejects.toMatchObject({
      message: 'Failed to generate shots. Please try again.',
    });
    const refused = new StoryService({
      text: () => failing(new ProviderError('input', 'Too short')),
      requests: noRequests,
      files: noFiles,
    });
    const error = await refused.analyze({ story: 'x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'story', message: 'Too short' }] });
  });

  it('refuses a preview without a description before spending anything', async () => {
    const asset: Pick<StoryAsset, 'name' | 'type'> = { name: 'Fox', type: 'character' };
    await expect(
      service.generateAssetPreview({ id: 'u', tier: 'sym' }, { ...asset, description: '  ' }),
    ).rejects.toMatchObject({ details: [{ field: 'description', message: 'Image generation needs a description' }] });
  });
});
