import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubReviewServer } from '../shell/reviewTestServer';
import { bodiesOf, openStoryboard } from '../storyboard/storyboardTestServer';

const card = (n: number) => screen.getByRole('article', { name: `Shot ${n}` });
const section = () => screen.getByTestId('shot-comments');

beforeEach(() => {
  // jsdom has no layout: the virtualiser's scroll corrections have nowhere to go.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

async function openShot(n: number) {
  await openStoryboard();
  fireEvent.click(card(n));
  return screen.findByTestId('shot-comments');
}

describe('comments beside the shot, in the shot editor', () => {
  it("lists the shot's open threads with author, take and replies, and resolves one", async () => {
    const { fetchMock } = stubReviewServer();
    await openShot(2);
    const list = await within(section()).findByRole('list', { name: 'Open comments on shot 2' });
    expect(within(section()).getByRole('heading', { name: 'Open comments (1)' })).toBeTruthy();
    const [thread, reply] = within(list).getAllByTestId('comment-item');
    expect(thread!.textContent).toContain('Carla Client');
    expect(thread!.textContent).toContain('Shot 2 · v1');
    expect(thread!.textContent).toContain('The keeper should carry a lantern');
    expect(reply!.textContent).toContain('On it');
    // The panel's copy of a comment is the one a notification's link scrolls to.
    expect(thread!.id).toBe('');

    fireEvent.click(within(thread!).getByTestId('comment-resolve'));
    expect(await within(section()).findByText('No open comments on shot 2.')).toBeTruthy();
    expect(bodiesOf(fetchMock, 'PATCH', '/api/comments/c1')).toEqual([{ resolved: true }]);
  });

  it('replies in a thread from the shot editor', async () => {
    const { fetchMock } = stubReviewServer();
    await openShot(2);
    const list = await within(section()).findByRole('list', { name: 'Open comments on shot 2' });
    fireEvent.click(within(list).getByTestId('comment-reply'));
    fireEvent.change(await within(section()).findByTestId('comment-reply-body'), {
      target: { value: 'Lantern added' },
    });
    fireEvent.click(within(section()).getByTestId('comment-reply-submit'));
    expect(await within(section()).findByText('Lantern added')).toBeTruthy();
    expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/comments')).toEqual([
      { body: 'Lantern added', parentId: 'c1' },
    ]);
  });

  it('says when a shot has no open thread, and adds a comment on it, with a drawing on its picture', async () => {
    const { fetchMock } = stubReviewServer();
    await openShot(1);
    // Shot 1 only has a resolved thread: the panel shows those.
    expect(await within(section()).findByText('No open comments on shot 1.')).toBeTruthy();
    fireEvent.click(within(section()).getByTestId('shot-comment-draw'));
    expect(within(section()).getByTestId('review-annotation-canvas').getAttribute('aria-label')).toBe('Draw on shot 1');
    const body = within(section()).getByLabelText('Comment on shot 1');
    fireEvent.change(body, { target: { value: 'Closer on the pad' } });
    fireEvent.click(within(section()).getByTestId('shot-comment-submit'));

    const list = await within(section()).findByRole('list', { name: 'Open comments on shot 1' });
    expect(within(list).getByText('Closer on the pad')).toBeTruthy();
    expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/comments')).toEqual([
      { body: 'Closer on the pad', shotId: 'sh1' },
    ]);
    expect((body as HTMLTextAreaElement).value).toBe('');
    expect(within(section()).queryByTestId('review-annotation-canvas')).toBeNull();

    fireEvent.click(within(section()).getByTestId('shot-comments-panel'));
    const panel = await screen.findByTestId('comments-panel');
    expect((within(panel).getByTestId('comment-filter-shot') as HTMLSelectElement).value).toBe('sh1');
  });
});
