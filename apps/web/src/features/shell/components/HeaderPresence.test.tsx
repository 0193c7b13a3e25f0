import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_USER, stubApi } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { collaborationStore } from '../../collaboration';

const P = '11111111-1111-4111-8111-111111111111';
const NAMES = ['Bob Marley', 'Grace Hopper', 'Alan Turing', 'Hedy Lamarr', 'Claude Shannon'];
const users = [
  { userId: TEST_USER.id, username: TEST_USER.name, email: TEST_USER.email, socketId: 's0' },
  ...NAMES.map((name, index) => ({
    userId: `00000000-0000-4000-8000-00000000000${index + 1}`,
    username: name,
    email: `u${index}@example.com`,
    socketId: `s${index + 1}`,
    activity: { activity: 'editing_shot' as const, timestamp: Date.now() },
  })),
];

afterEach(() => collaborationStore.reset());

describe('header presence', () => {
  it('shows the other people in the project, 4 then +N, with what they do, in the professional edition', async () => {
    stubApi({});
    renderApp(`/projects/${P}/scenarios`, { isSignedIn: true, tier: 'motionmaker' });
    await screen.findByRole('navigation', { name: 'Project sections' });
    act(() => collaborationStore.receive('project:users', { projectId: P, users }));
    const list = await screen.findByRole('list', { name: 'People here now' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]!.title).toBe('Bob Marley — Editing a shot');
    expect(items.some((item) => item.title.startsWith(TEST_USER.name))).toBe(false);
    expect(items[4]!.textContent).toContain('+1');
    act(() => collaborationStore.receive('user:left', { projectId: P, userId: users[1]!.userId }));
    expect(within(list).getAllByRole('listitem')[0]!.title).toBe('Grace Hopper — Editing a shot');
  });

  it('shows no avatars without the collaboration feature', async () => {
    stubApi({});
    renderApp(`/projects/${P}/scenarios`, { isSignedIn: true, tier: 'sym' });
    await screen.findByRole('navigation', { name: 'Project sections' });
    act(() => collaborationStore.receive('project:users', { projectId: P, users }));
    expect(screen.queryByRole('list', { name: 'People here now' })).toBeNull();
  });
});
