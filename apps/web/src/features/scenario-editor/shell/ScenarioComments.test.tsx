import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { bodiesOf, openStoryboard } from '../storyboard/storyboardTestServer';
import { stubReviewServer } from './reviewTestServer';

const items = () => screen.getAllByTestId('comment-item');
/** The panel's threads: the first comment of each (replies sit inside it). */
const threadTexts = () =>
  within(screen.getByRole('list', { name: 'Comment threads' }))
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.getAttribute('aria-label') === 'Comment threads')
    .map((item) => within(item).getAllByTestId('comment-item')[0]!.textContent ?? '');

async function openPanel() {
  fireEvent.click(await screen.findByTestId('comments-panel-toggle'));
  await screen.findByTestId('comments-panel');
  await waitFor(() => expect(items().length).toBeGreaterThan(0));
}

describe('comments in the episode editor', () => {
  it("shows the open threads with author, target, drawing and the body's mentions as plain text", async () => {
    stubReviewServer();
    await openStoryboard();
    await openPanel();

    const texts = threadTexts();
    expect(texts).toHaveLength(3);
    expect(texts[0]).toContain('Carla Client');
    expect(texts[0]).toContain('Guest');
    expect(texts[0]).toContain('Shot 2 · v1');
    expect(texts[1]).toContain('At 0:04');
    expect(texts[2]).toContain('Whole episode');

    const lantern = items().find((item) => item.textContent?.includes('carry a lantern'))!;
    expect(within(lantern).getByTestId('review-annotation-overlay')).toBeTruthy();
    expect(within(lantern).getByText('On it')).toBeTruthy();

    const mine = items().find((item) => item.textContent?.includes('please'))!;
    expect(mine.querySelector('mark')?.textContent).toBe('@Ben Collab');
    expect(mine.querySelector('b')).toBeNull();
    expect(mine.textContent).toContain('please <b>check</b>');
  });

  it('filters open, resolved, mine and by shot, with an empty state when nothing matches', async () => {
    stubReviewServer();
    await openStoryboard();
    await openPanel();

    fireEvent.click(screen.getByTestId('comment-filter-resolved'));
    expect(threadTexts()).toEqual([expect.stringContaining('An old note')]);
    expect(screen.getByTestId('comment-filter-resolved').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByTestId('comment-filter-mine'));
    expect(threadTexts()).toEqual([expect.stringContaining('please')]);

    fireEvent.click(screen.getByTestId('comment-filter-all'));
    expect(threadTexts()).toHaveLength(4);
    fireEvent.change(screen.getByTestId('comment-filter-shot'), { target: { value: 'sh1' } });
    expect(threadTexts()).toEqual([expect.stringContaining('An old note')]);

    fireEvent.click(screen.getByTestId('comment-filter-open'));
    expect(screen.queryByTestId('comment-item')).toBeNull();
    expect(screen.getByText('No matching comments')).toBeTruthy();
  });

  it("counts a shot's open threads on its card and opens the panel on that shot", async () => {
    stubReviewServer();
    const list = await openStoryboard();
    const badge = await within(list).findByTestId('shot-comment-count');
    expect(badge.getAttribute('aria-label')).toBe('1 open comment on shot 2: show it');
    expect(within(list).getAllByTestId('shot-comment-count')).toHaveLength(1);

    fireEvent.click(badge);
    await screen.findByTestId('comments-panel');
    await waitFor(() => expect(threadTexts()).toEqual([expect.stringContaining('carry a lantern')]));
    expect((screen.getByTestId('comment-filter-shot') as HTMLSelectElement).value).toBe('sh2');
  });

  it('replies with an @mention picked from the suggestions', async () => {
    const { fetchMock } = stubReviewServer();
    await openStoryboard();
    await openPanel();
    const lantern = items().find((item) => item.textContent?.includes('carry a lantern'))!;
    fireEvent.click(within(lantern).getByTestId('comment-reply'));

    const box = (await screen.findByTestId('comment-reply-body')) as HTMLTextAreaElement;
    expect(document.activeElement).toBe(box);
    fireEvent.change(box, { target: { value: '@be' } });
    const option = await screen.findByRole('option', { name: /Ben Collab/ });
    expect(option.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box.value).toBe('@Ben Collab ');
    expect(screen.queryByRole('listbox')).toBeNull();

    fireEvent.change(box, { target: { value: '@Ben Collab can you redraw this one?' } });
    fireEvent.click(screen.getByTestId('comment-reply-submit'));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/comments')).toEqual([
        { body: '@Ben Collab can you redraw this one?', parentId: 'c1' },
      ]),
    );
    const reply = await screen.findByText('can you redraw this one?', { exact: false });
    expect(reply.querySelector('mark')?.textContent).toBe('@Ben Collab');
    expect(screen.queryByTestId('comment-reply-body')).toBeNull();
  });

  it('resolves a thread, and deletes my own comment after confirming', async () => {
    const { fetchMock } = stubReviewServer();
    await openStoryboard();
    await openPanel();
    const flash = () => items().find((item) => item.textContent?.includes('too early'));
    expect(within(flash()!).queryByTestId('comment-edit')).toBeNull();
    fireEvent.click(within(flash()!).getByTestId('comment-resolve'));
    await waitFor(() => expect(flash()).toBeUndefined());
    expect(bodiesOf(fetchMock, 'PATCH', '/api/comments/c2')).toEqual([{ resolved: true }]);

    const mine = items().find((item) => item.textContent?.includes('please'))!;
    fireEvent.click(within(mine).getByTestId('comment-delete'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete comment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(items().some((item) => item.textContent?.includes('please'))).toBe(false));
    expect(bodiesOf(fetchMock, 'DELETE', '/api/comments/c3')).toHaveLength(1);
  });

  it('edits my own comment in place', async () => {
    const { fetchMock } = stubReviewServer();
    await openStoryboard();
    await openPanel();
    const mine = items().find((item) => item.textContent?.includes('please'))!;
    fireEvent.click(within(mine).getByTestId('comment-edit'));
    const box = within(mine).getByRole('textbox') as HTMLTextAreaElement;
    expect(box.value).toBe('@Ben Collab please <b>check</b>');
    fireEvent.change(box, { target: { value: 'Checked, thanks' } });
    fireEvent.click(within(mine).getByRole('button', { name: 'Save' }));
    await screen.findByText('Checked, thanks');
    expect(bodiesOf(fetchMock, 'PATCH', '/api/comments/c3')).toEqual([{ body: 'Checked, thanks' }]);
  });

  it('opens the panel at the comment a notification links to, even a resolved one', async () => {
    stubReviewServer();
    renderApp('/projects/p1/scenarios/s1?comment=c4', { isSignedIn: true });
    await screen.findByTestId('comments-panel');
    await waitFor(() => expect(document.activeElement?.id).toBe('comment-c4'));
    expect(document.activeElement?.textContent).toContain('An old note');
    expect(screen.getByTestId('comment-filter-all').getAttribute('aria-pressed')).toBe('true');
  });

  it('writes a new comment on a shot', async () => {
    const { fetchMock } = stubReviewServer([]);
    await openStoryboard();
    fireEvent.click(await screen.findByTestId('comments-panel-toggle'));
    expect(await screen.findByText('No comments yet')).toBeTruthy();
    fireEvent.click(screen.getByTestId('comment-new'));
    fireEvent.change(screen.getByTestId('comment-new-target'), { target: { value: 'sh1' } });
    fireEvent.click(screen.getByTestId('comment-new-draw'));
    expect(screen.getByTestId('review-annotation-canvas').getAttribute('aria-label')).toBe('Draw on shot 1');
    fireEvent.change(screen.getByTestId('comment-new-body'), { target: { value: 'Wider, please' } });
    fireEvent.click(screen.getByTestId('comment-new-submit'));
    await screen.findByText('Wider, please');
    expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/comments')).toEqual([
      { body: 'Wider, please', shotId: 'sh1' },
    ]);
    expect(await screen.findByTestId('shot-comment-count')).toBeTruthy();
  });
});
