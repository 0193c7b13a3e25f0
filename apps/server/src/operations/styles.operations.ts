import {
  StyleModuleCreateInput,
  StyleModuleIdParams,
  StyleModuleListInput,
  StyleModuleUpdateInput,
} from '@sym/contracts';
import { z } from 'zod';
import { defineUserOperation } from './operation.ts';

export const styleOperations = [
  defineUserOperation('styles.presets', z.object({}), (ctx) => ctx.services.styles.presets()),
  defineUserOperation('styles.list', StyleModuleListInput, (ctx, input) =>
    ctx.services.styles.list(ctx.user.id, input.projectId),
  ),
  defineUserOperation('styles.create', StyleModuleCreateInput, (ctx, input) =>
    ctx.services.styles.create(ctx.user.id, input),
  ),
  defineUserOperation('styles.get', StyleModuleIdParams, (ctx, input) =>
    ctx.services.styles.get(ctx.user.id, input.id),
  ),
  defineUserOperation('styles.update', StyleModuleUpdateInput, (ctx, input) =>
    ctx.services.styles.update(ctx.user.id, input),
  ),
  defineUserOperation('styles.delete', StyleModuleIdParams, (ctx, input) =>
    ctx.services.styles.delete(ctx.user.id, input.id),
  ),
];
