import type {
  AdminAuditListInput,
  AdminModelPriceInput,
  AdminCreditGrantInput,
  AdminTeamCreditGrantInput,
  AdminTeamListInput,
  AdminUserListInput,
  AdminUserUpdateInput,
  SiteSettingsInput,
} from '@sym/contracts';
import { call } from '../../../lib/transport';

export const adminKeys = {
  all: ['admin'] as const,
  users: (query: Partial<AdminUserListInput>) => ['admin', 'users', query] as const,
  teams: (query: Partial<AdminTeamListInput>) => ['admin', 'teams', query] as const,
  settings: ['admin', 'settings'] as const,
  audit: (query: Partial<AdminAuditListInput>) => ['admin', 'audit', query] as const,
  models: ['admin', 'models'] as const,
  system: ['admin', 'system'] as const,
};

export const adminApi = {
  listUsers: (query: Partial<AdminUserListInput>) => call('admin.users.list', query),
  updateUser: (input: AdminUserUpdateInput) => call('admin.users.update', input),
  grantCredits: (input: AdminCreditGrantInput) => call('admin.credits.grant', input),
  listTeams: (query: Partial<AdminTeamListInput>) => call('admin.teams.list', query),
  grantTeamCredits: (input: AdminTeamCreditGrantInput) => call('admin.teams.credits.grant', input),
  getSettings: () => call('admin.settings.get'),
  updateSettings: (input: SiteSettingsInput) => call('admin.settings.update', input),
  listAudit: (query: Partial<AdminAuditListInput>) => call('admin.audit.list', query),
  listModels: () => call('admin.models.list'),
  system: () => call('admin.system'),
  priceModel: (input: AdminModelPriceInput) => call('admin.models.price', input),
};
