import { serverMessage } from '@sym/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../app/i18n';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { call } from '../../../lib/transport';
import { ok, stubApi } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

/** The server's 403 for a professional feature, as the API sends it: text, code and parameters. */
function refusal(feature: string, name: string) {
  const message = serverMessage('feature.upgrade', {
    edition: 'Motion Maker Pro',
    feature: name,
    featureCode: `featureName.${feature}`,
  });
  return {
    status: 403,
    body: {
      success: false,
      error: { code: 'FORBIDDEN', message: message.text, messageCode: message.code, messageParams: message.params },
    },
  };
}

describe('upgrade notices', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('says, in the user’s language and wherever the call was made, that a feature needs the upgrade', async () => {
    window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
    stubApi({
      'GET /api/projects': () => ok({ items: [], total: 0, limit: 20, offset: 0 }),
      'GET /api/scenarios/s1/scenes': () => refusal('scene_grouping', 'scene grouping'),
      'PUT /api/scenarios/s1/tracks/reorder': () => refusal('advanced_editor', 'the advanced editor'),
    });
    renderApp('/projects', { isSignedIn: true, tier: 'sym' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeTruthy();

    await act(async () => {
      await expect(call('scenario.scenes', { id: 's1' })).rejects.toMatchObject({ status: 403 });
    });
    const notices = await screen.findByRole('region', { name: 'Upgrade notices' });
    const first = within(notices).getByRole('status');
    expect(first.textContent).toContain('Upgrade to Motion Maker Pro to use scene grouping.');
    expect(within(first).getByRole('link', { name: 'Upgrade to Motion Maker Pro' }).getAttribute('href')).toBe(
      '/credits',
    );

    // Shown in the interface's language, the feature's name too.
    await act(async () => {
      await i18n.changeLanguage('de');
    });
    expect(within(notices).getByRole('status').textContent).toContain(
      'Wechsle zu Motion Maker Pro, um die Gruppierung nach Szenen zu nutzen.',
    );

    await act(async () => {
      await expect(call('scenario.tracks.reorder', { id: 's1', tracks: [] })).rejects.toMatchObject({ status: 403 });
    });
    await waitFor(() => expect(within(notices).getAllByRole('status')).toHaveLength(2));
    fireEvent.click(within(notices).getAllByRole('button', { name: 'Schließen' })[0]!);
    await waitFor(() => expect(within(notices).getAllByRole('status')).toHaveLength(1));
    expect(within(notices).getByRole('status').textContent).toContain('den erweiterten Editor');
  });
});
