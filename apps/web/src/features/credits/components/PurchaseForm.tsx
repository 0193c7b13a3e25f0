import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../lib/errors';
import { Alert, Button, Icon, TextField } from '../../../ui';
import { usePurchaseCredits } from '../hooks/useCreditsMutations';
import { formatCredits } from '../utils/formatCredits';
import { CreditsSection } from './CreditsSection';

/** A whole number of credits above 0, else null. */
function parseAmount(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value > 0 ? value : null;
}

/** Buys a number of credits through the instance's payment provider; shows what was added or why not. */
export function PurchaseForm() {
  const { t, i18n } = useTranslation();
  const purchase = usePurchaseCredits();
  const [amountText, setAmountText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<number | null>(null);

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
    purchase.mutate(amount, {
      onSuccess: () => {
        setAdded(amount);
        setAmountText('');
      },
      onError: (caught) => setError(errorMessageOf(caught, t('credits.purchase.failed'))),
    });
  };

  return (
    <CreditsSection title={t('credits.purchase.title')} description={t('credits.purchase.description')}>
      <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-3">
        {error && <Alert>{error}</Alert>}
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
    </CreditsSection>
  );
}
