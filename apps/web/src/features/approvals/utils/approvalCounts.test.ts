import type { Approval, ApprovalSummary } from '@sym/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, i18nReady } from '../../../app/i18n';
import { applyApproval, badgeKindOf } from './approvalSummary';
import { approvalCounts } from './approvalCounts';

const author = { userId: 'u1', name: 'Ada Lovelace', isGuest: false };

function approval(id: string, shotId: string | null, state: Approval['state'], createdAt: string): Approval {
  return { id, scenarioId: 's1', shotId, state, note: '', version: null, author, createdAt };
}

const EMPTY: ApprovalSummary = {
  scenarioId: 's1',
  shots: ['sh1', 'sh2', 'sh3'].map((shotId) => ({ shotId, approval: null, isOutdated: false })),
  episode: null,
  approvedCount: 0,
  changesRequestedCount: 0,
  shotCount: 3,
};

const countsText = (summary: ApprovalSummary) => {
  const { approved, total } = approvalCounts(summary);
  return i18n.t('approvals.counts.approved', { approved, total });
};

describe('approval counts', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18n.changeLanguage('en');
  });

  it('says how many of the shots are approved', () => {
    expect(countsText(EMPTY)).toBe('0 of 3 approved');
    let summary = applyApproval(EMPTY, approval('a1', 'sh1', 'approved', '2025-01-01T10:00:00.000Z'));
    summary = applyApproval(summary, approval('a2', 'sh3', 'approved', '2025-01-01T10:01:00.000Z'));
    summary = applyApproval(summary, approval('a3', 'sh2', 'changes_requested', '2025-01-01T10:02:00.000Z'));
    expect(countsText(summary)).toBe('2 of 3 approved');
    expect(approvalCounts(summary).changesRequested).toBe(1);
    expect(i18n.t('approvals.counts.changesRequested', { count: 1 })).toBe('· 1 with changes requested');
  });

  it('counts a shot by its newest verdict, and an older verdict arriving late changes nothing', () => {
    let summary = applyApproval(EMPTY, approval('a1', 'sh2', 'changes_requested', '2025-01-01T10:00:00.000Z'));
    summary = applyApproval(summary, approval('a2', 'sh2', 'approved', '2025-01-01T11:00:00.000Z'));
    expect(countsText(summary)).toBe('1 of 3 approved');
    summary = applyApproval(summary, approval('a0', 'sh2', 'changes_requested', '2025-01-01T09:00:00.000Z'));
    expect(countsText(summary)).toBe('1 of 3 approved');
    expect(summary.changesRequestedCount).toBe(0);
  });

  it('does not count a shot approved on an earlier take, and shows it as such', () => {
    const outdated: ApprovalSummary = {
      ...EMPTY,
      shots: [
        { shotId: 'sh1', approval: approval('a1', 'sh1', 'approved', '2025-01-01T10:00:00.000Z'), isOutdated: true },
        { shotId: 'sh2', approval: approval('a2', 'sh2', 'approved', '2025-01-01T10:00:00.000Z'), isOutdated: false },
        { shotId: 'sh3', approval: null, isOutdated: false },
      ],
      approvedCount: 1,
    };
    expect(countsText(outdated)).toBe('1 of 3 approved');
    expect(badgeKindOf(outdated.shots[0]!)).toBe('outdated');
    expect(i18n.t(`approvals.state.${badgeKindOf(outdated.shots[0]!)!}`)).toBe('Approved on an earlier version');
    // Approving it again gives the verdict on the current take: it counts once more.
    const renewed = applyApproval(outdated, approval('a3', 'sh1', 'approved', '2025-01-02T10:00:00.000Z'));
    expect(countsText(renewed)).toBe('2 of 3 approved');
    expect(badgeKindOf(renewed.shots[0]!)).toBe('approved');
  });

  it("keeps the episode's own verdict apart from the shot counts", () => {
    const summary = applyApproval(EMPTY, approval('e1', null, 'approved', '2025-01-01T10:00:00.000Z'));
    expect(summary.episode?.id).toBe('e1');
    expect(countsText(summary)).toBe('0 of 3 approved');
  });

  it('ignores a verdict on another episode', () => {
    const other = { ...approval('x1', 'sh1', 'approved', '2025-01-01T10:00:00.000Z'), scenarioId: 's2' };
    expect(applyApproval(EMPTY, other)).toBe(EMPTY);
  });
});
