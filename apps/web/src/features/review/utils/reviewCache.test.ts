import { describe, expect, it } from 'vitest';
import { guestApproval, guestComment, publicReview, reviewShot } from '../../../test/reviewFixtures';
import { buildAnimatic, shotIndexAt } from './animatic';
import { applyApproval, removeComment, shotVerdict, upsertComment } from './reviewCache';
import { openThreads } from './threads';
import { formatTimecode, parseTimecode } from './timecode';

describe('approvals in the cached review', () => {
  it('sets a shot state and counts approvals as the server does', () => {
    const review = publicReview();
    const [one, two] = review.shots;
    let next = applyApproval(review, guestApproval(one!, 'approved', '2026-11-29T01:00:00.000Z'));
    next = applyApproval(next, guestApproval(two!, 'changes_requested', '2026-11-29T01:00:01.000Z'));
    expect(next.approvals.approvedCount).toBe(1);
    expect(next.approvals.changesRequestedCount).toBe(1);
    expect(next.approvals.shotCount).toBe(3);
    expect(shotVerdict(next.approvals.shots[1])).toBe('changesRequested');
  });

  it('marks an approval given on an earlier take as outdated and does not count it', () => {
    const review = publicReview({ shots: [reviewShot(1, 2), reviewShot(2)] });
    const onOldTake = { ...guestApproval(reviewShot(1, 1), 'approved', '2026-11-29T01:00:00.000Z') };
    const next = applyApproval(review, onOldTake);
    expect(next.approvals.shots[0]).toMatchObject({ isOutdated: true });
    expect(shotVerdict(next.approvals.shots[0])).toBe('approvedEarlier');
    expect(next.approvals.approvedCount).toBe(0);
  });

  it('keeps the newer state when an older approval arrives late, and sets the episode verdict', () => {
    const review = publicReview();
    const shot = review.shots[0]!;
    const newer = applyApproval(review, guestApproval(shot, 'approved', '2026-11-29T01:00:05.000Z'));
    const late = applyApproval(newer, guestApproval(shot, 'changes_requested', '2026-11-29T01:00:01.000Z'));
    expect(shotVerdict(late.approvals.shots[0])).toBe('approved');
    const episode = applyApproval(late, guestApproval(null, 'approved', '2026-11-29T01:00:06.000Z'));
    expect(episode.approvals.episode?.state).toBe('approved');
  });
});

describe('comments in the cached review', () => {
  it('adds, replaces and removes comments, a thread with its replies', () => {
    const root = guestComment({ id: 'c1', body: 'First' });
    const reply = guestComment({ id: 'c2', body: 'Reply', parentId: 'c1', createdAt: '2026-11-29T01:00:02.000Z' });
    let review = upsertComment(upsertComment(publicReview(), root), reply);
    review = upsertComment(review, { ...root, body: 'First, edited' });
    expect(review.comments.map((comment) => comment.body)).toEqual(['First, edited', 'Reply']);
    expect(openThreads(review.comments)).toEqual([{ root: review.comments[0], replies: [reply] }]);
    expect(removeComment(review, 'c1').comments).toEqual([]);
  });

  it('lists only open threads: one resolved while the page is open leaves', () => {
    const open = guestComment({ id: 'c1', body: 'Open' });
    const resolved = guestComment({ id: 'c2', body: 'Done', resolvedAt: '2026-11-29T02:00:00.000Z' });
    expect(openThreads([resolved, open]).map((thread) => thread.root.id)).toEqual(['c1']);
  });
});

describe('player time', () => {
  it('writes and reads m:ss', () => {
    expect(formatTimecode(4.7)).toBe('0:04');
    expect(formatTimecode(65)).toBe('1:05');
    expect(formatTimecode(3725)).toBe('1:02:05');
    expect(parseTimecode('1:05')).toBe(65);
    expect(parseTimecode('7.5')).toBe(7.5);
    expect(parseTimecode('1:75')).toBeNull();
    expect(parseTimecode('soon')).toBeNull();
  });

  it('plays each shot for its duration in the animatic', () => {
    const animatic = buildAnimatic([{ duration: 3 }, { duration: null }, { duration: 2 }]);
    expect(animatic.duration).toBe(9);
    expect([0, 2.9, 3, 6.9, 7, 9, 12].map((time) => shotIndexAt(animatic, time))).toEqual([0, 0, 1, 1, 2, 2, 2]);
    expect(shotIndexAt(buildAnimatic([]), 0)).toBe(-1);
  });
});
