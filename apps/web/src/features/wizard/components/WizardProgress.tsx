import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Icon } from '../../../ui';
import { WIZARD_STEPS } from '../utils/wizardDraft';

interface WizardProgressProps {
  /** 1-based. */
  current: number;
}

/** The six steps as an ordered list; done steps ticked, the current one marked for assistive tech. */
export function WizardProgress({ current }: WizardProgressProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('wizard.progressLabel')}>
      <p className="mb-2 text-xs font-medium text-fg-muted">
        {t('wizard.stepOf', { current, total: WIZARD_STEPS.length })}
      </p>
      <div
        role="progressbar"
        aria-label={t('wizard.progressLabel')}
        aria-valuemin={1}
        aria-valuemax={WIZARD_STEPS.length}
        aria-valuenow={current}
        className="mb-3 h-1.5 overflow-hidden rounded-full bg-elevated"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width]"
          style={{ width: `${(current / WIZARD_STEPS.length) * 100}%` }}
        />
      </div>
      <ol className="grid grid-cols-2 gap-2 text-xs sm:grid-cols-3 lg:grid-cols-6">
        {WIZARD_STEPS.map((step, index) => {
          const number = index + 1;
          const isDone = number < current;
          const isCurrent = number === current;
          return (
            <li
              key={step}
              aria-current={isCurrent ? 'step' : undefined}
              className={`flex items-center gap-2 rounded-lg border px-2.5 py-2 ${
                isCurrent ? 'border-accent bg-accent-soft text-fg' : 'border-line text-fg-muted'
              }`}
            >
              <span
                className={`grid size-5 shrink-0 place-items-center rounded-full text-[11px] font-semibold ${
                  isDone || isCurrent ? 'bg-accent text-on-accent' : 'bg-elevated'
                }`}
              >
                {isDone ? <Icon name="check" className="size-3" /> : number}
              </span>
              <span className="truncate">{t(`wizard.steps.${step}`)}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
