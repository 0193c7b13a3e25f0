import type { AnnotationShape } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { bodiesOf, openStoryboard } from '../storyboard/storyboardTestServer';
import { COMMENTS, comment, stubReviewServer } from './reviewTestServer';

const TIMELINE = {
  'GET /api/scenarios/s1/tracks': () => ok([]),
  'GET /api/scenarios/s1/voice-clips': () => ok([]),
  'GET /api/speech/voices': () => ok([]),
};

const CIRCLE: AnnotationShape = {
  type: 'box',
  color: '#22c55e',
  points: [
    [0.2, 0.2],
    [0.4, 0.4],
  ],
};

const items = () => screen.getAllByTestId('comment-item');
const startField = () => screen.getByLabelText('From (m:ss)') as HTMLInputElement;
const endField = () => screen.getByLabelText('Until (m:ss, optional)') as HTMLInputElement;

async function newCommentAtTime() {
  fireEvent.click(await screen.findByTestId('comments-panel-toggle'));
  fireEvent.click(await screen.findByTestId('comment-new'));
  fireEvent.change(screen.getByTestId('comment-new-target'), { target: { value: '@time' } });
}

/** Drags over the drawing surface, laid out as a 200×100 box at the top left of the page. */
function drag(canvas: HTMLElement, from: [number, number], to: [number, number]) {
  vi.spyOn(canvas, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 200, height: 100 }));
  fireEvent.pointerDown(canvas, { button: 0, pointerId: 1, clientX: from[0], clientY: from[1] });
  fireEvent.pointerMove(canvas, { pointerId: 1, clientX: to[0], clientY: to[1] });
  fireEvent.pointerUp(canvas, { pointerId: 1, clientX: to[0], clientY: to[1] });
}

describe('comments at a time in the episode editor', () => {
  it('takes a typed time and optional end, checking both, with a drawing on the frame at that time', async () => {
    const { fetchMock } = stubReviewServer([]);
    await openStoryboard();
    await newCommentAtTime();
    // No player on the storyboard: the time is typed.
    expect(screen.queryByTestId('comment-new-time-player')).toBeNull();
    fireEvent.change(screen.getByTestId('comment-new-body'), { target: { value: 'Hold this longer' } });
    fireEvent.click(screen.getByTestId('comment-new-submit'));
    expect(await screen.findByText('Enter a time as m:ss')).toBeTruthy();
    expect(screen.getByText('Check the time of the comment')).toBeTruthy();

    // Two shots of 4 s by default: the episode lasts 0:08, shot 2 (from 0:04) has no picture yet.
    fireEvent.change(startField(), { target: { value: '0:09' } });
    expect(screen.getByText('The episode is only 0:08 long')).toBeTruthy();
    expect(startField().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(startField(), { target: { value: '0:05' } });
    expect(screen.getByTestId('comment-new-draw-frame')).toHaveProperty('disabled', true);
    fireEvent.change(startField(), { target: { value: '0:02' } });
    fireEvent.change(endField(), { target: { value: '0:01' } });
    expect(screen.getByText('The end must come after the start')).toBeTruthy();
    fireEvent.change(endField(), { target: { value: '0:05' } });

    fireEvent.click(screen.getByTestId('comment-new-draw-frame'));
    const canvas = screen.getByTestId('review-annotation-canvas');
    expect(canvas.getAttribute('aria-label')).toBe('Draw on the frame at 0:02');
    expect(screen.getByRole('img', { name: 'The frame at 0:02 (shot 1)' })).toBeTruthy();
    drag(canvas, [20, 10], [120, 60]);
    fireEvent.click(screen.getByTestId('comment-new-submit'));

    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/comments')).toEqual([
        {
          body: 'Hold this longer',
          timeSeconds: 2,
          timeEndSeconds: 5,
          annotation: {
            shapes: [
              {
                type: 'stroke',
                color: '#ef4444',
                points: [
                  [0.1, 0.1],
                  [0.6, 0.6],
                ],
              },
            ],
          },
        },
      ]),
    );
    const thread = await screen.findByTestId('comment-item');
    expect(thread.textContent).toContain('0:02–0:05');
    expect(within(thread).getByRole('figure', { name: 'Drawing on the frame at 0:02' })).toBeTruthy();
    expect(within(thread).getByTestId('review-annotation-overlay')).toBeTruthy();
  });

  it("takes the timeline preview's time, shows drawings made at a time over it, and moves it to a thread", async () => {
    const drawn = comment('c7', { timeSeconds: 1, body: 'Circle the rocket', annotation: { shapes: [CIRCLE] } });
    const { fetchMock } = stubReviewServer([...COMMENTS, drawn], [], TIMELINE);
    renderApp('/projects/p1/scenarios/s1?tab=timeline', { isSignedIn: true, tier: 'motionmaker' });
    const playhead = await screen.findByRole('slider', { name: 'Playhead' });
    const drawings = () => screen.queryByTestId('preview-comment-drawings');
    await waitFor(() => expect(screen.getByTestId('comments-panel-toggle').textContent).toContain('4'));
    expect(drawings()).toBeNull();
    fireEvent.keyDown(playhead, { key: 'ArrowRight', shiftKey: true });
    expect(drawings()?.querySelector('[data-shape="box"]')?.getAttribute('stroke')).toBe('#22c55e');
    fireEvent.keyDown(playhead, { key: 'ArrowRight', shiftKey: true });
    expect(drawings()).toBeNull();

    await newCommentAtTime();
    expect(startField().value).toBe('0:02');
    const flash = items().find((item) => item.textContent?.includes('too early'))!;
    const seek = within(flash).getByTestId('comment-seek');
    expect(seek.getAttribute('aria-label')).toBe('Show 0:04 in the player');
    fireEvent.click(seek);
    expect(playhead.getAttribute('aria-valuenow')).toBe('4');
    fireEvent.click(screen.getByTestId('comment-new-time-player'));
    expect(startField().value).toBe('0:04');

    fireEvent.change(screen.getByTestId('comment-new-body'), { target: { value: 'Later, please' } });
    fireEvent.click(screen.getByTestId('comment-new-submit'));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/comments')).toEqual([
        { body: 'Later, please', timeSeconds: 4 },
      ]),
    );
  });
});
