import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useDocumentTitle } from '../../../app/tier';
import { Icon } from '../../../ui';

/** An unknown or revoked link: the same plain page either way, so it does not tell which. */
export function SharedVideoNotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('sharedVideo.notFound.title'));
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center py-16 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-accent-soft text-accent">
        <Icon name="alert" className="size-7" />
      </span>
      <h1 className="mt-6 text-2xl font-semibold text-fg">{t('sharedVideo.notFound.title')}</h1>
      <p className="mt-2 text-sm text-fg-muted">{t('sharedVideo.notFound.message')}</p>
    </section>
  );
}
