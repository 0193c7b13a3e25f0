import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { makeShot } from '../components/testData';
import { bodiesOf, storyboardServer } from './storyboardTestServer';

const TEAM_ID = '5b1d7c3e-2a4f-4b6d-8e9f-0a1b2c3d4e5f';
const shots = [
  makeShot('sh1', 1, { description: 'The rocket on the pad' }),
  makeShot('sh2', 2, { description: 'Ada checks the gauges' }),
];
const readOnlyText = 'Your role in this team (viewer) cannot edit. Ask an owner or admin for the editor role.';

/** The episode of a team project, opened by a member with `teamRole`. */
async function openAs(teamRole: 'viewer' | 'editor') {
  const server = storyboardServer(shots, {
    extra: {
      'GET /api/projects/p1': () => ok({ id: 'p1', name: 'Moon Saga', role: 'member', teamRole, teamId: TEAM_ID }),
    },
  });
  renderApp('/projects/p1/scenarios/s1', { isSignedIn: true });
  await screen.findByRole('list', { name: 'Shots in sequence order' });
  return server;
}

const editBar = () => screen.getByRole('group', { name: 'Edit shots' });
const card = (n: number) => screen.getByRole('article', { name: `Shot ${n}` });

beforeEach(() => {
  // jsdom has no layout: the virtualiser's scroll corrections have nowhere to go.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('episode editor for a team role that cannot edit', () => {
  it('says why at the top and disables adding, deleting, generating and the shot editor’s fields', async () => {
    const { fetchMock } = await openAs('viewer');
    expect((await screen.findByTestId('read-only-role-banner')).textContent).toBe(readOnlyText);
    await waitFor(() =>
      expect(within(editBar()).getByRole('button', { name: 'Add shot' })).toHaveProperty('disabled', true),
    );

    fireEvent.click(card(1));
    expect(within(editBar()).getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', true);
    expect(within(editBar()).getByRole('button', { name: 'Duplicate' })).toHaveProperty('disabled', true);
    // The keys that edit do nothing either.
    fireEvent.keyDown(document.body, { key: 'Delete' });
    expect(screen.queryByRole('alertdialog')).toBeNull();

    const generateButtons = within(card(1)).getAllByRole('button', { name: /^Generate/ });
    expect(generateButtons.length).toBeGreaterThan(0);
    for (const button of generateButtons) {
      expect(button).toHaveProperty('disabled', true);
      expect(button.getAttribute('title')).toBe(readOnlyText);
    }

    const description = await screen.findByLabelText('Description');
    expect(description.matches(':disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Close shot editor' })).toHaveProperty('disabled', false);
    expect(bodiesOf(fetchMock, 'DELETE', '/api/scenarios/s1/shots/sh1')).toHaveLength(0);
  });

  it('leaves everything open to an editor', async () => {
    await openAs('editor');
    await waitFor(() =>
      expect(within(editBar()).getByRole('button', { name: 'Add shot' })).toHaveProperty('disabled', false),
    );
    expect(screen.queryByTestId('read-only-role-banner')).toBeNull();
    fireEvent.click(card(1));
    expect((await screen.findByLabelText('Description')).matches(':disabled')).toBe(false);
  });
});
