/**
 * Whose credits a ledger read or write is about: a user's own account (its entries have no team) or a team's
 * shared account (issue 33; its entries carry the team, and `user_id` names the member who spent or granted).
 * A member's own balance, history and monthly limits never count the team's entries.
 */
export type LedgerAccount = { type: 'user'; userId: string } | { type: 'team'; teamId: string };

/** The user's own account. */
export function userAccount(userId: string): LedgerAccount {
  return { type: 'user', userId };
}

/** The team's shared account. */
export function teamAccount(teamId: string): LedgerAccount {
  return { type: 'team', teamId };
}

/** The `team_id` the account's entries carry: the team's id, or null for a user's own account. */
export function teamIdOf(account: LedgerAccount): string | null {
  return account.type === 'team' ? account.teamId : null;
}

/** The account a job's reservation was taken from, read back from its entry's `team_id` and `user_id`. */
export function accountOfEntry(entry: { userId: string; teamId: string | null }): LedgerAccount {
  return entry.teamId === null ? userAccount(entry.userId) : teamAccount(entry.teamId);
}

/** Which account pays for a job: the team's when its project belongs to a team, else the requester's own. */
export function payingAccount(requesterId: string, projectTeamId: string | null | undefined): LedgerAccount {
  return projectTeamId ? teamAccount(projectTeamId) : userAccount(requesterId);
}
