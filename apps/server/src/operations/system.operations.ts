import { ErrorLogInput, siteInfoOf } from '@sym/contracts';
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
    name: 'site.info',
    input: z.object({}),
    auth: 'none',
    // The site tier is the server's (APP_TIER); the X-App-Tier header only picks the edition shown.
    handler: (ctx) => siteInfoOf(ctx.siteTier, ctx.tier),
  }),
  defineOperation({
    name: 'logs.error',
    input: ErrorLogInput,
    auth: 'none',
    handler: (ctx, input) => ctx.services.logs.recordClientError(input, ctx.log, { userId: ctx.user?.id, ip: ctx.ip }),
  }),
];
