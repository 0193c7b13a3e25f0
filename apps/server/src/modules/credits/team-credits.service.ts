import type { TeamCredits } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import type { TeamAccess } from '../teams/team-access.policy.ts';
import type { CreditAccounts } from './credit-accounts.ts';
import type { CreditLedgerRepository } from './credit-ledger.repository.ts';
import { teamAccount } from './ledger-account.ts';

export interface TeamCreditsServiceDeps {
  db: Database;
  ledger: CreditLedgerRepository;
  accounts: CreditAccounts;
  /** Who may read a team's account: any member; 404 'Team not found' to anyone else. */
  access: Pick<TeamAccess, 'require'>;
}

/**
 * A team's shared credit account (issue 33) as people see and fund it. Its debits are the generations on the
 * team's projects (CreditReservationService); this reads the balance and grants credits.
 */
export class TeamCreditsService {
  constructor(private readonly deps: TeamCreditsServiceDeps) {}

  /** The team's balance, allocation, next reset, totals and plan, for any of its members. */
  async balance(actorId: string, teamId: string): Promise<TeamCredits> {
    await this.deps.access.require(actorId, teamId);
    return this.deps.db.transaction((tx) => this.deps.accounts.teamCredits(tx, teamId));
  }

  /**
   * Grants credits to the team's account without payment, or takes them back with a negative amount (site
   * administrators, the grant script), and tells the members. The entry names `grantedBy` (the team's owner when
   * null: the script acts for no user). `alsoInTransaction` writes with the grant (an administrator's audit
   * entry), so both commit or neither. 404 'Team not found' when there is no such team.
   */
  async grantToTeam(
    teamId: string,
    amount: number,
    description: string,
    grantedBy: string | null,
    alsoInTransaction?: (tx: Database, credits: TeamCredits) => Promise<void>,
  ): Promise<TeamCredits> {
    const { accounts } = this.deps;
    const result = await this.deps.db.transaction(async (tx) => {
      const team = await accounts.openTeam(tx, teamId);
      const userId = grantedBy ?? team.ownerId;
      await this.deps.ledger.in(tx).append({ userId, teamId, kind: 'grant', amount, description });
      const credits = await accounts.teamCredits(tx, teamId);
      await alsoInTransaction?.(tx, credits);
      return credits;
    });
    await accounts.announce(teamAccount(teamId), result.balance, amount, 'grant');
    return result;
  }
}
