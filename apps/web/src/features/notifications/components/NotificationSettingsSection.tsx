import { NOTIFICATION_KINDS, type NotificationKind, type NotificationPreferences } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { errorMessageOf } from '../../../lib/errors';
import { LoadingError, OutcomeMessage, SettingsSection, SkeletonList, type Outcome } from '../../../ui';
import { useNotificationPreferences, useUpdateNotificationPreferences } from '../api/useNotifications';

/**
 * Account settings → Notifications: one checkbox per kind for whether it also comes by e-mail (the inbox always
 * has them all). Each change is saved at once.
 */
export function NotificationSettingsSection() {
  const { t } = useTranslation();
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const [status, setStatus] = useState<Outcome | null>(null);

  const handleChange = async (current: NotificationPreferences, kind: NotificationKind, isOn: boolean) => {
    setStatus(null);
    try {
      await update.mutateAsync({ email: { ...current.email, [kind]: isOn } });
      setStatus({ tone: 'success', text: t('notifications.settings.saved') });
    } catch (failure) {
      setStatus({ tone: 'danger', text: errorMessageOf(failure, t('notifications.settings.failed')) });
    }
  };

  let content;
  if (preferences.isPending) {
    content = <SkeletonList rows={3} rowClassName="h-6 rounded-md" />;
  } else if (preferences.isError) {
    content = (
      <LoadingError
        operation={t('notifications.settings.operation')}
        detail={preferences.error.message}
        onReload={() => void preferences.refetch()}
      />
    );
  } else {
    const current = preferences.data;
    content = (
      <fieldset className="flex flex-col gap-3" disabled={update.isPending}>
        <legend className="mb-2 text-sm font-medium text-fg">{t('notifications.settings.email')}</legend>
        {NOTIFICATION_KINDS.map((kind) => (
          <label key={kind} className="flex cursor-pointer items-start gap-3 text-sm text-fg">
            <input
              type="checkbox"
              data-testid={`notification-email-${kind}`}
              checked={current.email[kind]}
              onChange={(event) => void handleChange(current, kind, event.target.checked)}
              className="mt-0.5 size-4 shrink-0 accent-accent"
            />
            <span>{t(`notifications.settings.kinds.${kind}`)}</span>
          </label>
        ))}
      </fieldset>
    );
  }

  return (
    <SettingsSection title={t('notifications.settings.title')} description={t('notifications.settings.description')}>
      <div className="flex flex-col gap-4">
        {content}
        <OutcomeMessage outcome={status} />
      </div>
    </SettingsSection>
  );
}
