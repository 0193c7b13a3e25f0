import type { Approval, ApprovalSetInput, ApprovalSummary, ShotApprovalState } from '@sym/contracts';
import type { ApprovalRow, ScenarioRow } from '../../db/schema.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { ShotRepository } from '../shots/shot.repository.ts';
import { shotNotFound } from '../shots/shot-steps.ts';
import type { ScenarioVersions, ShotVersionRepository } from '../shots/shot-versions.repository.ts';
import {
  authorColumnsOf,
  eventActorOf,
  presentAuthor,
  type ReviewActor,
  type ReviewMembers,
} from '../comments/review-actor.ts';
import type { ApprovalRepository } from './approval.repository.ts';

export interface ApprovalServiceDeps {
  approvals: ApprovalRepository;
  members: ReviewMembers;
  shots: Pick<ShotRepository, 'findInScenario' | 'listOrder'>;
  versions: ShotVersionRepository;
  events: DomainEvents;
}

export type ApprovalFields = Omit<ApprovalSetInput, 'id'>;

function presentApproval(row: ApprovalRow, names: ReadonlyMap<string, string>, versions: ScenarioVersions): Approval {
  return {
    id: row.id,
    scenarioId: row.scenarioId,
    shotId: row.shotId,
    state: row.state === 'approved' ? 'approved' : 'changes_requested',
    note: row.note,
    version: versions.refOf(row.generationId),
    author: presentAuthor(row, names),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Approvals of shots and episodes: each verdict is kept with who gave it, when and on which take; a shot whose
 * take changed since its approval shows "approved on an earlier version" instead of passing as approved.
 */
export class ApprovalService {
  constructor(private readonly deps: ApprovalServiceDeps) {}

  async summaryFor(actorId: string, scenarioId: string): Promise<ApprovalSummary> {
    const scenario = await this.deps.members.require(actorId, scenarioId);
    return this.summary(scenario.id);
  }

  async setAsMember(actorId: string, input: ApprovalSetInput): Promise<Approval> {
    const scenario = await this.deps.members.require(actorId, input.id, 'comment');
    const { id: _id, ...fields } = input;
    return this.set({ kind: 'member', userId: actorId }, scenario, fields);
  }

  /** Records a verdict by any actor on an episode the caller has already let them reach. */
  async set(actor: ReviewActor, scenario: ScenarioRow, input: ApprovalFields): Promise<Approval> {
    let generationId: string | null = null;
    if (input.shotId) {
      const shot = await this.deps.shots.findInScenario(scenario.id, input.shotId);
      if (!shot) throw shotNotFound();
      const versions = await this.deps.versions.ofShot(scenario.id, shot.id);
      generationId = versions.currentOf(shot.id)?.generationId ?? null;
    }
    const row = await this.deps.approvals.insert({
      scenarioId: scenario.id,
      shotId: input.shotId ?? null,
      state: input.state,
      note: input.note,
      generationId,
      ...authorColumnsOf(actor),
    });
    const [names, versions] = await Promise.all([
      this.deps.members.namesOf([row.authorUserId]),
      this.deps.versions.ofScenario(scenario.id),
    ]);
    const approval = presentApproval(row, names, versions);
    this.deps.events.publish({
      type: 'approval.set',
      projectId: scenario.projectId,
      actorId: eventActorOf(actor),
      data: approval,
    });
    return approval;
  }

  /** Each shot's state in order, the episode's own verdict and the counts ("9 of 12 approved"). */
  async summary(scenarioId: string): Promise<ApprovalSummary> {
    const [order, newest, versions] = await Promise.all([
      this.deps.shots.listOrder(scenarioId),
      this.deps.approvals.newestByShot(scenarioId),
      this.deps.versions.ofScenario(scenarioId),
    ]);
    const names = await this.deps.members.namesOf([...newest.values()].map((row) => row.authorUserId));
    const shots: ShotApprovalState[] = order.map(({ id }) => {
      const row = newest.get(id);
      if (!row) return { shotId: id, approval: null, isOutdated: false };
      const current = versions.currentOf(id)?.generationId ?? null;
      return { shotId: id, approval: presentApproval(row, names, versions), isOutdated: row.generationId !== current };
    });
    const episode = newest.get(null);
    return {
      scenarioId,
      shots,
      episode: episode ? presentApproval(episode, names, versions) : null,
      approvedCount: shots.filter((shot) => shot.approval?.state === 'approved' && !shot.isOutdated).length,
      changesRequestedCount: shots.filter((shot) => shot.approval?.state === 'changes_requested').length,
      shotCount: shots.length,
    };
  }
}
