import {
  REVIEW_MESSAGES,
  type CommentCreateInput,
  type CommentListInput,
  type CommentUpdateInput,
  type ReviewComment,
} from '@sym/contracts';
import type { CommentRow, ScenarioRow } from '../../db/schema.ts';
import { AppError, validationError } from '../../errors/app-error.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { ShotRepository } from '../shots/shot.repository.ts';
import { shotNotFound } from '../shots/shot-steps.ts';
import type { ShotVersionRepository } from '../shots/shot-versions.repository.ts';
import type { CommentRepository } from './comment.repository.ts';
import { presentComment, threadOrder } from './comment.presenter.ts';
import { mentionsIn } from './mentions.ts';
import { authorColumnsOf, eventActorOf, type ReviewActor, type ReviewMembers } from './review-actor.ts';

export interface CommentServiceDeps {
  comments: CommentRepository;
  members: ReviewMembers;
  shots: Pick<ShotRepository, 'findInScenario'>;
  versions: ShotVersionRepository;
  events: DomainEvents;
}

export type CommentFields = Omit<CommentCreateInput, 'id'>;

const commentNotFound = () => new AppError('NOT_FOUND', 'Comment not found');

/**
 * Comments of an episode, by members and by guests of its review links: threads on a shot (and the take it was
 * made on), on a time of the video or on the whole episode, with mentions, edits, resolving and deleting.
 */
export class CommentService {
  constructor(private readonly deps: CommentServiceDeps) {}

  async list(actorId: string, input: CommentListInput): Promise<ReviewComment[]> {
    const scenario = await this.deps.members.require(actorId, input.id);
    const rows = await this.deps.comments.listByScenario(scenario.id);
    const threads = threadOrder(rows);
    const wrote = new Set(rows.filter((row) => row.authorUserId === actorId).map((row) => row.parentId ?? row.id));
    const roots = new Map(threads.filter((row) => !row.parentId).map((row) => [row.id, row]));
    const kept = threads.filter((row) => {
      const root = roots.get(row.parentId ?? row.id);
      if (!root) return false;
      if (input.shotId && root.shotId !== input.shotId) return false;
      if (input.filter === 'open') return root.resolvedAt === null;
      if (input.filter === 'resolved') return root.resolvedAt !== null;
      if (input.filter === 'mine') return wrote.has(root.id);
      return true;
    });
    return this.present(scenario.id, kept);
  }

  /** A member's new comment (members: owner, collaborators and team members who may comment). */
  async createAsMember(actorId: string, input: CommentCreateInput): Promise<ReviewComment> {
    const scenario = await this.deps.members.require(actorId, input.id, 'comment');
    const { id: _id, ...fields } = input;
    return this.create({ kind: 'member', userId: actorId }, scenario, fields);
  }

  /** A comment by any actor on an episode the caller has already let them reach. */
  async create(actor: ReviewActor, scenario: ScenarioRow, input: CommentFields): Promise<ReviewComment> {
    const target = await this.targetOf(scenario, input);
    const members = await this.deps.members.membersOf(scenario.projectId);
    const row = await this.deps.comments.insert({
      scenarioId: scenario.id,
      ...target,
      body: input.body,
      annotation: target.parentId || !input.annotation ? null : input.annotation,
      mentions: mentionsIn(input.body, members),
      ...authorColumnsOf(actor),
    });
    const [comment] = await this.present(scenario.id, [row]);
    this.publish('comment.created', actor, scenario, comment!);
    return comment!;
  }

  /** The open threads of an episode with their replies (what a review link shows). */
  async listOpenForReview(scenarioId: string): Promise<ReviewComment[]> {
    const threads = threadOrder(await this.deps.comments.listByScenario(scenarioId));
    const open = new Set(threads.filter((row) => !row.parentId && !row.resolvedAt).map((row) => row.id));
    return this.present(
      scenarioId,
      threads.filter((row) => open.has(row.parentId ?? row.id)),
    );
  }

