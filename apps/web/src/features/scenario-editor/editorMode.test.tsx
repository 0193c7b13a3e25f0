import { FEATURE_GATES, TIER_CONFIGS, isFeatureEnabled, type Tier } from '@sym/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WEB_STORAGE_KEYS } from '../../lib/storage/keys';
import { creditRoutes } from '../../test/creditFixtures';
import { ok, stubApi } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';
import { makeScenario, makeShot } from './components/testData';
import { ADVANCED_EDITOR_CONTROLS, EDITOR_CONTROLS, editorModeOf, showsInMode } from './editorMode';
import { fakeScenarioServer, makeGeneration, renderShotEditor } from './shot-editor/shotEditorTestHarness';
import { makeTrack } from './timeline/timelineTestData';

const modeOf = (tier: Tier) => editorModeOf((feature) => isFeatureEnabled(TIER_CONFIGS[tier], feature));

describe('editor modes', () => {
  it('gives the base edition (simplified_ui, no advanced_editor) the simple editor and the professional one all', () => {
    expect(modeOf('sym')).toBe('simple');
    expect(modeOf('motionmaker')).toBe('advanced');
  });

  it("keeps the advanced editor's controls those of the feature gate table", () => {
    expect([...ADVANCED_EDITOR_CONTROLS].sort()).toEqual([...FEATURE_GATES.advanced_editor.controls].sort());
  });

  it('keeps every panel of spec §2 in the simple editor and hides only the advanced controls', () => {
    for (const control of Object.keys(EDITOR_CONTROLS) as (keyof typeof EDITOR_CONTROLS)[]) {
      expect(showsInMode('advanced', control), control).toBe(true);
      expect(showsInMode('simple', control), control).toBe(!EDITOR_CONTROLS[control]);
    }
    for (const panel of ['storyboard.views', 'timeline.voiceClips', 'script.editor', 'exports.render'] as const) {
      expect(showsInMode('simple', panel)).toBe(true);
    }
  });
});

const PLAN = {
  version: 1,
  setting: { place: 'lighthouse', interior: true, name: 'the old lighthouse', details: [], source: { from: 'text' } },
  time: 'night',
  weather: 'clear',
  light: 'dark',
  figures: [],
  props: [],
  framing: { shotType: 'wide', angle: 'eye', subject: null },
  style: {},
};

describe('the shot editor in each mode', () => {
  const open = async (tier: Tier) => {
    fakeScenarioServer([makeShot('sh1', 1, { description: 'Mara climbs the stairs' })], {
      'GET /api/scenarios/s1/shots/sh1/generations': () =>
        ok([makeGeneration('g1', { scene: PLAN as never, isPrimary: true })]),
    });
    const view = await renderShotEditor('sh1', tier);
    await screen.findByLabelText('Description');
    await screen.findByRole('list', { name: 'Generated images' });
    return view;
  };

  it('shows the base edition the fields a story needs, without the advanced ones', async () => {
    await open('sym');
    for (const field of ['Description', 'Action', 'Shot type', 'Camera motion', 'Animation instructions']) {
      expect(screen.getByLabelText(field), field).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: 'Assets in this shot' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Generate' })).toBeTruthy();
    expect(screen.queryByLabelText('Modification prompt')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Reference image' })).toBeNull();
    // What an image was drawn from stays: it explains the picture to anyone.
    const [image] = within(screen.getByRole('list', { name: 'Generated images' })).getAllByRole('listitem');
    expect(image!.querySelector('details')).not.toBeNull();
  });

  it('shows the professional edition every field and the reference image', async () => {
    await open('motionmaker');
    expect(screen.getByLabelText('Modification prompt')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Reference image' })).toBeTruthy();
    const [image] = within(screen.getByRole('list', { name: 'Generated images' })).getAllByRole('listitem');
    expect(image!.querySelector('details')).not.toBeNull();
  });
});

describe('the timeline in each mode', () => {
  const open = async (tier: Tier) => {
    window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
    const shots = [makeShot('sh1', 1, { duration: 4, imageUrl: '/media/shot-one-image-key-0001.png' })];
    stubApi(
      creditRoutes(42, {
        'GET /api/projects/p1': () => ok({ id: 'p1', name: 'Moon Saga', role: 'owner' }),
        'GET /api/scenarios/s1': () => ok(makeScenario({ shots })),
        'GET /api/scenarios/s1/shots': () => ok(shots),
        'GET /api/scenarios/s1/tracks': () =>
          ok([makeTrack('t1', 0, { name: 'Music' }), makeTrack('t2', 1, { name: 'Rain' })]),
        'GET /api/scenarios/s1/voice-clips': () => ok([]),
        'GET /api/speech/voices': () => ok([{ id: 'en-m1', name: 'English, male', language: 'en' }]),
      }),
    );
    renderApp('/projects/p1/scenarios/s1?tab=timeline', { isSignedIn: true, tier });
    return screen.findByRole('group', { name: 'Track Music' });
  };

  it('shows the base edition its tracks without order, exact offsets, cache panel or voice choice', async () => {
    const music = await open('sym');
    expect(within(music).getByRole('button', { name: 'Mute Music' })).toBeTruthy();
    expect(within(music).getByRole('slider', { name: 'Volume of Music' })).toBeTruthy();
    expect(within(music).queryByRole('button', { name: 'Move Music down' })).toBeNull();
    expect(within(music).queryByLabelText('Offset (s)')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Video cache' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add voice clip' }));
    const form = await screen.findByRole('form', { name: 'New voice clip' });
    expect(within(form).getByLabelText('Line')).toBeTruthy();
    expect(within(form).queryByLabelText('Voice')).toBeNull();
    expect(within(form).getByRole('link', { name: 'Upgrade to Motion Maker Pro' })).toBeTruthy();
  });

  it('shows the professional edition every control', async () => {
    const music = await open('motionmaker');
    expect(within(music).getByRole('button', { name: 'Move Music down' })).toBeTruthy();
    expect(within(music).getByLabelText('Offset (s)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Video cache' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add voice clip' }));
    const form = await screen.findByRole('form', { name: 'New voice clip' });
    expect(await within(form).findByLabelText('Voice')).toBeTruthy();
  });
});
