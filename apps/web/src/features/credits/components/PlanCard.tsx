import type { CreditPlan } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Icon } from '../../../ui';
import { formatCredits } from '../utils/formatCredits';

interface PlanCardProps {
  plan: CreditPlan;
  isCurrent: boolean;
  /** The plan costs more than the current one (the button says Upgrade, else Switch). */
  isUpgrade: boolean;
  isBusy: boolean;
  onChoose: () => void;
}

/** One plan: name, monthly credits, price, and either the current-plan mark or a button to switch to it. */
export function PlanCard({ plan, isCurrent, isUpgrade, isBusy, onChoose }: PlanCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const price =
    plan.priceMonthly > 0
      ? t('credits.plans.perMonth', {
          price: new Intl.NumberFormat(language, { style: 'currency', currency: plan.currency }).format(
            plan.priceMonthly,
          ),
        })
      : t('credits.plans.free');
  return (
    <li
      aria-label={plan.name}
      aria-current={isCurrent || undefined}
      className={`flex flex-col gap-3 rounded-xl border p-4 ${
        isCurrent ? 'border-accent bg-accent-soft ring-1 ring-accent/60' : 'border-line bg-canvas'
      }`}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-base font-semibold text-fg">{plan.name}</h3>
        {isCurrent && (
          <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-on-accent">
            <Icon name="check" className="size-3.5" />
            {t('credits.plans.current')}
          </span>
        )}
      </div>
      <p className="text-sm text-fg-muted">
        {t('credits.plans.allocation', {
          count: plan.monthlyAllocation,
          amount: formatCredits(plan.monthlyAllocation, language),
        })}
      </p>
      <p className="text-lg font-semibold text-fg">{price}</p>
      {!isCurrent && (
        <div className="mt-auto">
          <Button variant={isUpgrade ? 'primary' : 'secondary'} size="sm" onClick={onChoose} isLoading={isBusy}>
            {isUpgrade
              ? t('credits.plans.upgrade', { name: plan.name })
              : t('credits.plans.switch', { name: plan.name })}
          </Button>
        </div>
      )}
    </li>
  );
}
