import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useDocumentTitle } from '../../../app/tier';
import { Icon } from '../../../ui';

/** An expired, revoked or unknown link: the same page for each, so it tells nothing about which. */
export function ReviewGone() {
  const { t } = useTranslation();
  useDocumentTitle(t('review.gone.title'));
  return (
    <section data-testid="review-gone" className="mx-auto flex max-w-lg flex-col items-center py-16 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-accent-soft text-accent">
        <Icon name="link" className="size-7" />
      </span>
      <h1 className="mt-6 text-2xl font-semibold text-fg">{t('review.gone.title')}</h1>
      <p className="mt-2 text-sm text-fg-muted">{t('review.gone.message')}</p>
    </section>
  );
}
