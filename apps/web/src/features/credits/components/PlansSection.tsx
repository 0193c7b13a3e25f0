import type { CreditPlan } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { errorMessageOf } from '../../../lib/errors';
import { Alert, LoadingError, useConfirm } from '../../../ui';
import { useUpgradePlan } from '../hooks/useCreditsMutations';
import { useCreditPlans, useSubscription } from '../hooks/useCreditsQueries';
import { formatCredits } from '../utils/formatCredits';
import { CreditsSection } from './CreditsSection';
import { PlanCard } from './PlanCard';
import { SectionSkeleton } from './SectionSkeleton';
import { translateServerText } from '../../../lib/i18n';

/** Every plan, the user's own marked; switching to another asks for confirmation first. */
export function PlansSection() {
  const { t, i18n } = useTranslation();
  const confirm = useConfirm();
  const plans = useCreditPlans();
  const subscription = useSubscription();
  const upgrade = useUpgradePlan();
  const [error, setError] = useState<string | null>(null);
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const currentPlanId = subscription.data?.planId ?? null;
  const currentPrice = plans.data?.find((plan) => plan.id === currentPlanId)?.priceMonthly ?? 0;

  const handleChoose = async (plan: CreditPlan) => {
    const isConfirmed = await confirm({
      title: t('credits.plans.confirmTitle'),
      message: t('credits.plans.confirmMessage', {
        name: plan.name,
        amount: formatCredits(plan.monthlyAllocation, i18n.resolvedLanguage),
        provider: translateServerText(subscription.data?.paymentProvider.name ?? ''),
      }),
      confirmLabel: t('credits.plans.confirm'),
      variant: 'default',
    });
    if (!isConfirmed) return;
    setError(null);
    setChangedTo(null);
    upgrade.mutate(plan.id, {
      onSuccess: () => setChangedTo(plan.name),
      onError: (caught) => setError(errorMessageOf(caught, t('credits.plans.failed'))),
    });
  };

  const renderBody = () => {
    if (plans.isPending) return <SectionSkeleton rows={2} />;
    if (plans.isError) {
      return (
        <LoadingError
          operation={t('credits.plans.operation')}
          detail={errorMessageOf(plans.error)}
          onReload={() => void plans.refetch()}
        />
      );
    }
    return (
      <ul aria-label={t('credits.plans.title')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {plans.data.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            isCurrent={plan.id === currentPlanId}
            isUpgrade={plan.priceMonthly > currentPrice}
            isBusy={upgrade.isPending && upgrade.variables === plan.id}
            onChoose={() => void handleChoose(plan)}
          />
        ))}
      </ul>
    );
  };

  return (
    <CreditsSection title={t('credits.plans.title')} description={t('credits.plans.description')}>
      {error && <Alert>{error}</Alert>}
      {changedTo && (
        <p role="status" className="text-sm text-success">
          {t('credits.plans.changed', { name: changedTo })}
        </p>
      )}
      {renderBody()}
    </CreditsSection>
  );
}
