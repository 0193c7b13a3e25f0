import type { ApiKeyView } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { fail, ok, stubApi, type ApiRoutes } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

const pipeline: ApiKeyView = {
  id: 'k1',
  name: 'Pipeline',
  prefix: 'sym_ab12cd',
  createdAt: '2026-01-15T09:30:00.000Z',
  expiresAt: '2026-04-15T09:30:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  status: 'active',
};

/** A professional site over HTTP only (the test socket never connects). */
function openPage(routes: ApiRoutes, tier: 'sym' | 'motionmaker' = 'motionmaker') {
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
  const fetchMock = stubApi(routes);
  renderApp('/api-keys', { isSignedIn: true, tier });
  return fetchMock;
}

describe('API keys page', () => {
  it('shows the empty state, creates a key with Enter and shows its secret once', async () => {
    let keys: ApiKeyView[] = [];
    let sent: unknown;
    openPage({
      'GET /api/api-keys': () => ok(keys),
      'POST /api/api-keys': (body) => {
        sent = body;
        keys = [pipeline];
        return ok({ key: pipeline, secret: 'sym_ab12cdSECRET' });
      },
    });
    expect(await screen.findByText('No API keys yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'API reference' }).getAttribute('href')).toBe('/api/reference');

    const name = screen.getByLabelText('Name');
    fireEvent.change(name, { target: { value: 'Pipeline' } });
    fireEvent.change(screen.getByLabelText('Expires after'), { target: { value: '30' } });
    fireEvent.submit(name.closest('form')!);

    const dialog = await screen.findByRole('dialog', { name: 'API key "Pipeline" created' });
    expect(sent).toEqual({ name: 'Pipeline', expiresInDays: 30 });
    expect(within(dialog).getByDisplayValue('sym_ab12cdSECRET')).toBeTruthy();
    expect(within(dialog).getByText(/You will not see it again/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByDisplayValue('sym_ab12cdSECRET')).toBeNull();

    const row = await screen.findByRole('listitem', { name: 'Pipeline' });
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText(/Never used/)).toBeTruthy();
  });

  it('revokes a key after confirmation', async () => {
    let keys: ApiKeyView[] = [pipeline];
    const fetchMock = openPage({
      'GET /api/api-keys': () => ok(keys),
      'DELETE /api/api-keys/k1': () => {
        keys = [{ ...pipeline, status: 'revoked', revokedAt: '2026-01-20T09:30:00.000Z' }];
        return ok(keys[0]);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Pipeline' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke API key' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('API key "Pipeline" revoked')).toBeTruthy();
    const row = await screen.findByRole('listitem', { name: 'Pipeline' });
    await waitFor(() => expect(within(row).getByText('Revoked')).toBeTruthy());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('shows the server refusal when creating fails', async () => {
    openPage({
      'GET /api/api-keys': () => ok([]),
      'POST /api/api-keys': () => fail(429, 'RATE_LIMITED', 'Rate limited'),
    });
    const name = await screen.findByLabelText('Name');
    fireEvent.change(name, { target: { value: 'Pipeline' } });
    fireEvent.submit(name.closest('form')!);
    expect(await screen.findByText('Rate limited')).toBeTruthy();
  });

  it('tells the base edition that API keys are a professional feature, without asking for keys', async () => {
    const fetchMock = openPage({}, 'sym');
    expect(await screen.findByText('API keys are a MotionMaker feature')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/api-keys'))).toBe(false);
  });
});
