import { defineOperation } from './operation.ts';

/** Custom models (issue 36): a project's models and workflows; the site's model prices (administrators only). */
export const modelsOperations = [
  defineOperation('project.models.get', (ctx, input) => ctx.services.projectModels.get(ctx.user.id, input.id)),
  defineOperation('project.models.put', (ctx, input) => ctx.services.projectModels.put(ctx.user.id, input)),
  defineOperation('project.workflows.create', (ctx, input) =>
    ctx.services.projectModels.createWorkflow(ctx.user.id, input),
  ),
  defineOperation('project.workflows.delete', (ctx, input) =>
    ctx.services.projectModels.deleteWorkflow(ctx.user.id, input),
  ),
  defineOperation('admin.models.list', (ctx) =>
    ctx.services.adminModels.list({ id: ctx.user.id, email: ctx.user.email, role: ctx.user.role }),
  ),
  defineOperation('admin.models.price', (ctx, input) =>
    ctx.services.adminModels.setPrice({ id: ctx.user.id, email: ctx.user.email, role: ctx.user.role }, input),
  ),
];
