import { defineOperation } from './operation.ts';

export const socialOperations = [
  defineOperation('auth.social.providers', (ctx) => ({ providers: ctx.services.social.configuredProviders() })),
  defineOperation('auth.social.callback', (ctx, input) =>
    ctx.services.social.complete(input, { ip: ctx.ip, userAgent: ctx.userAgent }, (error, message) =>
      ctx.log.warn({ err: error }, message),
    ),
  ),
];
