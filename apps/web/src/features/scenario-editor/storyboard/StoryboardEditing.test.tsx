import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { renderApp } from '../../../test/renderApp';
import { makeShot } from '../components/testData';
import { bodiesOf, storyboardServer } from './storyboardTestServer';

const shots = [
  makeShot('sh1', 1, { description: 'The rocket on the pad', duration: 4, assetIds: ['as1'] }),
  makeShot('sh2', 2, { description: 'Ada checks the gauges', type: 'close', imageUrl: '/media/shot-two-0001.png' }),
  makeShot('sh3', 3, { description: 'Countdown clock', cameraMotion: 'zoom_in' }),
];

async function openStoryboard() {
  renderApp('/projects/p1/scenarios/s1', { isSignedIn: true });
  return screen.findByRole('list', { name: 'Shots in sequence order' });
}

const cardTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('article')
    .map((card) => `${card.getAttribute('aria-label')}: ${card.querySelector('p')?.textContent ?? ''}`);

/** The storyboard's own message (the shot editor beside it may show alerts of its own). */
async function findAlert(text: string) {
  const message = await screen.findByText(text);
  expect(message.closest('[role="alert"]')).toBeTruthy();
}
const editBar = () => screen.getByRole('group', { name: 'Edit shots' });
const card = (n: number) => screen.getByRole('article', { name: `Shot ${n}` });
const press = (key: string, modifiers: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(document.body, { key, ...modifiers });

beforeEach(() => {
  // jsdom has no layout: the virtualiser's scroll corrections have nowhere to go.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('storyboard editing', () => {
  it('moves the selected shot with Alt+arrow, saves the order, and Ctrl+Z puts it back', async () => {
    const { fetchMock } = storyboardServer(shots);
    const list = await openStoryboard();
    // Each card tells how to move it.
    const instructions = document.getElementById(card(1).getAttribute('aria-describedby') ?? '');
    expect(instructions?.textContent).toBe('Drag a shot to move it, or select it and press Alt with an arrow key.');
    fireEvent.click(card(1));
    expect(within(card(1)).getByText('Selected')).toBeTruthy();

    press('ArrowRight', { altKey: true });
    await waitFor(() =>
      expect(cardTexts(list)).toEqual([
        'Shot 1: Ada checks the gauges',
        'Shot 2: The rocket on the pad',
        'Shot 3: Countdown clock',
      ]),
    );
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'PUT', '/api/scenarios/s1/shots/reorder')).toEqual([
        { shotIds: ['sh2', 'sh1', 'sh3'] },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Undo reorder shots' })).toBeTruthy();

    press('z', { ctrlKey: true });
    await waitFor(() => expect(bodiesOf(fetchMock, 'PUT', '/api/scenarios/s1/shots/reorder')).toHaveLength(2));
    expect(bodiesOf(fetchMock, 'PUT', '/api/scenarios/s1/shots/reorder')[1]).toEqual({
      shotIds: ['sh1', 'sh2', 'sh3'],
    });
    await waitFor(() => expect(cardTexts(list)[0]).toBe('Shot 1: The rocket on the pad'));
    expect(within(editBar()).getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', true);
  });

  it('redoes with Ctrl+Shift+Z and Ctrl+Y what Ctrl+Z undid, and the Redo button says what', async () => {
    const { fetchMock } = storyboardServer(shots);
    const list = await openStoryboard();
    const reorders = () => bodiesOf(fetchMock, 'PUT', '/api/scenarios/s1/shots/reorder');
    fireEvent.click(card(1));
    press('ArrowRight', { altKey: true });
    await waitFor(() => expect(reorders()).toHaveLength(1));
    expect(within(editBar()).getByRole('button', { name: 'Redo' })).toHaveProperty('disabled', true);

    press('z', { ctrlKey: true });
    await waitFor(() => expect(cardTexts(list)[0]).toBe('Shot 1: The rocket on the pad'));
    const redo = await within(editBar()).findByRole('button', { name: 'Redo reorder shots' });
    expect(redo).toHaveProperty('disabled', false);

    press('Z', { ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(cardTexts(list)[0]).toBe('Shot 1: Ada checks the gauges'));
    expect(reorders()[2]).toEqual({ shotIds: ['sh2', 'sh1', 'sh3'] });

    press('z', { metaKey: true });
    await waitFor(() => expect(cardTexts(list)[0]).toBe('Shot 1: The rocket on the pad'));
    press('y', { ctrlKey: true });
    await waitFor(() => expect(cardTexts(list)[0]).toBe('Shot 1: Ada checks the gauges'));
    expect(reorders()).toHaveLength(5);
    expect(within(editBar()).getByRole('button', { name: 'Redo' })).toHaveProperty('disabled', true);
  });

  it('redoes a delete that was undone: the shots brought back are deleted again', async () => {
    const { fetchMock } = storyboardServer(shots);
    const list = await openStoryboard();
    fireEvent.click(card(2));
    press('Delete');
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    press('z', { ctrlKey: true });
    await waitFor(() => expect(cardTexts(list)[1]).toBe('Shot 2: Ada checks the gauges'));
    const [restored] = bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/shots');
    expect(restored).toMatchObject({ sequence: 2, description: 'Ada checks the gauges' });

    press('y', { ctrlKey: true });
    await waitFor(() => expect(cardTexts(list)).toEqual(['Shot 1: The rocket on the pad', 'Shot 2: Countdown clock']));
    expect(within(editBar()).getByRole('button', { name: 'Redo' })).toHaveProperty('disabled', true);
    expect(within(editBar()).getByRole('button', { name: /^Undo delete/ })).toBeTruthy();
  });

  it('rolls a failed reorder back and says so', async () => {
    storyboardServer(shots, { failing: 'PUT /api/scenarios/s1/shots/reorder' });
    const list = await openStoryboard();
    fireEvent.click(card(3));
    press('ArrowUp', { altKey: true });
    await findAlert('Failed to reorder shots');
    expect(cardTexts(list)).toEqual([
      'Shot 1: The rocket on the pad',
      'Shot 2: Ada checks the gauges',
      'Shot 3: Countdown clock',
    ]);
    expect(within(editBar()).getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', true);
  });

  it('deletes the selection after confirming, and Undo creates the shots again in their places', async () => {
    const { fetchMock } = storyboardServer(shots);
    const list = await openStoryboard();
    fireEvent.click(card(1));
    fireEvent.click(card(3), { ctrlKey: true });
    expect(within(editBar()).getByText('2 selected')).toBeTruthy();

    press('Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete shots' });
    expect(dialog.textContent).toContain('Delete 2 shot(s)? Undo brings them back, without their earlier generations.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(bodiesOf(fetchMock, 'DELETE', '/api/scenarios/s1/shots/sh1')).toHaveLength(0);

    press('Backspace');
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(cardTexts(list)).toEqual(['Shot 1: Ada checks the gauges']));
    expect(bodiesOf(fetchMock, 'DELETE', '/api/scenarios/s1/shots/sh1')).toHaveLength(1);
    expect(bodiesOf(fetchMock, 'DELETE', '/api/scenarios/s1/shots/sh3')).toHaveLength(1);

    fireEvent.click(within(editBar()).getByRole('button', { name: 'Undo delete 2 shots' }));
    await waitFor(() =>
      expect(cardTexts(list)).toEqual([
        'Shot 1: The rocket on the pad',
        'Shot 2: Ada checks the gauges',
        'Shot 3: Countdown clock',
      ]),
    );
    const created = bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/shots');
    expect(created.map((body) => [body.sequence, body.description, body.assetIds])).toEqual([
      [1, 'The rocket on the pad', ['as1']],
      [3, 'Countdown clock', []],
    ]);
    expect(created[0]).toMatchObject({ duration: 4, type: 'medium', cameraMotion: 'auto' });
    expect(created[1]).toMatchObject({ cameraMotion: 'zoom_in' });
  });

  it('says when a delete failed and keeps the shot', async () => {
    storyboardServer(shots, { failing: 'DELETE /api/scenarios/s1/shots/sh2' });
    const list = await openStoryboard();
    fireEvent.click(card(2));
    fireEvent.click(within(editBar()).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await findAlert('Failed to delete shot');
    expect(within(list).getAllByRole('article')).toHaveLength(3);
  });

  it('duplicates the selection with Ctrl+D (the copy selected), and Undo deletes the copy', async () => {
    const { fetchMock } = storyboardServer(shots);
    const list = await openStoryboard();
    fireEvent.click(card(2));
    press('d', { ctrlKey: true });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(4));
    expect(cardTexts(list)[2]).toBe('Shot 3: Ada checks the gauges');
    expect(within(card(3)).getByText('Selected')).toBeTruthy();
    expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/shots/sh2/duplicate')).toHaveLength(1);

    press('z', { metaKey: true });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3));
    expect(bodiesOf(fetchMock, 'DELETE', '/api/scenarios/s1/shots/n1')).toHaveLength(1);
  });

  it('adds a shot after the selected one, or last when none is selected', async () => {
    const { fetchMock } = storyboardServer(shots);
    const list = await openStoryboard();
    fireEvent.click(card(1));
    fireEvent.click(within(editBar()).getByRole('button', { name: 'Add shot' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(4));
    expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/shots')).toEqual([{ sequence: 2 }]);
    expect(within(card(2)).getByText('Selected')).toBeTruthy();
    expect(card(2).textContent).toContain('No description yet.');

    press('Escape');
    const add = within(editBar()).getByRole('button', { name: 'Add shot' });
    await waitFor(() => expect(add).toHaveProperty('disabled', false));
    fireEvent.click(add);
    // Only the cards in view are rendered: count by the toolbar.
    expect(await screen.findByText('5 shots')).toBeTruthy();
    expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/shots')[1]).toEqual({});
  });

  it("shows 'Failed to add shot' when the server refuses", async () => {
    storyboardServer(shots, { failing: 'POST /api/scenarios/s1/shots' });
    await openStoryboard();
    fireEvent.click(within(editBar()).getByRole('button', { name: 'Add shot' }));
    await findAlert('Failed to add shot');
  });

  it('selects ranges with Shift+click, moves the selection with arrows, Home and End, Ctrl+A selects all', async () => {
    storyboardServer(shots);
    await openStoryboard();
    fireEvent.click(card(1));
    fireEvent.click(card(3), { shiftKey: true });
    expect(within(editBar()).getByText('3 selected')).toBeTruthy();

    press('ArrowLeft');
    expect(within(editBar()).getByText('1 selected')).toBeTruthy();
    expect(within(card(2)).getByText('Selected')).toBeTruthy();
    press('Home');
    expect(within(card(1)).getByText('Selected')).toBeTruthy();
    press('End');
    expect(within(card(3)).getByText('Selected')).toBeTruthy();
    press('ArrowLeft', { shiftKey: true });
    expect(within(editBar()).getByText('2 selected')).toBeTruthy();
    press('a', { ctrlKey: true });
    expect(within(editBar()).getByText('3 selected')).toBeTruthy();
    press('Escape');
    expect(within(editBar()).queryByText(/selected/)).toBeNull();
    // Keys typed into a text field are the field's.
    const field = document.createElement('input');
    document.body.append(field);
    fireEvent.keyDown(field, { key: 'Delete' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    field.remove();
  });

  it('shows asset names on Deluxe cards, compact cards in Simple view, and one shot at a time in Full view', async () => {
    storyboardServer(shots);
    await openStoryboard();
    expect(await within(card(1)).findByText('Ada')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Simple' }));
    expect(screen.getByRole('button', { name: 'Simple' }).getAttribute('aria-pressed')).toBe('true');
    expect(window.localStorage.getItem(WEB_STORAGE_KEYS.storyboardView)).toBe('simple');
    expect(card(2).textContent).toContain('Close-up');
    expect(within(card(2)).queryByRole('button')).toBeNull();
    expect(card(2).textContent).not.toContain('Ada checks the gauges');

    fireEvent.click(screen.getByRole('button', { name: 'Full' }));
    const list = screen.getByRole('list', { name: 'Shots in sequence order' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Shot 1']);
    expect(screen.getByText('Shot 1 of 3')).toBeTruthy();
    // Nothing selected yet: the arrow moves on from the shot shown.
    press('ArrowRight');
    expect(within(list).getByRole('article').getAttribute('aria-label')).toBe('Shot 2');
    expect(within(editBar()).getByText('1 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next shot' }));
    expect(within(list).getByRole('article').getAttribute('aria-label')).toBe('Shot 3');
    expect(screen.getByRole('button', { name: 'Next shot' })).toHaveProperty('disabled', true);
  });

  it('keeps the chosen view on the next visit', async () => {
    window.localStorage.setItem(WEB_STORAGE_KEYS.storyboardView, 'simple');
    storyboardServer(shots);
    await openStoryboard();
    expect(screen.getByRole('button', { name: 'Simple' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(card(1)).queryByRole('button')).toBeNull();
  });

  it('renders only the cards in view of a long storyboard', async () => {
    const many = Array.from({ length: 300 }, (_, index) => makeShot(`m${index + 1}`, index + 1));
    storyboardServer(many);
    const list = await openStoryboard();
    const rendered = within(list).getAllByRole('article');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(30);
    expect(rendered[0]!.getAttribute('aria-label')).toBe('Shot 1');
    expect(screen.getByText('300 shots')).toBeTruthy();
  });
});
