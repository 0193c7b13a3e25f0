import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { SubTabs, type SubTabItem } from '../../../ui';
import { ShowcaseSection } from './ShowcaseSection';

type SampleTab = 'overview' | 'shots' | 'exports' | 'archived';

/** Button sub-tabs controlling a panel, with counts and a disabled tab. */
export function SubTabsShowcase() {
  const { t } = useTranslation();
  const [active, setActive] = useState<SampleTab>('overview');
  const items: SubTabItem<SampleTab>[] = [
    { id: 'overview', label: t('showcase.subTabs.tabs.overview') },
    { id: 'shots', label: t('showcase.subTabs.tabs.shots'), count: 12 },
    { id: 'exports', label: t('showcase.subTabs.tabs.exports'), count: 3 },
    { id: 'archived', label: t('showcase.subTabs.tabs.archived'), isDisabled: true },
  ];
  const activeLabel = items.find((item) => item.id === active)?.label ?? '';
  return (
    <ShowcaseSection
      id="sub-tabs"
      title={t('showcase.sections.subTabs.title')}
      description={t('showcase.sections.subTabs.description')}
    >
      <SubTabs
        label={t('showcase.subTabs.label')}
        items={items}
        activeId={active}
        onChange={setActive}
        idPrefix="showcase-tab"
      />
      <div
        role="tabpanel"
        aria-labelledby={`showcase-tab-${active}`}
        className="rounded-b-xl bg-canvas/50 px-4 py-6 text-sm text-fg-muted"
      >
        {t('showcase.subTabs.panel', { tab: activeLabel })}
      </div>
    </ShowcaseSection>
  );
}
