import { callerEntitlement } from './entitlement.ts';
import { defineOperation } from './operation.ts';

export const projectOperations = [
  // GET /api/projects?includePreviews=true is the spec's way to ask for previews over HTTP.
  defineOperation('projects.list', (ctx, input) => ctx.services.projectLists.list(ctx.user.id, input)),
  defineOperation('projects.listWithPreviews', (ctx, input) =>
    ctx.services.projectLists.list(ctx.user.id, { ...input, includePreviews: true }),
  ),
  defineOperation('project.get', (ctx, input) =>
    input.details
      ? ctx.services.projects.details(ctx.user.id, input.id)
      : ctx.services.projects.get(ctx.user.id, input.id),
  ),
  defineOperation('project.details', (ctx, input) => ctx.services.projects.details(ctx.user.id, input.id)),
  defineOperation('project.create', (ctx, input) =>
    ctx.services.projects.create(ctx.user.id, callerEntitlement(ctx), input),
  ),
  defineOperation('project.createWithStory', (ctx, input) =>
    ctx.services.projectStory.createWithStory(ctx.user.id, callerEntitlement(ctx), input),
  ),
  defineOperation('project.update', (ctx, input) => ctx.services.projects.update(ctx.user.id, input)),
  defineOperation('project.delete', (ctx, input) => ctx.services.projects.delete(ctx.user.id, input.id)),
  defineOperation('project.clone', (ctx, input) =>
    ctx.services.projectClones.clone(ctx.user.id, callerEntitlement(ctx), input.id),
  ),
  defineOperation('project.moveToTeam', (ctx, input) => ctx.services.projects.moveToTeam(ctx.user.id, input)),
  defineOperation('project.addCollaborator', (ctx, input) =>
    ctx.services.projectCollaborators.addCollaborator(ctx.user.id, callerEntitlement(ctx), input),
  ),
  defineOperation('project.removeCollaborator', (ctx, input) =>
    ctx.services.projectCollaborators.removeCollaborator(ctx.user.id, input),
  ),
  defineOperation('project.stats', (ctx, input) => ctx.services.projectLists.stats(ctx.user.id, input.id)),
];
