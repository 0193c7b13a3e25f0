import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodiesOf, openStoryboard } from '../storyboard/storyboardTestServer';
import { notAnImage, stubApprovalsServer } from './approvalsTestServer';

const labels = (root: HTMLElement) =>
  within(root)
    .getAllByTestId('take-label')
    .map((label) => label.textContent);
const item = (panel: HTMLElement, label: string) =>
  within(panel)
    .getAllByTestId('take-item')
    .find((entry) => within(entry).getByTestId('take-label').textContent === label)!;
const shotListReads = (fetchMock: ReturnType<typeof stubApprovalsServer>['fetchMock']) =>
  bodiesOf(fetchMock, 'GET', '/api/scenarios/s1/shots').length;

async function openTakes(list: HTMLElement, n = 1) {
  fireEvent.click(await within(list).findByRole('button', { name: `Takes of shot ${n}` }));
  await screen.findByRole('dialog', { name: `Takes of shot ${n}` });
  return screen.getByTestId('shot-takes');
}

describe('takes in the episode editor', () => {
  it('lists every take newest first, numbered per kind, the current ones marked', async () => {
    stubApprovalsServer();
    const panel = await openTakes(await openStoryboard());
    await waitFor(() => expect(labels(panel)).toEqual(['Video v1', 'v2', 'v1']));
    expect(within(item(panel, 'Video v1')).getByTestId('take-current')).toBeTruthy();
    expect(within(item(panel, 'v2')).getByTestId('take-current')).toBeTruthy();
    expect(within(item(panel, 'v1')).queryByTestId('take-current')).toBeNull();
    // The current takes cannot be chosen again; the others can.
    expect(within(item(panel, 'v2')).queryByTestId('take-use')).toBeNull();
    expect(within(item(panel, 'v1')).getByTestId('take-use')).toBeTruthy();
  });

  it('compares two picked takes side by side, the picture beside the clip', async () => {
    stubApprovalsServer();
    const panel = await openTakes(await openStoryboard());
    await waitFor(() => expect(labels(panel)).toHaveLength(3));
    expect(within(panel).getByText('Pick two takes to compare them side by side')).toBeTruthy();
    fireEvent.click(within(item(panel, 'v1')).getByTestId('take-compare-select'));
    expect(within(panel).getByText('1 take picked: pick one more to compare')).toBeTruthy();
    fireEvent.click(within(item(panel, 'Video v1')).getByTestId('take-compare-select'));

    const compare = within(panel).getByTestId('takes-compare');
    expect(
      within(compare)
        .getAllByTestId('takes-compare-label')
        .map((label) => label.textContent),
    ).toEqual(['v1', 'Video v1']);
    expect(within(compare).getByRole('img', { name: 'Take v1' })).toBeTruthy();
    expect(compare.querySelector('video')?.getAttribute('aria-label')).toBe('Take Video v1');

    fireEvent.click(within(compare).getByTestId('takes-compare-close'));
    expect(within(panel).queryByTestId('takes-compare')).toBeNull();
  });

  it('uses an older take and undoes it from the toast, reading the shot again each time', async () => {
    const { fetchMock } = stubApprovalsServer();
    const panel = await openTakes(await openStoryboard());
    await waitFor(() => expect(labels(panel)).toHaveLength(3));
    const readsBefore = shotListReads(fetchMock);
    fireEvent.click(within(item(panel, 'v1')).getByTestId('take-use'));

    const toast = await within(panel).findByTestId('take-toast');
    expect(toast.textContent).toContain('v1 is now the current take of shot 1.');
    expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/shots/sh1/versions/g1/use')).toHaveLength(1);
    await waitFor(() => expect(within(item(panel, 'v1')).getByTestId('take-current')).toBeTruthy());
    await waitFor(() => expect(shotListReads(fetchMock)).toBeGreaterThan(readsBefore));
    expect(bodiesOf(fetchMock, 'GET', '/api/scenarios/s1/approvals').length).toBeGreaterThan(1);

    fireEvent.click(within(toast).getByTestId('take-undo'));
    await waitFor(() => expect(within(panel).getByTestId('take-toast').textContent).toContain('Back to v2 on shot 1.'));
    expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/shots/sh1/versions/g2/use')).toHaveLength(1);
    expect(within(panel).queryByTestId('take-undo')).toBeNull();
    await waitFor(() => expect(within(item(panel, 'v2')).getByTestId('take-current')).toBeTruthy());
  });

  it('keeps the undo toast at the bottom of the window once the panel is closed', async () => {
    stubApprovalsServer();
    const panel = await openTakes(await openStoryboard());
    await waitFor(() => expect(labels(panel)).toHaveLength(3));
    fireEvent.click(within(item(panel, 'v1')).getByTestId('take-use'));
    await within(panel).findByTestId('take-toast');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('shot-takes')).toBeNull());

    const toast = screen.getByTestId('take-toast');
    expect(within(toast).getByTestId('take-undo')).toBeTruthy();
    fireEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('take-toast')).toBeNull();
  });

  it('uploads a picture as a new current take, and says why a file is refused', async () => {
    const { uploads } = stubApprovalsServer({ uploadReply: notAnImage });
    const panel = await openTakes(await openStoryboard());
    await waitFor(() => expect(labels(panel)).toHaveLength(3));
    const input = within(panel).getByTestId('take-upload') as HTMLInputElement;
    expect(input.accept).toContain('image/webp');

    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect((await within(panel).findByTestId('take-upload-error')).textContent).toBe(
      'notes.txt cannot be a take: choose a PNG, JPEG or WebP picture or an MP4, WebM or MOV video.',
    );
    expect(uploads).toHaveLength(0);

    const png = new File([new Uint8Array([137, 80, 78, 71])], 'sketch.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    await waitFor(() =>
      expect(within(panel).getByTestId('take-upload-error').textContent).toBe(
        'sketch.png was not accepted: Please select an image file (PNG, JPEG, WebP or GIF)',
      ),
    );
    expect(uploads).toHaveLength(1);
    expect((uploads[0]!.get('file') as File).name).toBe('sketch.png');
  });

  it('shows an uploaded take as current and tagged, with undo back to the picture before', async () => {
    const { uploads } = stubApprovalsServer();
    const panel = await openTakes(await openStoryboard());
    await waitFor(() => expect(labels(panel)).toHaveLength(3));
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'sketch.png', { type: 'image/png' });
    fireEvent.change(within(panel).getByTestId('take-upload'), { target: { files: [png] } });

    const toast = await within(panel).findByTestId('take-toast');
    expect(toast.textContent).toContain('Your take is now the current take of shot 1.');
    expect(uploads).toHaveLength(1);
    await waitFor(() => expect(labels(panel)).toEqual(['v3', 'Video v1', 'v2', 'v1']));
    expect(within(item(panel, 'v3')).getByTestId('take-uploaded')).toBeTruthy();
    expect(within(item(panel, 'v3')).getByTestId('take-current')).toBeTruthy();
    expect(within(toast).getByTestId('take-undo')).toBeTruthy();
  });

  it('offers videos in the file picker, and uploads one as the current video with undo back to the clip before', async () => {
    const { uploads, fetchMock } = stubApprovalsServer();
    const panel = await openTakes(await openStoryboard());
    await waitFor(() => expect(labels(panel)).toHaveLength(3));
    const input = within(panel).getByTestId('take-upload') as HTMLInputElement;
    for (const accepted of ['video/mp4', 'video/webm', 'video/quicktime', '.mov', 'image/png']) {
      expect(input.accept.split(','), accepted).toContain(accepted);
    }
    expect(within(panel).getByText(/or an MP4, WebM or MOV video \(at most 50 MB\)/)).toBeTruthy();

    // Over 50 MB: named before anything is sent.
    const huge = new File([new Uint8Array(8)], 'long.mov', { type: 'video/quicktime' });
    Object.defineProperty(huge, 'size', { value: 51 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [huge] } });
    expect((await within(panel).findByTestId('take-upload-error')).textContent).toBe(
      'long.mov is too large: a video can be at most 50 MB.',
    );
    expect(uploads).toHaveLength(0);

    // A browser that gives no type: the name decides.
    const clip = new File([new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112])], 'rough cut.webm');
    fireEvent.change(input, { target: { files: [clip] } });
    const toast = await within(panel).findByTestId('take-toast');
    expect(toast.textContent).toContain('Your take is now the current take of shot 1.');
    expect(within(panel).queryByTestId('take-upload-error')).toBeNull();
    expect((uploads[0]!.get('file') as File).name).toBe('rough cut.webm');
    await waitFor(() => expect(labels(panel)).toEqual(['Video v2', 'Video v1', 'v2', 'v1']));
    expect(within(item(panel, 'Video v2')).getByTestId('take-current')).toBeTruthy();
    expect(within(item(panel, 'v2')).getByTestId('take-current')).toBeTruthy();

    // Undo makes the clip that was current before current again (not the picture).
    fireEvent.click(within(toast).getByTestId('take-undo'));
    await waitFor(() =>
      expect(within(panel).getByTestId('take-toast').textContent).toContain('Back to Video v1 on shot 1.'),
    );
    expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/shots/sh1/versions/v1/use')).toHaveLength(1);
    expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/shots/sh1/versions/g2/use')).toHaveLength(0);
  });

  it('says so when a shot has no takes yet', async () => {
    stubApprovalsServer();
    const panel = await openTakes(await openStoryboard(), 2);
    expect(await within(panel).findByText('No takes yet')).toBeTruthy();
    expect(within(panel).getByText('Generate a picture, or upload your own take.')).toBeTruthy();
  });
});
