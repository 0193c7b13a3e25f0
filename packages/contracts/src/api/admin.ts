import { z } from 'zod';
import { SITE_ROLES } from '../entities/user.ts';
import { INTEGER_MAX } from '../constants.ts';
import { Id, Timestamp } from '../limits.ts';
import { TIERS } from '../tiers.ts';

/**
 * Site administration (issue 33): the site's administrators (users.role 'admin': the first user, ADMIN_EMAILS) list
 * users, grant credits, change tiers, disable accounts and choose who may register. Every action is audited.
 */

/**
 * Who may create an account: anyone, only an e-mail address holding an open team invitation, or nobody (the
 * first user of an empty site always may). REGISTRATION sets it; an administrator's choice overrides it.
 */
export const REGISTRATION_MODES = ['open', 'invite-only', 'closed'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];
export const RegistrationModeSchema = z.enum(REGISTRATION_MODES);

/** What an administrator did; the audit log names each entry with one. */
export const ADMIN_ACTIONS = [
  'credits.grant',
  'team.credits.grant',
  'user.tier',
  'user.disable',
  'user.enable',
  'settings.registration',
  'model.price',
  'user.create',
  'user.password',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** Most credits one grant may give. */
export const ADMIN_GRANT_MAX = 100_000;
export const ADMIN_NOTE_MAX = 500;
export const ADMIN_PAGE_MAX = 100;
export const ADMIN_PAGE_DEFAULT = 25;

/** User-facing texts of site administration (refusals that need translating are server messages). */
export const ADMIN_MESSAGES = {
  userNotFound: 'User not found',
  cannotDisableSelf: 'You cannot disable your own account',
  nothingToChange: 'Give a tier or disabled',
  teamNotFound: 'Team not found',
} as const;

const Page = {
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).default(ADMIN_PAGE_DEFAULT),
  offset: z.coerce.number().int().min(0).max(INTEGER_MAX).default(0),
};

/** A user as the administration lists them. */
export const AdminUser = z.object({
  id: Id,
  email: z.string(),
  name: z.string(),
  tier: z.enum(TIERS),
  role: z.enum(SITE_ROLES),
  disabled: z.boolean(),
  disabledAt: Timestamp.nullable(),
  createdAt: Timestamp,
  lastLogin: Timestamp.nullable(),
  /** The balance of the user's own credit account (team pools not included). */
  creditBalance: z.number().int(),
});
export type AdminUser = z.infer<typeof AdminUser>;

/** `search` matches e-mail or name, any case. Newest accounts first. */
export const AdminUserListInput = z.object({
  search: z.string().trim().max(254).optional(),
  ...Page,
});
export type AdminUserListInput = z.infer<typeof AdminUserListInput>;

export const AdminUserList = z.object({
  items: z.array(AdminUser),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type AdminUserList = z.infer<typeof AdminUserList>;

/** A tier change, a disable or an enable (or several at once). */
export const AdminUserUpdateInput = z
  .object({
    id: Id,
    tier: z.enum(TIERS).optional(),
    disabled: z.boolean().optional(),
  })
  .refine((input) => input.tier !== undefined || input.disabled !== undefined, {
    message: ADMIN_MESSAGES.nothingToChange,
    path: ['tier'],
  });
export type AdminUserUpdateInput = z.infer<typeof AdminUserUpdateInput>;

export const AdminCreditGrantInput = z.object({
  id: Id,
  amount: z.number().int().min(1).max(ADMIN_GRANT_MAX),
  /** Why: shown in the user's usage history and in the audit log. */
  note: z.string().trim().min(1).max(ADMIN_NOTE_MAX),
});
export type AdminCreditGrantInput = z.infer<typeof AdminCreditGrantInput>;

/** A team as the administration lists them, with its shared credit account's balance. */
export const AdminTeam = z.object({
  id: Id,
  name: z.string(),
  ownerId: Id,
  ownerEmail: z.string(),
  memberCount: z.number().int(),
  creditBalance: z.number().int(),
  createdAt: Timestamp,
});
export type AdminTeam = z.infer<typeof AdminTeam>;

/** `search` matches the team's name or its owner's e-mail, any case. Newest teams first. */
export const AdminTeamListInput = AdminUserListInput;
export type AdminTeamListInput = z.infer<typeof AdminTeamListInput>;

export const AdminTeamList = z.object({
  items: z.array(AdminTeam),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type AdminTeamList = z.infer<typeof AdminTeamList>;

/** A grant to a team's shared credit account: the team's id, the amount and why. */
export const AdminTeamCreditGrantInput = AdminCreditGrantInput;
export type AdminTeamCreditGrantInput = z.infer<typeof AdminTeamCreditGrantInput>;

/** The registration mode in force, and the one the environment (REGISTRATION) gives when nobody chose. */
export const SiteSettings = z.object({
  registration: RegistrationModeSchema,
  registrationFromEnvironment: RegistrationModeSchema,
  /** Who last chose the mode here, and when; null while the environment's holds. */
  updatedAt: Timestamp.nullable(),
});
export type SiteSettings = z.infer<typeof SiteSettings>;

export const SiteSettingsInput = z.object({ registration: RegistrationModeSchema });
export type SiteSettingsInput = z.infer<typeof SiteSettingsInput>;

/** One administrative action: who, what, to whom, with what. */
export const AdminAuditEntry = z.object({
  id: Id,
  actorId: Id.nullable(),
  actorEmail: z.string(),
  action: z.enum(ADMIN_ACTIONS),
  targetUserId: Id.nullable(),
  /** The target's e-mail now (null when the account is gone or there is none). */
  targetEmail: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: Timestamp,
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntry>;

export const AdminAuditListInput = z.object(Page);
export type AdminAuditListInput = z.infer<typeof AdminAuditListInput>;

export const AdminAuditList = z.object({
  items: z.array(AdminAuditEntry),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type AdminAuditList = z.infer<typeof AdminAuditList>;
