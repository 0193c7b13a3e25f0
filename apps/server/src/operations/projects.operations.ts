import {
  ProjectCollaboratorAddInput,
  ProjectCollaboratorRemoveInput,
  ProjectCreateInput,
  ProjectGetInput,
  ProjectIdParams,
  ProjectListInput,
  ProjectUpdateInput,
} from '@sym/contracts';
import { entitlementOf } from './entitlement.ts';
import { defineOperation, type AuthenticatedContext } from './operation.ts';

const entitlement = (ctx: AuthenticatedContext) => entitlementOf(ctx.user, ctx.siteTier);

export const projectOperations = [
  defineOperation({
    name: 'projects.list',
    input: ProjectListInput,
    auth: 'required',
    // GET /api/projects?includePreviews=true is the spec's way to ask for previews over HTTP.
    handler: (ctx, input) => ctx.services.projects.list(ctx.user.id, input),
  }),
  defineOperation({
    name: 'projects.listWithPreviews',
    input: ProjectListInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.projects.list(ctx.user.id, { ...input, includePreviews: true }),
  }),
  defineOperation({
    name: 'project.get',
    input: ProjectGetInput,
    auth: 'required',
    handler: (ctx, input) =>
      input.details
        ? ctx.services.projects.details(ctx.user.id, input.id)
        : ctx.services.projects.get(ctx.user.id, input.id),
  }),
  defineOperation({
    name: 'project.details',
    input: ProjectIdParams,
    auth: 'required',
    handler: (ctx, input) => ctx.services.projects.details(ctx.user.id, input.id),
  }),
  defineOperation({
    name: 'project.create',
    input: ProjectCreateInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.projects.create(ctx.user.id, entitlement(ctx), input),
  }),
  defineOperation({
    name: 'project.update',
    input: ProjectUpdateInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.projects.update(ctx.user.id, input),
  }),
  defineOperation({
    name: 'project.delete',
    input: ProjectIdParams,
    auth: 'required',
    handler: (ctx, input) => ctx.services.projects.delete(ctx.user.id, input.id),
  }),
  defineOperation({
    name: 'project.clone',
    input: ProjectIdParams,
    auth: 'required',
    handler: (ctx, input) => ctx.services.projects.clone(ctx.user.id, entitlement(ctx), input.id),
  }),
  defineOperation({
    name: 'project.addCollaborator',
    input: ProjectCollaboratorAddInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.projects.addCollaborator(ctx.user.id, entitlement(ctx), input),
  }),
  defineOperation({
    name: 'project.removeCollaborator',
    input: ProjectCollaboratorRemoveInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.projects.removeCollaborator(ctx.user.id, input),
  }),
  defineOperation({
    name: 'project.stats',
    input: ProjectIdParams,
    auth: 'required',
    handler: (ctx, input) => ctx.services.projects.stats(ctx.user.id, input.id),
  }),
];
