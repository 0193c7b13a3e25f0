import { ErrorLogInput } from '@sym/contracts';
import { z } from 'zod';
import { defineOperation } from './operation.ts';

export const systemOperations = [
  defineOperation({
    name: 'system.health',
    input: z.object({}),
    auth: 'none',
    handler: (ctx) => ctx.services.system.health(),
  }),
  defineOperation({
    name: 'logs.error',
    input: ErrorLogInput,
    auth: 'none',
    handler: (ctx, input) => ctx.services.logs.recordClientError(input, ctx.log, { userId: ctx.user?.id, ip: ctx.ip }),
  }),
];
