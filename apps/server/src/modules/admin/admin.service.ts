import {
  ADMIN_MESSAGES,
  resolveTier,
  type AdminAuditList,
  type AdminAuditListInput,
  type AdminCreditGrantInput,
  type AdminTeam,
  type AdminTeamCreditGrantInput,
  type AdminTeamList,
  type AdminTeamListInput,
  type AdminUser,
  type AdminUserList,
  type AdminUserListInput,
  type AdminUserUpdateInput,
  type RegistrationMode,
  type SiteSettings,
  type SiteSettingsInput,
} from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, validationError } from '../../errors/app-error.ts';
import type { SessionRepository } from '../auth/session.repository.ts';
import type { SessionsEnded } from '../auth/sessions-ended.ts';
import type { CreditLedgerRepository } from '../credits/credit-ledger.repository.ts';
import { planForTier } from '../credits/credit-plans.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import type { TeamCreditsService } from '../credits/team-credits.service.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { AdminAuditRepository } from './admin-audit.repository.ts';
import type { AdminTeamsRepository } from './admin-teams.repository.ts';
import type { AdminUsersRepository } from './admin-users.repository.ts';
import { assertSiteAdministrator, siteAdminPolicy, type AdminActor } from './admin.policy.ts';
import { presentAdminTeam, presentAdminUser, presentAuditEntry, presentSiteSettings } from './admin.presenter.ts';
import type { SiteSettingsRepository } from './site-settings.repository.ts';

export interface AdminServiceDeps {
  db: Database;
  /** Writes to users (tier, disabled), announced so every process's session cache forgets the user. */
  users: UsersRepository;
  adminUsers: AdminUsersRepository;
  adminTeams: AdminTeamsRepository;
  audit: AdminAuditRepository;
  settings: SiteSettingsRepository;
  /** Balances for the list, and the credit plan that follows a tier change. */
  ledger: CreditLedgerRepository;
  credits: Pick<CreditsService, 'grant'>;
  teamCredits: Pick<TeamCreditsService, 'grantToTeam'>;
  sessions: SessionRepository;
  /** Tells every process, and the sockets signed in, that a disabled account's sessions ended. */
  ended: Pick<SessionsEnded, 'announce'>;
  /** REGISTRATION: the mode while no administrator chose one. */
  defaultRegistration: RegistrationMode;
}

/**
 * Site administration (issue 33): users, credits, tiers, disabled accounts and the registration mode, for the
 * site's administrators only (admin.policy.ts). Every change is written to the audit log in its own transaction.
 */
export class AdminService {
  constructor(private readonly deps: AdminServiceDeps) {}

  /** One page of the site's users (search by e-mail or name), newest first, with their credit balances. */
  async listUsers(actor: AdminActor, input: AdminUserListInput): Promise<AdminUserList> {
    assertSiteAdministrator(actor);
    const { rows, total } = await this.deps.adminUsers.list(input.search || undefined, input.limit, input.offset);
    const balances = await this.deps.ledger.balancesOf(rows.map((row) => row.id));
    return {
      items: rows.map((row) => presentAdminUser(row, balances.get(row.id) ?? 0)),
      total,
      limit: input.limit,
      offset: input.offset,
    };
  }

  /**
   * Changes a user's tier (their credit plan follows, without an allocation) and disables or enables the account.
   * Disabling revokes every session in the same transaction; once committed every process forgets them and their
   * sockets are disconnected. An administrator cannot disable themselves (422); an unknown user is 404.
   */
  async updateUser(actor: AdminActor, input: AdminUserUpdateInput): Promise<AdminUser> {
    assertSiteAdministrator(actor);
    if (input.disabled === true && !siteAdminPolicy.canDisable(actor, input.id)) {
      throw validationError('disabled', ADMIN_MESSAGES.cannotDisableSelf);
    }
    const { row, endedSessionIds } = await this.deps.db.transaction(async (tx) => {
      const users = this.deps.users.in(tx);
      const audit = this.deps.audit.in(tx);
      const current = await this.deps.adminUsers.in(tx).lock(input.id);
      if (!current) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
      const record = { actor, targetUserId: current.id };
      const fromTier = resolveTier(current.tier);
      if (input.tier !== undefined && input.tier !== fromTier) {
        await users.setTier(current.id, input.tier);
        await this.deps.ledger.in(tx).updateAccount(current.id, { planId: planForTier(input.tier).id });
        await audit.record({ ...record, action: 'user.tier', details: { from: fromTier, to: input.tier } });
      }
      let ended: string[] = [];
      if (input.disabled !== undefined && input.disabled !== (current.disabledAt !== null)) {
        await users.setDisabled(current.id, input.disabled);
        if (input.disabled) ended = await this.deps.sessions.in(tx).revokeUserSessions(current.id);
        const action = input.disabled ? 'user.disable' : 'user.enable';
        await audit.record({ ...record, action, details: input.disabled ? { sessionsEnded: ended.length } : {} });
      }
      return { row: (await users.findById(current.id))!, endedSessionIds: ended };
    });
    await this.deps.ended.announce(row.id, endedSessionIds);
    return this.presentOne(row);
  }

