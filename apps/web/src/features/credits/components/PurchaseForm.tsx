import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { errorMessageOf } from '../../../lib/errors';
import { Alert, Button, Icon, TextField } from '../../../ui';
import { usePurchaseCredits, useUpgradePlan } from '../hooks/useCreditsMutations';
import { useCreditPlans, useSubscription } from '../hooks/useCreditsQueries';
import { formatCredits } from '../utils/formatCredits';
import { purchaseOutlook } from '../utils/purchaseOutlook';
import { CreditsSection } from './CreditsSection';
import { PurchaseDialog } from './PurchaseDialog';
import { PurchaseLimitWarning } from './PurchaseLimitWarning';

/** A whole number of credits above 0, else null. */
function parseAmount(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * Buys a number of credits through the instance's payment provider, confirmed in a dialog that shows the monthly
 * limits; warns (and offers the upgrade) when this month's images are used up, since bought credits could not be
 * spent on images. Shows what was added or why not.
 */
export function PurchaseForm() {
  const { t, i18n } = useTranslation();
  const purchase = usePurchaseCredits();
  const upgrade = useUpgradePlan();
  const subscription = useSubscription();
  const plans = useCreditPlans();
  const [amountText, setAmountText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<number | null>(null);
  const [upgradedTo, setUpgradedTo] = useState<string | null>(null);
  // The amount waiting for the dialog's confirmation.
  const [pending, setPending] = useState<number | null>(null);
  const usage = subscription.data?.usage ?? null;
  const outlook = usage && plans.data ? purchaseOutlook(usage, plans.data, subscription.data?.planId ?? null) : null;

  const handleUpgrade = () => {
    const plan = outlook?.upgradePlan;
    if (!plan) return;
    setError(null);
    upgrade.mutate(plan.id, {
      onSuccess: () => {
        setUpgradedTo(plan.name);
        setPending(null);
      },
      onError: (caught) => setError(errorMessageOf(caught, t('credits.plans.failed'))),
    });
  };

  const handleBuy = (amount: number) => {
    purchase.mutate(amount, {
      onSuccess: () => {
        setAdded(amount);
        setAmountText('');
        setPending(null);
      },
      onError: (caught) => {
        setPending(null);
        setError(errorMessageOf(caught, t('credits.purchase.failed')));
      },
    });
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseAmount(amountText);
    setAdded(null);
    setError(null);
    if (amount === null) {
      setProblem(t('credits.purchase.invalid'));
      return;
    }
    setProblem(null);
    setPending(amount);
  };

  return (
    <CreditsSection title={t('credits.purchase.title')} description={t('credits.purchase.description')}>
      <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-3">
        {error && <Alert>{error}</Alert>}
        {upgradedTo && (
          <p role="status" className="text-sm text-success">
            {t('credits.plans.changed', { name: upgradedTo })}
          </p>
        )}
        {outlook && (
          <PurchaseLimitWarning outlook={outlook} onUpgrade={handleUpgrade} isUpgrading={upgrade.isPending} />
        )}
        {added !== null && (
          <p role="status" className="flex items-center gap-2 text-sm text-success">
            <Icon name="checkCircle" className="size-4" />
            {t('credits.purchase.done', { count: added, amount: formatCredits(added, i18n.resolvedLanguage) })}
          </p>
        )}
        <TextField
          label={t('credits.purchase.amount')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={amountText}
          error={problem ?? undefined}
          onChange={(event) => {
            setAmountText(event.target.value);
            setProblem(null);
          }}
        />
        <div>
          <Button type="submit" isLoading={purchase.isPending}>
            <Icon name="plus" className="size-4" />
            {t('credits.purchase.submit')}
          </Button>
        </div>
      </form>
      {pending !== null && (
        <PurchaseDialog
          amount={pending}
          usage={usage}
          outlook={outlook}
          isBuying={purchase.isPending}
          isUpgrading={upgrade.isPending}
          onBuy={() => handleBuy(pending)}
          onUpgrade={handleUpgrade}
          onCancel={() => setPending(null)}
        />
      )}
    </CreditsSection>
  );
}
