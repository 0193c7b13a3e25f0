import {
  ADMIN_ACTIONS,
  resolveTier,
  type AdminAction,
  type AdminAuditEntry,
  type AdminTeam,
  type AdminUser,
  type RegistrationMode,
  type SiteSettings,
} from '@sym/contracts';
import type { UserRow } from '../../db/schema.ts';
import type { AuditEntryRow } from './admin-audit.repository.ts';
import type { AdminTeamRow } from './admin-teams.repository.ts';
import type { ChosenRegistration } from './site-settings.repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const isAdminAction = (value: string): value is AdminAction => (ADMIN_ACTIONS as readonly string[]).includes(value);

/** A user as the administration lists them, with the balance of their own credit account. */
export function presentAdminUser(row: UserRow, creditBalance: number): AdminUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    tier: resolveTier(row.tier),
    role: row.role === 'admin' ? 'admin' : 'user',
    disabled: row.disabledAt !== null,
    disabledAt: iso(row.disabledAt),
    createdAt: row.createdAt.toISOString(),
    lastLogin: iso(row.lastLogin),
    creditBalance,
  };
}

/** A team as the administration lists them, with the balance of its shared credit account. */
export function presentAdminTeam(row: AdminTeamRow, creditBalance: number): AdminTeam {
  return {
    id: row.id,
    name: row.name,
    ownerId: row.ownerId,
    ownerEmail: row.ownerEmail,
    memberCount: row.memberCount,
    creditBalance,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An entry of the audit log. */
export function presentAuditEntry(row: AuditEntryRow): AdminAuditEntry {
  if (!isAdminAction(row.action)) throw new Error(`unknown administrative action ${row.action}`);
  return {
    id: row.id,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    targetUserId: row.targetUserId,
    targetEmail: row.targetEmail,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The registration mode in force (the administrator's choice, else the environment's) and the environment's. */
export function presentSiteSettings(
  chosen: ChosenRegistration | undefined,
  fromEnvironment: RegistrationMode,
): SiteSettings {
  return {
    registration: chosen?.mode ?? fromEnvironment,
    registrationFromEnvironment: fromEnvironment,
    updatedAt: iso(chosen?.updatedAt ?? null),
  };
}
