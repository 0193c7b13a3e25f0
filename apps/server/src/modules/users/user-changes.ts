import type { Database } from '../../db/index.ts';

/**
 * Told that a user row changed (tier, profile, sign-in), with the database handle (perhaps a transaction) that
 * changed it, so that what it sends out leaves when that change commits.
 */
export type UserChangeListener = (userId: string, db: Database) => Promise<void>;

const listeners = new Set<UserChangeListener>();

/**
 * Subscribes to changes of user rows made through any users repository (also one a transaction elsewhere
 * creates, such as a plan change's); returns the unsubscribe function. The session caches use it to forget a
 * user whose identity changed.
 */
export function onUserChanged(listener: UserChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener that this user changed; called by the users repository after each write to a user. */
export async function announceUserChange(userId: string, db: Database): Promise<void> {
  for (const listener of listeners) await listener(userId, db);
}
