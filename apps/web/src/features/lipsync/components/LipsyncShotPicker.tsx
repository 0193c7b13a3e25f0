import type { ScenarioListItem, Shot } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { SelectField } from '../../../ui';
import { usePickerScenarios, usePickerProjects, usePickerShots } from '../hooks/useLipsyncQueries';

export interface ShotSelection {
  projectId: string | null;
  scenarioId: string | null;
  shotId: string | null;
}

interface LipsyncShotPickerProps {
  value: ShotSelection;
  onChange: (selection: ShotSelection) => void;
}

const SHOT_TEXT_MAX = 50;

const shotText = (shot: Shot) => {
  const text = (shot.description || shot.action).trim();
  return text.length > SHOT_TEXT_MAX ? `${text.slice(0, SHOT_TEXT_MAX - 1)}…` : text;
};

/** Project → episode → shot, each list loaded once the one before it is chosen. */
export function LipsyncShotPicker({ value, onChange }: LipsyncShotPickerProps) {
  const { t } = useTranslation();
  const projects = usePickerProjects();
  const scenarios = usePickerScenarios(value.projectId);
  const shots = usePickerShots(value.scenarioId);
  const projectItems = projects.data?.items ?? [];
  const scenarioItems: ScenarioListItem[] = scenarios.data ?? [];
  const shotItems = shots.data ?? [];
  const isLoadFailed = projects.isError || scenarios.isError || shots.isError;

  const emptyText = () => {
    if (projects.isSuccess && projectItems.length === 0) return t('lipsync.page.noProjects');
    if (value.projectId && scenarios.isSuccess && scenarioItems.length === 0) return t('lipsync.page.noEpisodes');
    if (value.scenarioId && shots.isSuccess && shotItems.length === 0) return t('lipsync.page.noShots');
    return null;
  };
  const empty = emptyText();

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-3">
        <SelectField
          label={t('lipsync.page.project')}
          value={value.projectId ?? ''}
          disabled={projects.isPending}
          options={[
            { value: '', label: t('lipsync.page.chooseProject') },
            ...projectItems.map((project) => ({ value: project.id, label: project.name })),
          ]}
          onValueChange={(projectId) => onChange({ projectId: projectId || null, scenarioId: null, shotId: null })}
        />
        <SelectField
          label={t('lipsync.page.episode')}
          value={value.scenarioId ?? ''}
          disabled={!value.projectId || scenarios.isPending}
          options={[
            { value: '', label: t('lipsync.page.chooseEpisode') },
            ...scenarioItems.map((scenario) => ({ value: scenario.id, label: scenario.name })),
          ]}
          onValueChange={(scenarioId) => onChange({ ...value, scenarioId: scenarioId || null, shotId: null })}
        />
        <SelectField
          label={t('lipsync.page.shot')}
          value={value.shotId ?? ''}
          disabled={!value.scenarioId || shots.isPending}
          options={[
            { value: '', label: t('lipsync.page.chooseShot') },
            ...shotItems.map((shot) => {
              const text = shotText(shot);
              return {
                value: shot.id,
                label: text
                  ? t('lipsync.page.shotOption', { n: shot.sequence, text })
                  : t('lipsync.page.shotOptionBare', { n: shot.sequence }),
              };
            }),
          ]}
          onValueChange={(shotId) => onChange({ ...value, shotId: shotId || null })}
        />
      </div>
      {isLoadFailed && <p className="text-sm text-danger">{t('lipsync.page.loadFailed')}</p>}
      {!isLoadFailed && empty && <p className="text-sm text-fg-muted">{empty}</p>}
    </div>
  );
}
