import { WHITE_LABEL_LIMITS, type ContrastWarning, type WhiteLabelSettings } from '@sym/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, OutcomeMessage, SettingsSection, TextField, type Outcome } from '../../../ui';
import { useUpdateWhiteLabel } from '../api/useWhiteLabel';
import type { BrandScopeId } from '../api/whiteLabelApi';
import { formOf, updateOf, type BrandForm } from '../utils/brandForm';
import { whiteLabelErrorText } from '../utils/whiteLabelErrors';
import { BrandColorsField } from './BrandColorsField';
import { BrandImageField } from './BrandImageField';
import { BrandPreview } from './BrandPreview';
import { DomainsField } from './DomainsField';

interface WhiteLabelEditorProps {
  teamId: BrandScopeId;
  settings: WhiteLabelSettings;
}

/**
 * One brand's settings: its pictures (stored as soon as they are chosen), and a form for the product name,
 * colours with a live preview and contrast warnings, the e-mail sender name and the custom domains.
 */
export function WhiteLabelEditor({ teamId, settings }: WhiteLabelEditorProps) {
  const { t } = useTranslation();
  const update = useUpdateWhiteLabel(teamId);
  const [form, setForm] = useState<BrandForm>(() => formOf(settings));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [warnings, setWarnings] = useState<readonly ContrastWarning[]>([]);
  const change = (fields: Partial<BrandForm>) => setForm((current) => ({ ...current, ...fields }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    update.mutate(updateOf(form), {
      onSuccess: (result) => {
        setForm(formOf(result.whiteLabel));
        setWarnings(result.warnings);
        setOutcome({ tone: 'success', text: t('whiteLabel.saved') });
      },
      onError: (error) =>
        setOutcome({ tone: 'danger', text: whiteLabelErrorText(t, error, t('whiteLabel.saveFailed')) }),
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <SettingsSection title={t('whiteLabel.images.title')} description={t('whiteLabel.images.description')}>
        <div className="flex flex-col gap-6">
          <BrandImageField teamId={teamId} image="logo" url={settings.logoUrl} />
          <BrandImageField teamId={teamId} image="favicon" url={settings.faviconUrl} />
        </div>
      </SettingsSection>
      <form onSubmit={handleSubmit} className="flex flex-col gap-6" noValidate>
        <SettingsSection title={t('whiteLabel.identity.title')} description={t('whiteLabel.identity.description')}>
          <div className="flex flex-col gap-4">
            <TextField
              label={t('whiteLabel.identity.productName')}
              value={form.productName}
              maxLength={WHITE_LABEL_LIMITS.productNameMax}
              placeholder={t('whiteLabel.identity.productNamePlaceholder')}
              onChange={(event) => change({ productName: event.target.value })}
            />
            <TextField
              label={t('whiteLabel.identity.senderName')}
              value={form.emailSenderName}
              maxLength={WHITE_LABEL_LIMITS.senderNameMax}
              placeholder={form.productName || t('whiteLabel.identity.senderNamePlaceholder')}
              onChange={(event) => change({ emailSenderName: event.target.value })}
            />
          </div>
        </SettingsSection>
        <SettingsSection title={t('whiteLabel.colors.title')} description={t('whiteLabel.colors.description')}>
          <div className="grid gap-6 xl:grid-cols-[1fr_18rem]">
            <BrandColorsField
              isEnabled={form.hasColors}
              colors={form.colors}
              onEnabledChange={(hasColors) => change({ hasColors })}
              onChange={(colors) => change({ colors })}
            />
            <BrandPreview
              productName={form.productName}
              logoUrl={settings.logoUrl}
              colors={form.hasColors ? form.colors : null}
            />
          </div>
        </SettingsSection>
        <SettingsSection title={t('whiteLabel.domains.title')} description={t('whiteLabel.domains.description')}>
          <DomainsField domains={form.domains} onChange={(domains) => change({ domains })} />
        </SettingsSection>
        <div className="flex flex-col items-end gap-3">
          <OutcomeMessage outcome={outcome} onDismiss={() => setOutcome(null)} dismissLabel={t('whiteLabel.dismiss')} />
          {outcome?.tone === 'success' && warnings.length > 0 && (
            <p role="status" className="text-sm text-warning">
              {t('whiteLabel.savedWithWarnings')}
            </p>
          )}
          <Button type="submit" isLoading={update.isPending}>
            {t('whiteLabel.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
