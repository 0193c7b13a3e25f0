import {
  AdminAuditList,
  AdminAuditListInput,
  AdminCreditGrantInput,
  AdminTeam,
  AdminTeamCreditGrantInput,
  AdminTeamList,
  AdminTeamListInput,
  AdminUser,
  AdminUserList,
  AdminUserListInput,
  AdminUserUpdateInput,
  SiteSettings,
  SiteSettingsInput,
} from '../api/admin.ts';
import { EmptyInput, defineContracts, get, patch, post, put } from './define.ts';

const ADMIN_ID = '0d9c8b7a-6f5e-4d3c-9b2a-1f0e9d8c7b6a';
const USER_ID = '7e6d5c4b-3a29-4817-9f6e-5d4c3b2a1908';
const exampleUser = {
  id: USER_ID,
  email: 'grace@studio.example',
  name: 'Grace Hopper',
  tier: 'sym' as const,
  role: 'user' as const,
  disabled: false,
  disabledAt: null,
  createdAt: '2026-02-01T09:00:00.000Z',
  lastLogin: '2026-03-04T17:45:00.000Z',
  creditBalance: 100,
};
const exampleTeam = {
  id: '5b1d7c3e-2a4f-4b6d-8e9f-0a1b2c3d4e5f',
  name: 'Northlight Studio',
  ownerId: USER_ID,
  ownerEmail: exampleUser.email,
  memberCount: 3,
  creditBalance: 1000,
  createdAt: '2026-03-02T10:00:00.000Z',
};
const exampleEntry = {
  id: '4b3a2918-0f7e-4d6c-8b5a-493827160f5e',
  actorId: ADMIN_ID,
  actorEmail: 'admin@studio.example',
  action: 'credits.grant' as const,
  targetUserId: USER_ID,
  targetEmail: exampleUser.email,
  details: { amount: 500, note: 'Festival entry', balance: 600 },
  createdAt: '2026-03-05T10:15:00.000Z',
};

/**
 * Site administration (issue 33): only the site's administrators (role 'admin') may call these; everyone else
 * gets 403, team owners and admins included. A signed-in session only: API keys cannot administer.
 */
export const adminContracts = defineContracts({
  'admin.users.list': {
    summary: 'List the users of the site (search by e-mail or name, one page at a time), newest first',
    auth: 'required',
    http: get('/api/admin/users'),
    sessionOnly: true,
    input: AdminUserListInput,
    output: AdminUserList,
    example: {
      input: { search: 'grace', limit: 25, offset: 0 },
      output: { items: [exampleUser], total: 1, limit: 25, offset: 0 },
    },
  },
  'admin.users.update': {
    summary: "Change a user's tier, or disable (signing out every session at once) or enable the account",
    auth: 'required',
    http: patch('/api/admin/users/:id'),
    sessionOnly: true,
    input: AdminUserUpdateInput,
    output: AdminUser,
    example: {
      input: { id: USER_ID, tier: 'motionmaker' },
      output: { ...exampleUser, tier: 'motionmaker' },
    },
  },
  'admin.credits.grant': {
    summary: "Grant credits to a user's own account, with a note (shown in their usage history)",
    auth: 'required',
    http: post('/api/admin/users/:id/credits'),
    sessionOnly: true,
    input: AdminCreditGrantInput,
    output: AdminUser,
    example: {
      input: { id: USER_ID, amount: 500, note: 'Festival entry' },
      output: { ...exampleUser, creditBalance: 600 },
    },
  },
  'admin.teams.list': {
    summary: "List the site's teams (search by name or owner e-mail, one page at a time) with their credit pools",
    auth: 'required',
    http: get('/api/admin/teams'),
    sessionOnly: true,
    input: AdminTeamListInput,
    output: AdminTeamList,
    example: {
      input: { search: 'northlight', limit: 25, offset: 0 },
      output: { items: [exampleTeam], total: 1, limit: 25, offset: 0 },
    },
  },
  'admin.teams.credits.grant': {
    summary: "Grant credits to a team's shared account, with a note (shown in the team's usage history)",
    auth: 'required',
    http: post('/api/admin/teams/:id/credits'),
    sessionOnly: true,
    input: AdminTeamCreditGrantInput,
    output: AdminTeam,
    example: {
      input: { id: exampleTeam.id, amount: 500, note: 'Festival entry' },
      output: { ...exampleTeam, creditBalance: 1500 },
    },
  },
  'admin.settings.get': {
    summary: 'Read the site settings: who may register (open, invite-only, closed)',
    auth: 'required',
    http: get('/api/admin/settings'),
    sessionOnly: true,
    input: EmptyInput,
    output: SiteSettings,
    example: {
      input: {},
      output: { registration: 'invite-only', registrationFromEnvironment: 'open', updatedAt: exampleEntry.createdAt },
    },
  },
  'admin.settings.update': {
    summary: 'Choose who may register: open, invite-only (an e-mail with an open team invitation) or closed',
    auth: 'required',
    http: put('/api/admin/settings'),
    sessionOnly: true,
    input: SiteSettingsInput,
    output: SiteSettings,
    example: {
      input: { registration: 'open' },
      output: { registration: 'open', registrationFromEnvironment: 'open', updatedAt: exampleEntry.createdAt },
    },
  },
  'admin.audit.list': {
    summary: 'Read the audit log of administrative actions, newest first, one page at a time',
    auth: 'required',
    http: get('/api/admin/audit'),
    sessionOnly: true,
    input: AdminAuditListInput,
    output: AdminAuditList,
    example: {
      input: { limit: 25, offset: 0 },
      output: { items: [exampleEntry], total: 1, limit: 25, offset: 0 },
    },
  },
});
