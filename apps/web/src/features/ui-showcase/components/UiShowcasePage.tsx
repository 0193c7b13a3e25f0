import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useDocumentTitle } from '../../../app/tier';
import { PageHeader } from '../../../ui';
import { CollectionShowcase } from './CollectionShowcase';
import { ConfirmShowcase } from './ConfirmShowcase';
import { EmptyStateShowcase } from './EmptyStateShowcase';
import { LanguageShowcase } from './LanguageShowcase';
import { ModalShowcase } from './ModalShowcase';
import { PresenceShowcase } from './PresenceShowcase';
import { ShareShowcase } from './ShareShowcase';
import { SkeletonShowcase } from './SkeletonShowcase';
import { SubTabsShowcase } from './SubTabsShowcase';
import { TextareaShowcase } from './TextareaShowcase';

/** /ui-showcase: every generic piece of spec §2, live, with sample content. */
export function UiShowcasePage() {
  const { t } = useTranslation();
  const title = t('pages.uiShowcase.title');
  useDocumentTitle(title);
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={title} description={t('pages.uiShowcase.description')} />
      <ModalShowcase />
      <ConfirmShowcase />
      <CollectionShowcase />
      <SkeletonShowcase />
      <SubTabsShowcase />
      <EmptyStateShowcase />
      <TextareaShowcase />
      <ShareShowcase />
      <LanguageShowcase />
      <PresenceShowcase />
    </div>
  );
}
