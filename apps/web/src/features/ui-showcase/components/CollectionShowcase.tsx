import { GRID_LAYOUT } from '@sym/contracts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, EmptyState, GridLayout, GridToolbar, SelectableCard, SkeletonGrid, type ViewMode } from '../../../ui';
import { SAMPLE_KINDS, SAMPLE_SORTS, visibleSampleItems, type SampleKind, type SampleSort } from '../sampleItems';
import { SamplePreview } from './SamplePreview';
import { ShowcaseSection } from './ShowcaseSection';

/** Toolbar driving a grid of sample cards with selection, loading and no-match states. */
export function CollectionShowcase() {
  const { t, i18n } = useTranslation();
  const kindId = useId();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SampleSort>('recent');
  const [kind, setKind] = useState<SampleKind | 'all'>('all');
  const [viewMode, setViewMode] = useState<ViewMode>('grid');
  const [cardSize, setCardSize] = useState<number>(GRID_LAYOUT.minColumn);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [opened, setOpened] = useState<string | null>(null);
  const [isLoading, setIsLoading] = useState(false);

  const items = useMemo(() => visibleSampleItems(search, kind, sort), [search, kind, sort]);
  const dateFormat = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }), [i18n.language]);

  const toggle = (id: string, isSelected: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (isSelected) next.add(id);
      else next.delete(id);
      return next;
    });
  const clearFilters = () => {
    setSearch('');
    setKind('all');
  };

  return (
    <ShowcaseSection
      id="collection"
      title={t('showcase.sections.collection.title')}
      description={t('showcase.sections.collection.description')}
    >
      <div className="flex flex-col gap-4">
        <GridToolbar
          search={search}
          onSearchChange={setSearch}
          sortOptions={SAMPLE_SORTS.map((value) => ({ value, label: t(`showcase.collection.sort.${value}`) }))}
          sort={sort}
          onSortChange={setSort}
          viewMode={viewMode}
          onViewModeChange={setViewMode}
          cardSize={cardSize}
          onCardSizeChange={setCardSize}
          filters={
            <div className="flex items-center gap-2">
              <label htmlFor={kindId} className="text-xs text-fg-muted">
                {t('showcase.collection.kindLabel')}
              </label>
              <select
                id={kindId}
                value={kind}
                onChange={(event) => setKind(event.target.value as SampleKind | 'all')}
                className="h-9 rounded-lg border border-line bg-canvas px-2 text-sm text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <option value="all">{t('showcase.collection.allKinds')}</option>
                {SAMPLE_KINDS.map((value) => (
                  <option key={value} value={value}>
                    {t(`showcase.collection.kinds.${value}`)}
                  </option>
                ))}
              </select>
            </div>
          }
        />
        <div className="flex min-h-8 flex-wrap items-center gap-3 text-sm text-fg-muted">
          <span aria-live="polite">{t('showcase.collection.selected', { n: selected.size })}</span>
          {selected.size > 0 && (
            <Button variant="ghost" size="sm" onClick={() => setSelected(new Set())}>
              {t('showcase.collection.clearSelection')}
            </Button>
          )}
          {opened && <span aria-live="polite">{t('showcase.collection.opened', { name: opened })}</span>}
          <label className="ml-auto flex items-center gap-2">
            <input
              type="checkbox"
              checked={isLoading}
              onChange={(event) => setIsLoading(event.target.checked)}
              className="size-4 accent-accent"
            />
            {t('showcase.collection.simulateLoading')}
          </label>
        </div>
        {isLoading ? (
          <SkeletonGrid count={6} viewMode={viewMode} cardSize={cardSize} />
        ) : items.length === 0 ? (
          <EmptyState
            icon="search"
            message={t('showcase.collection.noMatches')}
            action={
              <Button variant="secondary" size="sm" onClick={clearFilters}>
                {t('showcase.collection.clearFilters')}
              </Button>
            }
          />
        ) : (
          <GridLayout viewMode={viewMode} cardSize={cardSize}>
            {items.map((item) => (
              <SelectableCard
                key={item.id}
                title={item.name}
                subtitle={t(`showcase.collection.kinds.${item.kind}`)}
                media={<SamplePreview item={item} />}
                viewMode={viewMode}
                isSelected={selected.has(item.id)}
                onSelectedChange={(isSelected) => toggle(item.id, isSelected)}
                onOpen={() => setOpened(item.name)}
              >
                <span className="flex flex-wrap gap-x-3 gap-y-1">
                  <span>{t('showcase.collection.variants', { n: item.variants })}</span>
                  <span>{t('showcase.collection.updated', { date: dateFormat.format(new Date(item.updatedAt)) })}</span>
                </span>
              </SelectableCard>
            ))}
          </GridLayout>
        )}
      </div>
    </ShowcaseSection>
  );
}
