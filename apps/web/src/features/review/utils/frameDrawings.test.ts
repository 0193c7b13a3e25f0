import type { AnnotationShape } from '@sym/contracts';
import { describe, expect, it } from 'vitest';
import { guestComment } from '../../../test/reviewFixtures';
import { frameDrawingsAt, isCommentAt } from './frameDrawings';

const box = (color: string): AnnotationShape => ({
  type: 'box',
  color,
  points: [
    [0.1, 0.1],
    [0.4, 0.4],
  ],
});

const atFour = guestComment({ id: 'a', body: 'Flash', timeSeconds: 4, annotation: { shapes: [box('#ef4444')] } });
const range = guestComment({
  id: 'b',
  body: 'Too long',
  timeSeconds: 3,
  timeEndSeconds: 6,
  annotation: { shapes: [box('#3b82f6')] },
});

describe('isCommentAt', () => {
  it('covers the second of a moment, and the whole of a range with its end', () => {
    expect([3.9, 4, 4.9, 5].map((time) => isCommentAt(atFour, time))).toEqual([false, true, true, false]);
    expect([2.9, 3, 6, 6.1].map((time) => isCommentAt(range, time))).toEqual([false, true, true, false]);
    expect(isCommentAt(guestComment({ id: 'c', body: 'Episode' }), 0)).toBe(false);
  });
});

describe('frameDrawingsAt', () => {
  it('shows the drawings of open time threads covering the time, only the opened one when it is among them', () => {
    const colors = (shapes: AnnotationShape[]) => shapes.map((shape) => shape.color);
    expect(colors(frameDrawingsAt([atFour, range], 4.5))).toEqual(['#ef4444', '#3b82f6']);
    expect(colors(frameDrawingsAt([atFour, range], 4.5, 'b'))).toEqual(['#3b82f6']);
    expect(colors(frameDrawingsAt([atFour, range], 5.5, 'a'))).toEqual(['#3b82f6']);
    expect(frameDrawingsAt([atFour, range], 7)).toEqual([]);
  });

  it('leaves out resolved threads, replies and comments without a drawing', () => {
    const resolved = { ...atFour, resolvedAt: '2026-11-29T02:00:00.000Z' };
    const reply = { ...atFour, id: 'r', parentId: 'b' };
    const plain = guestComment({ id: 'p', body: 'No drawing', timeSeconds: 4 });
    expect(frameDrawingsAt([resolved, reply, plain], 4)).toEqual([]);
  });
});
