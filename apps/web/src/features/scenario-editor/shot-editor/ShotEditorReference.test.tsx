import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/fakeApi';
import { elapse, installFakeClock } from '../../../test/fakeClock';
import { makeShot } from '../components/testData';
import { SAVE_DEBOUNCE_MS } from './autosave/shotEditSaver';
import { fakeScenarioServer, makeAsset, renderShotEditor } from './shotEditorTestHarness';

const WIZARD_IMAGE = '/media/fox-wizard-image-key-0001.png';
const WIZARD_THUMB = '/media/fox-wizard-thumb-key-0001.webp';

describe('shot editor asset images', () => {
  it('offers an asset whose image was bought in the wizard, showing that image, and uses the full image', async () => {
    installFakeClock();
    const { state } = fakeScenarioServer([makeShot('sh1', 1, { description: 'The fox looks up' })], {
      // As the server lists it: no upload, the image comes from the asset's Default variant.
      'GET /api/assets/project/p1': () =>
        ok([
          {
            ...makeAsset('a1', { name: 'Fox', imageUrl: WIZARD_IMAGE }),
            image_url: WIZARD_IMAGE,
            image_url_thumb: WIZARD_THUMB,
            image_source: 'variant',
            reference_image: null,
          },
          makeAsset('a2', { name: 'Crow' }),
        ]),
    });
    await renderShotEditor('sh1', 'motionmaker');

    // The shot's asset list shows each asset with its image too.
    const foxChip = (await screen.findByRole('checkbox', { name: 'Fox' })).closest('label')!;
    expect(within(foxChip).getByRole('presentation').getAttribute('src')).toBe(WIZARD_THUMB);
    const crowChip = screen.getByRole('checkbox', { name: 'Crow' }).closest('label')!;
    expect(within(crowChip).queryByRole('presentation')).toBeNull();

    const fox = screen.getByRole('button', { name: 'Use the image of Fox' });
    expect(within(fox).getByRole('presentation').getAttribute('src')).toBe(WIZARD_THUMB);
    expect(screen.queryByRole('button', { name: 'Use the image of Crow' })).toBeNull();
    expect(screen.queryByText('No asset of this project has an image yet.')).toBeNull();

    fireEvent.click(fox);
    expect((await screen.findByRole('img', { name: 'Reference image of shot 1' })).getAttribute('src')).toBe(
      WIZARD_IMAGE,
    );
    expect(screen.getByRole('button', { name: 'Use the image of Fox' }).getAttribute('aria-pressed')).toBe('true');
    await elapse(SAVE_DEBOUNCE_MS);
    await waitFor(() => expect(state.shots[0]!.referenceImageUrl).toBe(WIZARD_IMAGE));
  });

  it('says no asset has an image when none has', async () => {
    fakeScenarioServer([makeShot('sh1', 1, { description: 'The fox looks up' })], {
      'GET /api/assets/project/p1': () => ok([makeAsset('a2', { name: 'Crow' })]),
    });
    await renderShotEditor('sh1', 'motionmaker');
    expect(await screen.findByText('No asset of this project has an image yet.')).toBeTruthy();
  });
});
