import {
  StyleModuleCreateInput,
  StyleModuleIdParams,
  StyleModuleListInput,
  StyleModuleUpdateInput,
} from '@sym/contracts';
import { z } from 'zod';
import { defineOperation } from './operation.ts';

export const styleOperations = [
  defineOperation({
    name: 'styles.presets',
    input: z.object({}),
    auth: 'required',
    handler: (ctx) => ctx.services.styles.presets(),
  }),
  defineOperation({
    name: 'styles.list',
    input: StyleModuleListInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.styles.list(ctx.user.id, input.projectId),
  }),
  defineOperation({
    name: 'styles.create',
    input: StyleModuleCreateInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.styles.create(ctx.user.id, input),
  }),
  defineOperation({
    name: 'styles.get',
    input: StyleModuleIdParams,
    auth: 'required',
    handler: (ctx, input) => ctx.services.styles.get(ctx.user.id, input.id),
  }),
  defineOperation({
    name: 'styles.update',
    input: StyleModuleUpdateInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.styles.update(ctx.user.id, input),
  }),
  defineOperation({
    name: 'styles.delete',
    input: StyleModuleIdParams,
    auth: 'required',
    handler: (ctx, input) => ctx.services.styles.delete(ctx.user.id, input.id),
  }),
];
