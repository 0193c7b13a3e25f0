import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Icon } from '../../../ui';

/** The project's preview image (first shot's image), or a neutral film placeholder when there is none. */
export function ProjectPreview({ imageUrl }: { imageUrl?: string | null }) {
  const { t } = useTranslation();
  const [hasFailed, setHasFailed] = useState(false);
  if (imageUrl && !hasFailed) {
    return (
      <img
        src={imageUrl}
        alt=""
        loading="lazy"
        draggable={false}
        onError={() => setHasFailed(true)}
        className="size-full object-cover"
      />
    );
  }
  return (
    <div
      data-testid="project-preview-placeholder"
      className="grid size-full place-items-center bg-gradient-to-br from-elevated to-hover text-fg-subtle"
    >
      <Icon name="film" className="size-1/4 max-h-10 max-w-10" aria-hidden="true" />
      <span className="sr-only">{t('projects.card.noPreview')}</span>
    </div>
  );
}
