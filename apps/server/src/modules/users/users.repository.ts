import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { userIdentities, users, type UserIdentityRow, type UserRow } from '../../db/schema.ts';
import type { UserChanges } from './user-changes.ts';

export interface NewEmailUser {
  email: string;
  name: string;
  passwordHash: string;
  /** The site role it starts with (account-admission.ts decides); 'user' when not given. */
  role?: string;
}

export interface NewSocialUser {
  email: string;
  name: string;
  provider: string;
  subject: string;
  profilePicture?: string | null;
  emailVerified?: boolean;
  /** The site role it starts with (account-admission.ts decides); 'user' when not given. */
  role?: string;
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The only code that queries users and user_identities. Each write to a user is announced (user-changes.ts). */
export class UsersRepository {
  constructor(
    private readonly db: Database,
    private readonly changes: UserChanges,
  ) {}

  /** This repository on a transaction; its writes are announced with it. */
  in(tx: Database): UsersRepository {
    return new UsersRepository(tx, this.changes);
  }

  /** Sets the user's tier (a plan change); the new limits apply from the next request. */
  async setTier(id: string, tier: string): Promise<void> {
    await this.db.update(users).set({ tier, updatedAt: new Date() }).where(eq(users.id, id));
    await this.changes.announce(id, this.db);
  }

  /** Sets the user's site role ('admin' administers the site); answers the row, undefined when there is none. */
  async setRole(id: string, role: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ role, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    await this.changes.announce(id, this.db);
    return row;
  }

  /** Disables the account (it cannot sign in) or enables it again; answers the row, undefined when there is none. */
  async setDisabled(id: string, isDisabled: boolean): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ disabledAt: isDisabled ? sql`now()` : null, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    await this.changes.announce(id, this.db);
    return row;
  }

  /** The user with this id, or undefined. */
  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  /** The user with this e-mail (case-insensitive), or undefined. */
  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
      .limit(1);
    return row;
  }

  /** Inserts a user signing up with e-mail and password; a taken e-mail raises a unique violation (23505). */
  async createEmailUser(input: NewEmailUser): Promise<UserRow> {
    const [row] = await this.db
      .insert(users)
      .values({
        email: normalizeEmail(input.email),
        name: input.name,
        passwordHash: input.passwordHash,
        authProvider: 'email',
        role: input.role ?? 'user',
      })
      .returning();
    return row!;
  }

  /** Replaces the user's password hash (a change, a reset, a first password of a social account). */
  async setPasswordHash(id: string, passwordHash: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    await this.changes.announce(id, this.db);
    return row;
  }

  /** Sets last_login (and updated_at) to now. */
  async touchLastLogin(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ lastLogin: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    await this.changes.announce(id, this.db);
    return row;
  }

  /**
   * Deletes the user; their rows go with it (foreign keys cascade) and the database drops the references those
   * rows held on stored files. Answers whether there was such a user.
   */
  async delete(id: string): Promise<boolean> {
    const rows = await this.db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    await this.changes.announce(id, this.db);
    return rows.length > 0;
  }

  /** The user id linked to a social identity, or undefined. */
  async findIdentity(provider: string, subject: string): Promise<UserIdentityRow | undefined> {
    const [row] = await this.db
      .select()
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
      .limit(1);
    return row;
  }

  /** Creates a user from a social sign-in together with its identity, in one transaction. */
  async createSocialUser(input: NewSocialUser): Promise<UserRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: normalizeEmail(input.email),
          name: input.name,
          passwordHash: null,
          authProvider: input.provider,
          profilePicture: input.profilePicture ?? null,
          emailVerified: input.emailVerified ?? false,
          role: input.role ?? 'user',
        })
        .returning();
      await tx.insert(userIdentities).values({
        provider: input.provider,
        subject: input.subject,
        userId: row!.id,
        email: normalizeEmail(input.email),
      });
      return row!;
    });
  }

  /** Links a social identity to an existing user; linking the same identity again is a no-op. */
  async linkIdentity(
    userId: string,
    identity: { provider: string; subject: string; email?: string | null },
  ): Promise<void> {
    await this.db
      .insert(userIdentities)
      .values({
        provider: identity.provider,
        subject: identity.subject,
        userId,
        email: identity.email ? normalizeEmail(identity.email) : null,
      })
      .onConflictDoNothing();
  }
}
