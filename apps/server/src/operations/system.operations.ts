import { siteInfoOf } from '@sym/contracts';
import { defineOperation } from './operation.ts';

export const systemOperations = [
  defineOperation('system.health', (ctx) => ctx.services.system.health()),
  defineOperation('system.ready', (ctx) => ctx.services.system.ready()),
  defineOperation('admin.system', (ctx) =>
    ctx.services.system.details({ id: ctx.user.id, email: ctx.user.email, role: ctx.user.role }),
  ),
  // The site tier is the server's (APP_TIER); the X-App-Tier header only picks the edition shown.
  defineOperation('site.info', (ctx) => siteInfoOf(ctx.siteTier, ctx.tier)),
  defineOperation('system.storageCheck', (ctx, input) => ctx.services.storageCheck.run(ctx.user, input)),
  defineOperation('logs.error', (ctx, input) =>
    ctx.services.logs.recordClientError(input, ctx.log, { userId: ctx.user?.id, ip: ctx.ip }),
  ),
];
