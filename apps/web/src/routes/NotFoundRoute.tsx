import { HOME_ROUTE } from '@sym/contracts';
import { useTranslation } from '../lib/i18n/useTranslation';
import { Link } from 'react-router';
import { useDocumentTitle } from '../app/tier';
import { buttonClasses, Icon } from '../ui';
import { PublicFrame } from './PublicFrame';

/** Catch-all: '404 - Page Not Found' with a link home. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <PublicFrame>
      <section className="mx-auto flex max-w-lg flex-col items-center py-16 text-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-accent-soft text-accent">
          <Icon name="alert" className="size-7" />
        </span>
        <h1 className="mt-6 text-2xl font-semibold text-fg">{t('notFound.title')}</h1>
        <p className="mt-2 text-sm text-fg-muted">{t('notFound.message')}</p>
        <Link to={HOME_ROUTE} className={buttonClasses('primary', 'md', 'mt-8')}>
          <Icon name="home" className="size-4" />
          {t('notFound.home')}
        </Link>
      </section>
    </PublicFrame>
  );
}
