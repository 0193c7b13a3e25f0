import { useTranslation } from 'react-i18next';
import { useDocumentTitle, useTier } from '../app/tier';
import type { LocaleResources } from '../locales/localeShape';
import { Notice, PageHeader } from '../ui';

export type PageKey = keyof LocaleResources['pages'];

interface LaterReleaseScreenProps {
  page: PageKey;
  /** Marks the screens inside a project (the header shows the project tabs). */
  isProjectSection?: boolean;
}

/**
 * Frame of a screen whose feature ships in a later release: the real page header (title, document
 * title) and a plain statement that the content is not part of this release.
 */
export function LaterReleaseScreen({ page, isProjectSection = false }: LaterReleaseScreenProps) {
  const { t } = useTranslation();
  const { brand } = useTier();
  const title = t(`pages.${page}.title`);
  useDocumentTitle(title);

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={title}
        description={t(`pages.${page}.description`)}
        eyebrow={isProjectSection ? t('nav.project') : undefined}
      />
      <Notice title={t('later.title')} message={t('later.message', { brand: brand.title })} />
    </div>
  );
}
