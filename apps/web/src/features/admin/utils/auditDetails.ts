import { REGISTRATION_MODES, TIER_CONFIGS, TIERS, type AdminAuditEntry } from '@sym/contracts';
import type { TFunction } from 'i18next';

const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const tierName = (value: unknown) =>
  TIERS.find((tier) => tier === value) ? TIER_CONFIGS[value as (typeof TIERS)[number]].displayName : textOf(value);

/** What an audit entry changed, in words: the amount and note of a grant, a tier or a mode from and to. */
export function describeAuditDetails(t: TFunction, entry: AdminAuditEntry): string {
  const { details } = entry;
  const mode = (value: unknown) =>
    REGISTRATION_MODES.find((known) => known === value)
      ? t(`admin.registration.modes.${value as 'open'}`)
      : textOf(value);
  switch (entry.action) {
    case 'credits.grant':
      return t('admin.audit.details.grant', { amount: textOf(details.amount), note: textOf(details.note) });
    case 'team.credits.grant':
      return t('admin.audit.details.teamGrant', {
        amount: textOf(details.amount),
        team: textOf(details.team),
        note: textOf(details.note),
      });
    case 'user.tier':
      return t('admin.audit.details.change', { from: tierName(details.from), to: tierName(details.to) });
    case 'user.disable':
      return t('admin.audit.details.disable', { sessions: textOf(details.sessionsEnded) });
    case 'user.enable':
      return '';
    case 'settings.registration':
      return t('admin.audit.details.change', { from: mode(details.from), to: mode(details.to) });
    case 'user.create':
      return t('admin.audit.details.create', { role: textOf(details.role) });
    case 'user.password':
      return t('admin.audit.details.password', { sessions: textOf(details.sessionsEnded) });
    case 'model.price':
      return t('admin.audit.details.modelPrice', {
        model: textOf(details.model),
        from: textOf(details.from),
        to: textOf(details.to),
      });
  }
}
