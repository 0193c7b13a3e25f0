import {
  ProjectCollaboratorAddInput,
  ProjectCollaboratorRemoveInput,
  ProjectCreateInput,
  ProjectCreateWithStoryInput,
  ProjectGetInput,
  ProjectIdParams,
  ProjectListInput,
  ProjectUpdateInput,
} from '@sym/contracts';
import { callerEntitlement } from './entitlement.ts';
import { defineUserOperation } from './operation.ts';

export const projectOperations = [
  // GET /api/projects?includePreviews=true is the spec's way to ask for previews over HTTP.
  defineUserOperation('projects.list', ProjectListInput, (ctx, input) =>
    ctx.services.projects.list(ctx.user.id, input),
  ),
  defineUserOperation('projects.listWithPreviews', ProjectListInput, (ctx, input) =>
    ctx.services.projects.list(ctx.user.id, { ...input, includePreviews: true }),
  ),
  defineUserOperation('project.get', ProjectGetInput, (ctx, input) =>
    input.details
      ? ctx.services.projects.details(ctx.user.id, input.id)
      : ctx.services.projects.get(ctx.user.id, input.id),
  ),
  defineUserOperation('project.details', ProjectIdParams, (ctx, input) =>
    ctx.services.projects.details(ctx.user.id, input.id),
  ),
  defineUserOperation('project.create', ProjectCreateInput, (ctx, input) =>
    ctx.services.projects.create(ctx.user.id, callerEntitlement(ctx), input),
  ),
  defineUserOperation('project.createWithStory', ProjectCreateWithStoryInput, (ctx, input) =>
    ctx.services.projectStory.createWithStory(ctx.user.id, callerEntitlement(ctx), input),
  ),
  defineUserOperation('project.update', ProjectUpdateInput, (ctx, input) =>
    ctx.services.projects.update(ctx.user.id, input),
  ),
  defineUserOperation('project.delete', ProjectIdParams, (ctx, input) =>
    ctx.services.projects.delete(ctx.user.id, input.id),
  ),
  defineUserOperation('project.clone', ProjectIdParams, (ctx, input) =>
    ctx.services.projects.clone(ctx.user.id, callerEntitlement(ctx), input.id),
  ),
  defineUserOperation('project.addCollaborator', ProjectCollaboratorAddInput, (ctx, input) =>
    ctx.services.projects.addCollaborator(ctx.user.id, callerEntitlement(ctx), input),
  ),
  defineUserOperation('project.removeCollaborator', ProjectCollaboratorRemoveInput, (ctx, input) =>
    ctx.services.projects.removeCollaborator(ctx.user.id, input),
  ),
  defineUserOperation('project.stats', ProjectIdParams, (ctx, input) =>
    ctx.services.projects.stats(ctx.user.id, input.id),
  ),
];
