import { describe, expect, it } from 'vitest';
import {
  createInputOf,
  emptyDraft,
  moveItem,
  parseDraft,
  selectedAssets,
  shotsFromBreakdown,
  type WizardAsset,
} from './wizardDraft';
import { stepIssue } from './stepIssue';

const asset = (key: string, name: string, decision: WizardAsset['decision'] = 'pending'): WizardAsset => ({
  key,
  name,
  type: 'character',
  description: `${name} description`,
  aliases: [],
  decision,
  imageUrl: null,
  job: null,
});

describe('wizard draft', () => {
  it('reads a stored draft back, and falls back to a fresh one when it is malformed', () => {
    const draft = { ...emptyDraft(), step: 4, name: 'Fox Tale', story: 'Once' };
    expect(parseDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
    expect(parseDraft({ ...draft, step: 9 })).toEqual(emptyDraft());
    expect(parseDraft({ ...draft, aspectRatio: 'wide' })).toEqual(emptyDraft());
    expect(parseDraft({ ...draft, version: 2 })).toEqual(emptyDraft());
    expect(parseDraft('nonsense')).toEqual(emptyDraft());
    expect(parseDraft(null)).toEqual(emptyDraft());
  });

  it('stops Next with the spec texts: name, story, at least one asset', () => {
    expect(stepIssue({ ...emptyDraft(), step: 1, name: '  ' })).toBe('wizard.setup.nameRequired');
    expect(stepIssue({ ...emptyDraft(), step: 1, name: 'Fox' })).toBeNull();
    expect(stepIssue({ ...emptyDraft(), step: 3, story: '\n' })).toBe('wizard.story.required');
    const rejected = [asset('a', 'Fox', 'rejected')];
    expect(stepIssue({ ...emptyDraft(), step: 4, assets: rejected })).toBe('wizard.assets.required');
    expect(stepIssue({ ...emptyDraft(), step: 4, assets: [...rejected, asset('b', 'Crow', 'skipped')] })).toBeNull();
  });

  it('selects every asset the user did not reject', () => {
    const assets = [asset('a', 'Fox', 'approved'), asset('b', 'Crow', 'rejected'), asset('c', 'Tree', 'skipped')];
    expect(selectedAssets(assets).map((item) => item.key)).toEqual(['a', 'c']);
  });

  it('ties planned shots to assets by name, case-insensitively', () => {
    const shots = shotsFromBreakdown(
      [
        {
          type: 'close',
          description: 'The fox looks up',
          action: 'Looks',
          duration: 3,
          cameraMotion: 'tilt_up',
          assetNames: ['fox', 'Ghost'],
        },
      ],
      [asset('a', 'Fox'), asset('b', 'Crow')],
    );
    expect(shots[0]).toMatchObject({ type: 'close', assetKeys: ['a'], duration: 3 });
  });

  it('moves shots within range only', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, -2)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('builds the create-with-story request without rejected assets or links to them', () => {
    const draft = {
      ...emptyDraft(),
      name: ' Fox Tale ',
      story: ' Once upon a time ',
      customStyle: '  ',
      assets: [asset('a', 'Fox', 'approved'), asset('b', 'Crow', 'rejected')],
      shots: [
        {
          key: 's1',
          type: 'medium' as const,
          description: 'Both',
          action: '',
          duration: 0,
          cameraMotion: 'auto' as const,
          assetKeys: ['a', 'b'],
        },
      ],
    };
    const input = createInputOf(draft);
    expect(input).toMatchObject({
      name: 'Fox Tale',
      story: 'Once upon a time',
      style: { preset: 'photorealistic', custom_description: null, reference_image_url: null },
      assets: [{ key: 'a', name: 'Fox', imageUrl: null }],
      shots: [{ assetKeys: ['a'], duration: null }],
    });
    expect(input.assets).toHaveLength(1);
  });
});
