import { useTranslation } from '../lib/i18n/useTranslation';
import { Button } from './Button';
import { Icon } from './Icon';

interface FeatureErrorFallbackProps {
  isMinimal: boolean;
  onReset: () => void;
}

export function FeatureErrorFallback({ isMinimal, onReset }: FeatureErrorFallbackProps) {
  const { t } = useTranslation();
  if (isMinimal) {
    return (
      <div
        role="alert"
        className="flex items-center gap-3 rounded-lg border border-line bg-surface px-3 py-2 text-sm text-fg-muted"
      >
        <Icon name="alert" className="size-4 text-danger" />
        <span>{t('errors.feature.minimal')}</span>
        <Button variant="ghost" size="sm" onClick={onReset}>
          {t('errors.retry')}
        </Button>
      </div>
    );
  }
  return (
    <section
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-danger/40 bg-danger/5 p-5"
    >
      <div className="flex items-center gap-2 text-danger">
        <Icon name="alert" className="size-5" />
        <h2 className="text-sm font-semibold">{t('errors.feature.title')}</h2>
      </div>
      <p className="text-sm text-fg-muted">{t('errors.feature.message')}</p>
      <Button variant="secondary" size="sm" onClick={onReset}>
        {t('errors.tryAgain')}
      </Button>
    </section>
  );
}
