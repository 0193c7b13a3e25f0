import { SocialCallbackInput } from '@sym/contracts';
import { z } from 'zod';
import { defineOperation } from './operation.ts';

export const socialOperations = [
  defineOperation({
    name: 'auth.social.providers',
    input: z.object({}),
    auth: 'none',
    handler: (ctx) => ({ providers: ctx.services.social.configuredProviders() }),
  }),
  defineOperation({
    name: 'auth.social.callback',
    input: SocialCallbackInput,
    auth: 'none',
    handler: (ctx, input) =>
      ctx.services.social.complete(input, { ip: ctx.ip, userAgent: ctx.userAgent }, (error, message) =>
        ctx.log.warn({ err: error }, message),
      ),
  }),
];