  /** Edits the body (its author only) or resolves / reopens the thread (any member). */
  async update(actorId: string, input: CommentUpdateInput): Promise<ReviewComment> {
    const { comment, scenario } = await this.reach(actorId, input.commentId);
    let row = comment;
    if (input.body !== undefined) {
      if (comment.authorUserId !== actorId) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.notYourComment);
      const members = await this.deps.members.membersOf(scenario.projectId);
      row = await this.deps.comments.updateBody(comment.id, input.body, mentionsIn(input.body, members));
    }
    if (input.resolved !== undefined) {
      const rootId = row.parentId ?? row.id;
      const resolved = await this.deps.comments.setResolved(rootId, input.resolved ? actorId : null);
      if (rootId === row.id) row = resolved;
      else await this.publishPresented('comment.updated', actorId, scenario, resolved);
    }
    return this.publishPresented('comment.updated', actorId, scenario, row);
  }

  /** Deletes one's own comment; a thread's first comment takes its replies with it. */
  async delete(actorId: string, commentId: string): Promise<{ id: string; scenarioId: string }> {
    const { comment, scenario } = await this.reach(actorId, commentId);
    if (comment.authorUserId !== actorId) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.notYourComment);
    await this.deps.comments.deleteWithReplies(comment.id);
    const deleted = { id: comment.id, scenarioId: scenario.id };
    this.deps.events.publish({ type: 'comment.deleted', projectId: scenario.projectId, actorId, data: deleted });
    return deleted;
  }

  /** The comment and its episode, if the actor may comment on its project; 404 for a stranger, else 403. */
  private async reach(actorId: string, commentId: string): Promise<{ comment: CommentRow; scenario: ScenarioRow }> {
    const found = await this.deps.comments.find(commentId);
    if (!found) throw commentNotFound();
    try {
      const scenario = await this.deps.members.require(actorId, found.comment.scenarioId, 'comment');
      return { comment: found.comment, scenario };
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') throw commentNotFound();
      throw error;
    }
  }

  /** What a new comment is about: a reply to a thread, a shot and its take, a time range, or the episode. */
  private async targetOf(scenario: ScenarioRow, input: CommentFields) {
    const none = { parentId: null, shotId: null, generationId: null, timeSeconds: null, timeEndSeconds: null };
    if (input.parentId) {
      const parent = await this.deps.comments.findInScenario(scenario.id, input.parentId);
      if (!parent) throw commentNotFound();
      if (parent.parentId) throw validationError('parentId', REVIEW_MESSAGES.replyOnReply);
      return { ...none, parentId: parent.id };
    }
    if (input.shotId) {
      const shot = await this.deps.shots.findInScenario(scenario.id, input.shotId);
      if (!shot) throw shotNotFound();
      const versions = await this.deps.versions.ofShot(scenario.id, shot.id);
      if (input.generationId && !versions.belongsTo(shot.id, input.generationId))
        throw validationError('generationId', REVIEW_MESSAGES.notATake);
      const generationId = input.generationId ?? versions.currentOf(shot.id)?.generationId ?? null;
      return { ...none, shotId: shot.id, generationId };
    }
    return { ...none, timeSeconds: input.timeSeconds ?? null, timeEndSeconds: input.timeEndSeconds ?? null };
  }

  private async present(scenarioId: string, rows: readonly CommentRow[]): Promise<ReviewComment[]> {
    if (rows.length === 0) return [];
    const [names, versions] = await Promise.all([
      this.deps.members.namesOf(rows.flatMap((row) => [row.authorUserId, row.resolvedBy])),
      this.deps.versions.ofScenario(scenarioId),
    ]);
    return rows.map((row) => presentComment(row, names, versions));
  }

  private async publishPresented(
    type: 'comment.updated',
    actorId: string,
    scenario: ScenarioRow,
    row: CommentRow,
  ): Promise<ReviewComment> {
    const [comment] = await this.present(scenario.id, [row]);
    this.publish(type, { kind: 'member', userId: actorId }, scenario, comment!);
    return comment!;
  }

  private publish(
    type: 'comment.created' | 'comment.updated',
    actor: ReviewActor,
    scenario: ScenarioRow,
    comment: ReviewComment,
  ): void {
    this.deps.events.publish({ type, projectId: scenario.projectId, actorId: eventActorOf(actor), data: comment });
  }
}
