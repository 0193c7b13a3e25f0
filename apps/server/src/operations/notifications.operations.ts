import { defineOperation } from './operation.ts';

/** The signed-in user's own inbox: nobody reads or marks another's (their ids match nothing). */
export const notificationOperations = [
  defineOperation('notifications.list', (ctx, input) => ctx.services.notifications.list(ctx.user.id, input)),
  defineOperation('notifications.read', (ctx, input) => ctx.services.notifications.read(ctx.user.id, input)),
  defineOperation('notifications.preferences.get', (ctx) => ctx.services.notifications.preferences(ctx.user.id)),
  defineOperation('notifications.preferences.update', (ctx, input) =>
    ctx.services.notifications.updatePreferences(ctx.user.id, input),
  ),
];
