import type { VariantView } from '@sym/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/fakeApi';
import { makeShot } from '../components/testData';
import { callsTo, fakeScenarioServer, makeAsset, renderShotEditor } from './shotEditorTestHarness';

const STAMP = '2024-03-01T00:00:00.000Z';
const variant = (id: string, name: string): VariantView => ({
  id,
  asset_id: 'a1',
  variant_name: name,
  description: null,
  created_at: STAMP,
  updated_at: STAMP,
  status: 'completed',
  is_primary: name === 'Default',
  variant_images: [],
  output: [],
  image_url: null,
  image_url_thumb: null,
  image_url_small: null,
  video_url: null,
});

describe('the look a character wears in a shot', () => {
  it("lists the linked character's looks and saves the one chosen", async () => {
    const shot = makeShot('sh1', 1, { description: 'Mara in the snow', assetIds: ['a1'] });
    const { fetchMock } = fakeScenarioServer([shot], {
      'GET /api/assets/project/p1': () =>
        ok([makeAsset('a1', { name: 'Mara' }), makeAsset('a2', { name: 'Old pier', type: 'location' })]),
      'GET /api/assets/a1/generations': () =>
        ok([variant('v0', 'Default'), variant('v1', 'School uniform'), variant('v2', 'Winter coat')]),
      'PUT /api/scenarios/s1/shots/sh1/looks': () => ok({ ...shot, looks: { a1: 'v2' } }),
    });
    await renderShotEditor('sh1');
    const select = await screen.findByRole('combobox', { name: 'Mara wears' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Winter coat' })).toBeTruthy());
    expect(screen.queryByRole('combobox', { name: 'Old pier wears' })).toBeNull();
    fireEvent.change(select, { target: { value: 'v2' } });
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT', '/api/scenarios/s1/shots/sh1/looks')).toEqual([
        { assetId: 'a1', variantId: 'v2' },
      ]),
    );
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe('v2'));
  });
});
