import { REGISTRATION_MODES, type RegistrationMode, type SiteSettings } from '@sym/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { errorMessageOf } from '../../../lib/errors';
import {
  Button,
  LoadingError,
  OutcomeMessage,
  SelectField,
  SettingsSection,
  SkeletonList,
  type Outcome,
} from '../../../ui';
import { useSiteSettings, useUpdateSiteSettings } from '../api/useAdmin';

/** Who may register: open, invite-only or closed; the choice overrides the server's REGISTRATION. */
export function RegistrationSettings() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  if (settings.isPending) return <SkeletonList />;
  if (settings.isError) {
    return (
      <LoadingError
        operation={t('admin.registration.operation')}
        detail={errorMessageOf(settings.error)}
        onReload={() => void settings.refetch()}
      />
    );
  }
  return <RegistrationForm settings={settings.data} />;
}

function RegistrationForm({ settings }: { settings: SiteSettings }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateSiteSettings();
  const [mode, setMode] = useState<RegistrationMode>(settings.registration);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const modeLabel = (value: RegistrationMode) => t(`admin.registration.modes.${value}`);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    try {
      const saved = await update.mutateAsync({ registration: mode });
      setOutcome({ tone: 'success', text: t('admin.registration.saved', { mode: modeLabel(saved.registration) }) });
    } catch (failure) {
      setOutcome({ tone: 'danger', text: errorMessageOf(failure, t('admin.registration.failed')) });
    }
  };

  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <SettingsSection
      title={t('admin.registration.title')}
      description={t('admin.registration.description', { mode: modeLabel(settings.registrationFromEnvironment) })}
    >
      <form onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4">
        <SelectField
          label={t('admin.registration.label')}
          value={mode}
          options={REGISTRATION_MODES.map((value) => ({ value, label: modeLabel(value) }))}
          onValueChange={(value) => setMode(value as RegistrationMode)}
        />
        <p className="text-xs text-fg-muted">
          {settings.updatedAt
            ? t('admin.registration.lastChanged', { date: format.format(new Date(settings.updatedAt)) })
            : t('admin.registration.fromEnvironment')}
        </p>
        <OutcomeMessage outcome={outcome} />
        <div>
          <Button type="submit" isLoading={update.isPending} disabled={mode === settings.registration}>
            {t('admin.registration.save')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
