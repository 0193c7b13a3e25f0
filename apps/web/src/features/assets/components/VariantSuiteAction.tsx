import { VARIANT_SUITE_NAMES } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { translateServerText } from '../../../lib/i18n';
import { Alert, useConfirm } from '../../../ui';
import { GenerateButton, type GenerationState, type JobBatch } from '../../generation';

interface VariantSuiteActionProps {
  /** Images the suite makes (5) and what they cost together; null while the pricing loads. */
  images: number;
  cost: number | null;
  state: GenerationState;
  onGenerate: () => Promise<JobBatch | null>;
}

/**
 * "Generate variant suite" of a location: after a confirmation showing what it costs ('5 images ·
 * 5 credits'), starts the five named views and reports how many started and why it stopped early.
 */
export function VariantSuiteAction({ images, cost, state, onGenerate }: VariantSuiteActionProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [started, setStarted] = useState<JobBatch | null>(null);
  const costLine = [
    t('assets.suite.images', { count: images }),
    cost === null ? null : t('generation.cost', { count: cost }),
  ]
    .filter(Boolean)
    .join(' · ');

  const handleClick = async () => {
    const isConfirmed = await confirm({
      title: t('assets.suite.confirmTitle'),
      message: (
        <div className="flex flex-col gap-2">
          <p>{t('assets.suite.confirmMessage', { names: VARIANT_SUITE_NAMES.join(', ') })}</p>
          <p className="font-semibold text-fg">{costLine}</p>
        </div>
      ),
      confirmLabel: t('assets.suite.confirm'),
      variant: 'default',
    });
    if (!isConfirmed) return;
    setStarted(null);
    setStarted(await onGenerate());
  };

  return (
    <div className="flex flex-col gap-2 rounded-xl border border-line p-3">
      <div>
        <h4 className="text-sm font-semibold text-fg">{t('assets.suite.title')}</h4>
        <p className="mt-0.5 text-xs text-fg-muted">{t('assets.suite.description')}</p>
      </div>
      <div>
        <GenerateButton
          label={t('assets.suite.action')}
          cost={cost}
          state={state}
          variant="secondary"
          onGenerate={() => void handleClick()}
        />
      </div>
      {started && started.jobs.length > 0 && (
        <p role="status" className="text-xs text-fg-muted">
          {t('assets.suite.started', { count: started.jobs.length })}
        </p>
      )}
      {started?.stoppedReason && started.jobs.length > 0 && <Alert>{translateServerText(started.stoppedReason)}</Alert>}
    </div>
  );
}
