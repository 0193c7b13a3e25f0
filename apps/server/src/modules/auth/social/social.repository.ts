import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/index.ts';
import { oauthStates, type OauthStateRow } from '../../../db/schema.ts';

export interface NewOauthState {
  state: string;
  provider: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
  expiresAt: Date;
}

export type SocialRepository = ReturnType<typeof createSocialRepository>;

/** The only code that queries oauth_states (pending social sign-in redirects). */
export function createSocialRepository(db: Database) {
  return {
    /** Stores a pending redirect and drops the expired ones. */
    async createState(input: NewOauthState): Promise<void> {
      await db.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now()`));
      await db.insert(oauthStates).values(input);
    },

    /** Removes and returns the pending redirect for this state, so it can be used once; undefined if unknown. */
    async consumeState(state: string): Promise<OauthStateRow | undefined> {
      const [row] = await db.delete(oauthStates).where(eq(oauthStates.state, state)).returning();
      return row;
    },
  };
}
