import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Icon, ShareDialog } from '../../../ui';
import { ShowcaseSection } from './ShowcaseSection';

type ShareDemo = 'ready' | 'creating' | 'failed';

const SAMPLE_SHARE_PATH = '/v/0b7d1c1e-1111-4222-8333-444455556666';
const SIMULATED_CREATION_MS = 1_200;

/** The share dialog with a ready link, a link still being created, and a failed creation. */
export function ShareShowcase() {
  const { t } = useTranslation();
  const [demo, setDemo] = useState<ShareDemo | null>(null);
  const [isCreating, setIsCreating] = useState(false);

  useEffect(() => {
    if (!isCreating) return;
    const timer = setTimeout(() => setIsCreating(false), SIMULATED_CREATION_MS);
    return () => clearTimeout(timer);
  }, [isCreating]);

  const open = (next: ShareDemo) => {
    setDemo(next);
    setIsCreating(next === 'creating');
  };

  return (
    <ShowcaseSection
      id="share"
      title={t('showcase.sections.share.title')}
      description={t('showcase.sections.share.description')}
    >
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => open('ready')}>
          <Icon name="share" className="size-4" />
          {t('showcase.share.open')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => open('creating')}>
          {t('showcase.share.openCreating')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => open('failed')}>
          {t('showcase.share.openFailed')}
        </Button>
      </div>
      <ShareDialog
        isOpen={demo !== null}
        onClose={() => setDemo(null)}
        url={`${window.location.origin}${SAMPLE_SHARE_PATH}`}
        isLoading={isCreating}
        error={demo === 'failed' ? t('showcase.share.failedSample') : undefined}
        description={t('showcase.share.description')}
      />
    </ShowcaseSection>
  );
}
