import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, EmptyState, Icon } from '../../../ui';
import { ShowcaseSection } from './ShowcaseSection';

/** The default empty state and one with an icon, message and action. */
export function EmptyStateShowcase() {
  const { t } = useTranslation();
  return (
    <ShowcaseSection
      id="empty"
      title={t('showcase.sections.empty.title')}
      description={t('showcase.sections.empty.description')}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <EmptyState isCompact />
        <EmptyState
          isCompact
          icon="film"
          title={t('showcase.empty.title')}
          message={t('showcase.empty.message')}
          action={
            <Button size="sm">
              <Icon name="sparkles" className="size-4" />
              {t('showcase.empty.action')}
            </Button>
          }
        />
      </div>
    </ShowcaseSection>
  );
}