  /** Grants credits to a user's own account with a note (their usage history shows it); audited with the grant. */
  async grantCredits(actor: AdminActor, input: AdminCreditGrantInput): Promise<AdminUser> {
    assertSiteAdministrator(actor);
    const row = await this.deps.users.findById(input.id);
    if (!row) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
    const holder = { id: row.id, tier: row.tier, role: row.role };
    const credits = await this.deps.credits.grant(holder, input.amount, input.note, (tx, after) =>
      this.deps.audit.in(tx).record({
        actor,
        action: 'credits.grant',
        targetUserId: row.id,
        details: { amount: input.amount, note: input.note, balance: after.balance },
      }),
    );
    return presentAdminUser(row, credits.balance);
  }

  /** One page of the site's teams (search by name or owner e-mail), newest first, with their pools' balances. */
  async listTeams(actor: AdminActor, input: AdminTeamListInput): Promise<AdminTeamList> {
    assertSiteAdministrator(actor);
    const { rows, total } = await this.deps.adminTeams.list(input.search || undefined, input.limit, input.offset);
    const balances = await this.deps.ledger.teamBalancesOf(rows.map((row) => row.id));
    return {
      items: rows.map((row) => presentAdminTeam(row, balances.get(row.id) ?? 0)),
      total,
      limit: input.limit,
      offset: input.offset,
    };
  }

  /** Grants credits to a team's shared account with a note (the team's usage history shows it); audited with it. */
  async grantTeamCredits(actor: AdminActor, input: AdminTeamCreditGrantInput): Promise<AdminTeam> {
    assertSiteAdministrator(actor);
    const team = await this.deps.adminTeams.find(input.id);
    if (!team) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.teamNotFound);
    const credits = await this.deps.teamCredits.grantToTeam(team.id, input.amount, input.note, actor.id, (tx, after) =>
      this.deps.audit.in(tx).record({
        actor,
        action: 'team.credits.grant',
        details: { teamId: team.id, team: team.name, amount: input.amount, note: input.note, balance: after.balance },
      }),
    );
    return presentAdminTeam(team, credits.balance);
  }

  /** The registration mode in force and the one the environment gives. */
  async getSettings(actor: AdminActor): Promise<SiteSettings> {
    assertSiteAdministrator(actor);
    return presentSiteSettings(await this.deps.settings.registration(), this.deps.defaultRegistration);
  }

  /** Chooses the registration mode (it overrides REGISTRATION from the next sign-up on); audited with the change. */
  async updateSettings(actor: AdminActor, input: SiteSettingsInput): Promise<SiteSettings> {
    assertSiteAdministrator(actor);
    const chosen = await this.deps.db.transaction(async (tx) => {
      const settings = this.deps.settings.in(tx);
      const from = (await settings.registration())?.mode ?? this.deps.defaultRegistration;
      const stored = await settings.setRegistration(input.registration, actor.id);
      await this.deps.audit.in(tx).record({
        actor,
        action: 'settings.registration',
        details: { from, to: input.registration },
      });
      return stored;
    });
    return presentSiteSettings(chosen, this.deps.defaultRegistration);
  }

  /** One page of the audit log, newest first. */
  async listAudit(actor: AdminActor, input: AdminAuditListInput): Promise<AdminAuditList> {
    assertSiteAdministrator(actor);
    const { rows, total } = await this.deps.audit.list(input.limit, input.offset);
    return { items: rows.map(presentAuditEntry), total, limit: input.limit, offset: input.offset };
  }

  private async presentOne(row: UserRow): Promise<AdminUser> {
    const balances = await this.deps.ledger.balancesOf([row.id]);
    return presentAdminUser(row, balances.get(row.id) ?? 0);
  }
}
