import { defineOperation } from './operation.ts';

/** Members' comments, approvals and takes (a guest's go through review links: reviews.operations.ts). */
export const commentOperations = [
  defineOperation('scenario.comment.list', (ctx, input) => ctx.services.comments.list(ctx.user.id, input)),
  defineOperation('scenario.comment.create', (ctx, input) => ctx.services.comments.createAsMember(ctx.user.id, input)),
  defineOperation('comment.update', (ctx, input) => ctx.services.comments.update(ctx.user.id, input)),
  defineOperation('comment.delete', (ctx, input) => ctx.services.comments.delete(ctx.user.id, input.commentId)),
  defineOperation('scenario.approval.list', (ctx, input) => ctx.services.approvals.summaryFor(ctx.user.id, input.id)),
  defineOperation('scenario.approval.set', (ctx, input) => ctx.services.approvals.setAsMember(ctx.user.id, input)),
  defineOperation('scenario.shot.versions', (ctx, input) => ctx.services.shotVersions.list(ctx.user.id, input)),
  defineOperation('scenario.shot.useTake', (ctx, input) => ctx.services.shotVersions.use(ctx.user.id, input)),
];
