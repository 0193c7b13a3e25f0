import { formatDuration, type ScenarioListItem } from '@sym/contracts';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { Link } from 'react-router';
import { Icon } from '../../../../ui';
import { scenarioPath } from '../../paths';

interface ScenarioRowProps {
  projectId: string;
  scenario: ScenarioListItem;
  canEdit: boolean;
  onRename: (scenario: ScenarioListItem) => void;
  onDelete: (scenario: ScenarioListItem) => void;
}

const STATUS_CLASSES: Record<ScenarioListItem['status'], string> = {
  draft: 'bg-elevated text-fg-muted',
  generating: 'bg-accent-soft text-accent',
  completed: 'bg-success/15 text-success',
  failed: 'bg-danger/15 text-danger',
  archived: 'bg-elevated text-fg-subtle',
};

const ICON_BUTTON =
  'relative z-10 grid size-8 place-items-center rounded-lg text-fg-muted transition-colors hover:bg-elevated hover:text-fg focus-visible:outline-2 focus-visible:outline-ring';

/** One episode: the whole row opens the editor; rename and delete sit above the link. */
export function ScenarioRow({ projectId, scenario, canEdit, onRename, onDelete }: ScenarioRowProps) {
  const { t, i18n } = useTranslation();
  const created = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' }).format(
    new Date(scenario.createdAt),
  );
  return (
    <li className="group relative flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 transition-colors focus-within:border-line-strong hover:border-line-strong sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <Link
          to={scenarioPath(projectId, scenario.id)}
          className="font-semibold text-fg after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring"
        >
          {scenario.name}
        </Link>
        {scenario.description && <p className="mt-1 line-clamp-2 text-sm text-fg-muted">{scenario.description}</p>}
      </div>
      <dl className="flex flex-wrap items-center gap-x-5 gap-y-1 text-xs text-fg-muted">
        <div className="flex gap-1">
          <dt>{t('projects.episodes.shots')}</dt>
          <dd className="font-medium text-fg tabular-nums">{scenario.shot_count}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{t('projects.episodes.duration')}</dt>
          <dd className="font-medium text-fg tabular-nums">{formatDuration(scenario.total_duration)}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="sr-only">{t('projects.episodes.status')}</dt>
          <dd className={`rounded-full px-2 py-0.5 font-medium ${STATUS_CLASSES[scenario.status]}`}>
            {t(`projects.episodes.statuses.${scenario.status}`)}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt>{t('projects.episodes.created')}</dt>
          <dd>{created}</dd>
        </div>
      </dl>
      {canEdit && (
        <div className="flex shrink-0 items-center gap-1">
          <button
            type="button"
            className={ICON_BUTTON}
            aria-label={t('projects.episodes.renameNamed', { name: scenario.name })}
            title={t('projects.episodes.rename')}
            onClick={() => onRename(scenario)}
          >
            <Icon name="pencil" className="size-4" />
          </button>
          <button
            type="button"
            className={`${ICON_BUTTON} hover:text-danger`}
            aria-label={t('projects.episodes.deleteNamed', { name: scenario.name })}
            title={t('projects.episodes.delete')}
            onClick={() => onDelete(scenario)}
          >
            <Icon name="trash" className="size-4" />
          </button>
        </div>
      )}
    </li>
  );
}
