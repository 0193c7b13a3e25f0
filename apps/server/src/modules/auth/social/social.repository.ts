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

/** The only code that queries oauth_states (pending social sign-in redirects). */
export class SocialRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): SocialRepository {
    return new SocialRepository(tx);
  }

  /** Stores a pending redirect and drops the expired ones. */
  async createState(input: NewOauthState): Promise<void> {
    await this.db.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now()`));
    await this.db.insert(oauthStates).values(input);
  }

  /** Removes and returns the pending redirect for this state, so it can be used once; undefined if unknown. */
  async consumeState(state: string): Promise<OauthStateRow | undefined> {
    const [row] = await this.db.delete(oauthStates).where(eq(oauthStates.state, state)).returning();
    return row;
  }
}
