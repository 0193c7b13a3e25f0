import { describe, expect, it } from 'vitest';
import type { Approval, ReviewComment } from '@sym/contracts';
import { approvalRecipients, newCommentRecipients, resolvedFor } from './notification-recipients.ts';
import { excerptOf, notificationLink } from './notification.presenter.ts';
import { durationText } from './notification-mail-text.ts';

const member = (userId: string) => ({ userId, name: userId, isGuest: false });
const guest = { userId: null, name: 'Dana', isGuest: true };

function comment(fields: Partial<ReviewComment>): ReviewComment {
  return {
    id: 'c1',
    scenarioId: 's1',
    parentId: null,
    shotId: null,
    version: null,
    timeSeconds: null,
    timeEndSeconds: null,
    body: 'Hello',
    annotation: null,
    author: member('ann'),
    mentions: [],
    resolvedAt: null,
    resolvedBy: null,
    editedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

const audience = {
  members: new Set(['ann', 'ben', 'cat', 'owner']),
  threadAuthors: ['ben', null, 'ann', 'gone'],
  owners: ['cat', 'owner'],
};

describe('notification recipients', () => {
  it('tell mentioned members, never the author or someone outside the project', () => {
    const mentions = [
      { userId: 'ben', name: 'Ben' },
      { userId: 'ann', name: 'Ann' },
      { userId: 'stranger', name: 'S' },
    ];
    expect([...newCommentRecipients(comment({ mentions }), audience)]).toEqual([['ben', 'mention']]);
  });

  it('tell who wrote in a thread of a reply (a mention first), and the owners of a guest comment', () => {
    const reply = comment({ parentId: 'root', mentions: [{ userId: 'ben', name: 'Ben' }] });
    expect([...newCommentRecipients(reply, audience)]).toEqual([['ben', 'mention']]);
    const guestReply = comment({ parentId: 'root', author: guest });
    expect([...newCommentRecipients(guestReply, audience)]).toEqual([
      ['ben', 'reply'],
      ['ann', 'reply'],
      ['cat', 'guest_comment'],
      ['owner', 'guest_comment'],
    ]);
    expect([...newCommentRecipients(comment({ author: member('owner') }), audience)]).toEqual([]);
  });

  it('tell the owners of a guest verdict only', () => {
    const approval: Approval = {
      id: 'a1',
      scenarioId: 's1',
      shotId: null,
      state: 'approved',
      note: '',
      version: null,
      author: guest,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    expect([...approvalRecipients(approval, audience)]).toEqual([
      ['cat', 'guest_approval'],
      ['owner', 'guest_approval'],
    ]);
    expect([...approvalRecipients({ ...approval, author: member('ann') }, audience)]).toEqual([]);
  });

  it('tell the starter of a thread someone else resolved', () => {
    const resolved = comment({ resolvedAt: '2026-01-02T00:00:00.000Z', resolvedBy: 'Ben' });
    expect(resolvedFor(resolved, 'ben')).toBe('ann');
    expect(resolvedFor(resolved, 'ann')).toBeNull();
    expect(resolvedFor(comment({}), 'ben')).toBeNull();
    expect(resolvedFor({ ...resolved, parentId: 'root' }, 'ben')).toBeNull();
    expect(resolvedFor({ ...resolved, author: guest }, 'ben')).toBeNull();
  });
});

describe('notification texts', () => {
  it('shorten excerpts to one line, link to the comment, and name the mail window', () => {
    expect(excerptOf('  a\n\nb  ')).toBe('a b');
    const long = excerptOf('x'.repeat(500));
    expect([long.length, long.endsWith('…')]).toEqual([140, true]);
    expect(notificationLink({ projectId: 'p', scenarioId: 's', commentId: 'c' })).toBe(
      '/projects/p/scenarios/s?comment=c',
    );
    expect(notificationLink({ projectId: 'p', scenarioId: 's', commentId: null })).toBe('/projects/p/scenarios/s');
    expect([durationText(300_000), durationText(60_000), durationText(5_000), durationText(1_000)]).toEqual([
      '5 minutes',
      '1 minute',
      '5 seconds',
      '1 second',
    ]);
  });
});
