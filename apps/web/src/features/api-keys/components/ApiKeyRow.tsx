import type { ApiKeyView } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button } from '../../../ui';

const STATUS_CLASSES: Record<ApiKeyView['status'], string> = {
  active: 'bg-success/15 text-success',
  expired: 'bg-elevated text-fg-muted',
  revoked: 'bg-danger/15 text-danger',
};

interface ApiKeyRowProps {
  apiKey: ApiKeyView;
  isBusy: boolean;
  onRevoke: (apiKey: ApiKeyView) => void;
}

/** One key: name, prefix, status, created, expiry and last use; active keys can be revoked. */
export function ApiKeyRow({ apiKey, isBusy, onRevoke }: ApiKeyRowProps) {
  const { t, i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  const date = (value: string) => format.format(new Date(value));
  const facts = [
    t('apiKeys.list.created', { date: date(apiKey.createdAt) }),
    apiKey.revokedAt
      ? t('apiKeys.list.revokedOn', { date: date(apiKey.revokedAt) })
      : t(apiKey.status === 'expired' ? 'apiKeys.list.expired' : 'apiKeys.list.expires', {
          date: date(apiKey.expiresAt),
        }),
    apiKey.lastUsedAt ? t('apiKeys.list.lastUsed', { date: date(apiKey.lastUsedAt) }) : t('apiKeys.list.neverUsed'),
  ];

  return (
    <li
      aria-label={apiKey.name}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="truncate font-medium text-fg">{apiKey.name}</span>
          <code className="rounded bg-elevated px-1.5 py-0.5 text-xs text-fg-muted">{apiKey.prefix}…</code>
          <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_CLASSES[apiKey.status]}`}>
            {t(`apiKeys.status.${apiKey.status}`)}
          </span>
        </div>
        <p className="text-xs text-fg-muted">{facts.join(' · ')}</p>
      </div>
      {apiKey.status === 'active' && (
        <Button
          variant="danger"
          size="sm"
          isLoading={isBusy}
          aria-label={t('apiKeys.revokeNamed', { name: apiKey.name })}
          onClick={() => onRevoke(apiKey)}
        >
          {t('apiKeys.revoke')}
        </Button>
      )}
    </li>
  );
}
