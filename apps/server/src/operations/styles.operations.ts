import { defineOperation } from './operation.ts';

export const styleOperations = [
  defineOperation('styles.presets', (ctx) => ctx.services.styles.presets()),
  defineOperation('styles.list', (ctx, input) => ctx.services.styles.list(ctx.user.id, input.projectId)),
  defineOperation('styles.create', (ctx, input) => ctx.services.styles.create(ctx.user.id, input)),
  defineOperation('styles.get', (ctx, input) => ctx.services.styles.get(ctx.user.id, input.id)),
  defineOperation('styles.update', (ctx, input) => ctx.services.styles.update(ctx.user.id, input)),
  defineOperation('styles.delete', (ctx, input) => ctx.services.styles.delete(ctx.user.id, input.id)),
];
