import type { User } from '@sym/contracts';

/** Reads of user accounts. */
export class UsersService {
  /**
   * The signed-in user's profile: the user the request's session check resolved, read from the database at
   * most SESSION_CACHE_SECONDS ago and forgotten at once when the user changes (plan, profile, sign-in), so the
   * profile needs no query of its own. A deleted account has no active session, so it never gets here.
   */
  getProfile(user: User): User {
    return user;
  }
}
