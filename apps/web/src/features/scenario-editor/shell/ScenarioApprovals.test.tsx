import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodiesOf, openStoryboard } from '../storyboard/storyboardTestServer';
import { stubApprovalsServer } from './approvalsTestServer';

const APPROVALS = '/api/scenarios/s1/approvals';
const badgeTexts = (list: HTMLElement) =>
  within(list)
    .getAllByTestId('shot-approval-state')
    .map((badge) => badge.textContent);
const tipOf = (badge: HTMLElement) => document.getElementById(badge.getAttribute('aria-describedby')!)!;

describe('approvals in the episode editor', () => {
  it("shows the counts and each shot's state, with who gave it and the note on hover or focus", async () => {
    stubApprovalsServer();
    const list = await openStoryboard();
    expect((await screen.findByTestId('approval-counts')).textContent).toBe('1 of 3 approved');
    expect(screen.getByTestId('approval-changes-count').textContent).toBe('· 1 with changes requested');
    await waitFor(() =>
      expect(badgeTexts(list)).toEqual(['Approved', 'Changes requested', 'Approved on an earlier version']),
    );

    const changes = within(list).getAllByTestId('shot-approval-state')[1]!;
    const tip = tipOf(changes);
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(tip.className).toContain('hidden');
    fireEvent.focus(changes);
    expect(tip.className).not.toContain('hidden');
    expect(tip.textContent).toContain('By Carla Client (guest)');
    expect(tip.textContent).toContain('Given on v1');
    expect(tip.textContent).toContain('Give the keeper a lantern');
    fireEvent.keyDown(changes, { key: 'Escape' });
    expect(tip.className).toContain('hidden');
    fireEvent.blur(changes);
    fireEvent.mouseEnter(changes);
    expect(tip.className).not.toContain('hidden');
  });

  it("approves a shot in one click from its card's menu and counts it at once", async () => {
    const { fetchMock } = stubApprovalsServer();
    const list = await openStoryboard();
    await screen.findByTestId('approval-counts');
    fireEvent.click(within(list).getByRole('button', { name: 'Review shot 3' }));
    fireEvent.click(screen.getByTestId('shot-approve'));

    await waitFor(() => expect(screen.getByTestId('approval-counts').textContent).toBe('2 of 3 approved'));
    expect(bodiesOf(fetchMock, 'POST', APPROVALS)).toEqual([{ shotId: 'sh3', state: 'approved', note: '' }]);
    expect(badgeTexts(list)[2]).toBe('Approved');
    // The menu gave the focus back to its button.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Review shot 3');
  });

  it('requests changes on a shot with a note', async () => {
    const { fetchMock } = stubApprovalsServer();
    const list = await openStoryboard();
    await screen.findByTestId('approval-counts');
    fireEvent.click(within(list).getByRole('button', { name: 'Review shot 1' }));
    fireEvent.click(screen.getByTestId('shot-request-changes'));

    const dialog = await screen.findByRole('dialog', { name: 'Request changes on shot 1' });
    const note = within(dialog).getByTestId('approval-note');
    expect(document.activeElement).toBe(note);
    fireEvent.change(note, { target: { value: '  Darker sky, please  ' } });
    fireEvent.keyDown(note, { key: 'Enter', ctrlKey: true });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf(fetchMock, 'POST', APPROVALS)).toEqual([
      { shotId: 'sh1', state: 'changes_requested', note: 'Darker sky, please' },
    ]);
    expect(screen.getByTestId('approval-counts').textContent).toBe('0 of 3 approved');
    expect(badgeTexts(list)[0]).toBe('Changes requested');
  });

  it('approves the whole episode from the header', async () => {
    const { fetchMock } = stubApprovalsServer();
    await openStoryboard();
    await screen.findByTestId('approval-counts');
    expect(screen.queryByTestId('episode-approval-state')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Review the whole episode' }));
    fireEvent.click(screen.getByTestId('episode-approve-note'));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the whole episode' });
    fireEvent.click(within(dialog).getByTestId('approval-submit'));

    expect((await screen.findByTestId('episode-approval-state')).textContent).toBe('Episode approved');
    expect(bodiesOf(fetchMock, 'POST', APPROVALS)).toEqual([{ state: 'approved', note: '' }]);
    expect(screen.getByTestId('approval-counts').textContent).toBe('1 of 3 approved');
  });
});
