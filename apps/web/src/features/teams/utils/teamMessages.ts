import { TEAM_MESSAGES, TEAM_ROLES, type TeamRole } from '@sym/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/errors';

type TeamMessageKey = keyof typeof TEAM_MESSAGES;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each team text of the server as a pattern, its `{name}` parameters captured. */
const PATTERNS = (Object.keys(TEAM_MESSAGES) as TeamMessageKey[]).map((key) => {
  const names: string[] = [];
  const source = TEAM_MESSAGES[key]
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { key, names, pattern: new RegExp(`^${source}$`) };
});

export const isTeamRole = (value: unknown): value is TeamRole =>
  typeof value === 'string' && (TEAM_ROLES as readonly string[]).includes(value);

/** A role's name in the user's language ('Viewer'); an unknown word stays as the server wrote it. */
export function teamRoleLabel(t: TFunction, role: string): string {
  return isTeamRole(role) ? t(`teams.roles.${role}`) : role;
}

/** A role's name inside a sentence ('viewer' in English, as the server's texts write it). */
export function teamRoleWord(t: TFunction, role: string): string {
  return isTeamRole(role) ? t(`teams.roleWords.${role}`) : role;
}

/**
 * One of the server's team texts (TEAM_MESSAGES: seat limit, expired invitation, other e-mail...) in the user's
 * language, read back from the English with its parameters; null for any other text.
 */
export function translateTeamMessage(t: TFunction, text: string): string | null {
  for (const { key, names, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const params: Record<string, string | number> = {};
    names.forEach((name, index) => (params[name] = match[index + 1] ?? ''));
    if (params.role !== undefined) params.role = teamRoleWord(t, String(params.role));
    // The two texts that are server messages too are worded once, under their codes.
    if (key === 'seatsFull' || key === 'readOnlyRole') return t(`serverMessages.team.${key}`, params);
    return t(`teams.messages.${key}`, params);
  }
  return null;
}

/** Statuses whose server text says why (forbidden, seat limit, not found, already a member, gone, invalid). */
const EXPLAINED_STATUSES = new Set([400, 403, 404, 409, 410, 422, 429]);

/**
 * The text to show for a failed team action: the server's reason in the user's language (its message code, or one
 * of the team texts), its own words for other refusals, else `fallback` (network trouble, server errors).
 */
export function teamErrorText(t: TFunction, error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  // A team text as the whole message, or as a field's (an invitation for a member answers 422 on `email`/`token`).
  for (const text of [error.serverMessage, ...error.details.map((detail) => detail.message)]) {
    const known = translateTeamMessage(t, text);
    if (known) return known;
  }
  if (error.messageCode) return error.localizedMessage;
  return EXPLAINED_STATUSES.has(error.status) && error.serverMessage ? error.message : fallback;
}
