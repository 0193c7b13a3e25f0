import { MODEL_PRICE_MAX, type SiteModel } from '@sym/contracts';
import { useState, type FormEvent } from 'react';
import { errorMessageOf } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, EmptyState, LoadingError, OutcomeMessage, SkeletonList, type Outcome } from '../../../ui';
import { useAdminModels, usePriceModel } from '../api/useAdmin';

const COLUMNS = ['kind', 'model', 'providerPrice', 'price'] as const;

/** What each of the site's models costs per unit: the provider's price, or the one set here (audited). */
export function AdminModelsTab() {
  const { t } = useTranslation();
  const models = useAdminModels();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (models.isPending) return <SkeletonList />;
  if (models.isError) {
    return (
      <LoadingError
        operation={t('admin.models.operation')}
        detail={errorMessageOf(models.error)}
        onReload={() => void models.refetch()}
      />
    );
  }
  if (models.data.length === 0) {
    return <EmptyState icon="star" title={t('admin.models.empty.title')} message={t('admin.models.empty.message')} />;
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-fg-muted">{t('admin.models.description')}</p>
      <OutcomeMessage outcome={outcome} onDismiss={() => setOutcome(null)} dismissLabel={t('admin.dismiss')} />
      <div className="overflow-x-auto rounded-xl border border-line">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('admin.models.tableLabel')}</caption>
          <thead className="bg-canvas/60 text-xs text-fg-muted">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-4 py-2 font-medium">
                  {t(`admin.models.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {models.data.map((model) => (
              <ModelRow key={`${model.id}:${model.credits}`} model={model} onOutcome={setOutcome} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function ModelRow({ model, onOutcome }: { model: SiteModel; onOutcome: (outcome: Outcome) => void }) {
  const { t } = useTranslation();
  const price = usePriceModel();
  const [draft, setDraft] = useState(String(model.credits));
  const value = Number(draft);
  const isValid = draft.trim() !== '' && Number.isInteger(value) && value >= 0 && value <= MODEL_PRICE_MAX;
  const name = model.model ?? model.providerName;

  const save = async (credits: number | null) => {
    try {
      const saved = await price.mutateAsync({ modelId: model.id, credits });
      onOutcome({ tone: 'success', text: t('admin.models.saved', { name, count: saved.credits }) });
    } catch (failure) {
      onOutcome({ tone: 'danger', text: errorMessageOf(failure, t('admin.models.failed')) });
    }
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isValid) void save(value);
  };

  return (
    <tr>
      <td className="px-4 py-2 text-fg-muted">{t(`projects.settings.models.kinds.${model.kind}`)}</td>
      <td className="px-4 py-2">
        <span className="font-medium text-fg">{model.providerName}</span>
        {model.isDefault && (
          <span className="ml-2 rounded bg-elevated px-1.5 py-0.5 text-xs text-fg-muted">
            {t('admin.models.default')}
          </span>
        )}
        {model.model && <span className="block text-xs text-fg-muted">{model.model}</span>}
      </td>
      <td className="px-4 py-2 text-fg-muted">{model.defaultCredits}</td>
      <td className="px-4 py-2">
        <form onSubmit={handleSubmit} className="flex items-center gap-2">
          <input
            type="number"
            min={0}
            max={MODEL_PRICE_MAX}
            step={1}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-label={t('admin.models.priceOf', { name, kind: t(`projects.settings.models.kinds.${model.kind}`) })}
            aria-invalid={isValid ? undefined : true}
            className="h-8 w-20 rounded-lg border border-line bg-canvas px-2 text-sm text-fg focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent/40"
          />
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            isLoading={price.isPending}
            disabled={!isValid || value === model.credits}
          >
            {t('admin.models.save')}
          </Button>
          {model.credits !== model.defaultCredits && (
            <Button type="button" size="sm" variant="ghost" disabled={price.isPending} onClick={() => void save(null)}>
              {t('admin.models.reset')}
            </Button>
          )}
        </form>
      </td>
    </tr>
  );
}
