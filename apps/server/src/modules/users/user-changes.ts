import type { Database } from '../../db/index.ts';

/**
 * Told that a user row changed (tier, profile, sign-in), with the database handle (perhaps a transaction) that
 * changed it, so that what it sends out leaves when that change commits.
 */
export type UserChangeListener = (userId: string, db: Database) => Promise<void>;

/**
 * Changes of user rows made through the users repository (also one bound to a transaction elsewhere, such as a
 * plan change's). The session caches listen, to forget a user whose identity changed. One per composition root.
 */
export class UserChanges {
  private readonly listeners = new Set<UserChangeListener>();

  /** Subscribes to changes of user rows; returns the unsubscribe function. */
  subscribe(listener: UserChangeListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Tells every listener that this user changed; called by the users repository after each write to a user. */
  async announce(userId: string, db: Database): Promise<void> {
    for (const listener of this.listeners) await listener(userId, db);
  }
}
