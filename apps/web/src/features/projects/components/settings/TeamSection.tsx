import { teamRoleMay, type ProjectDetails } from '@sym/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { Alert, Button, SelectField, SettingsSection, useConfirm } from '../../../../ui';
import { teamErrorText, useMyTeams } from '../../../teams';
import { useMoveProjectToTeam } from '../../api/useProjectMutations';

/**
 * Which team the project belongs to, for those who manage it: moved into one of the user's teams (where their role
 * edits), to another, or back to personal, after a confirmation that its collaborators, episodes and media stay.
 */
export function TeamSection({ project }: { project: ProjectDetails }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { teams } = useMyTeams();
  const move = useMoveProjectToTeam(project.id);
  const current = project.teamId ?? '';
  const [teamId, setTeamId] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const targets = teams.filter((team) => team.id === current || teamRoleMay(team.role, 'project.edit'));
  const nameOf = (id: string) =>
    id ? (teams.find((team) => team.id === id)?.name ?? t('teams.badge.unknown')) : t('projects.team.personal');

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (teamId === current) return;
    const target = nameOf(teamId);
    const isConfirmed = await confirm({
      title: t('projects.settings.team.confirmTitle'),
      message: t(teamId ? 'projects.settings.team.confirmMessage' : 'projects.settings.team.confirmPersonal', {
        name: project.name,
        team: target,
      }),
      confirmLabel: t('projects.settings.team.move'),
      variant: 'warning',
    });
    if (!isConfirmed) return;
    setError(null);
    setNotice(null);
    try {
      await move.mutateAsync(teamId || null);
      setNotice(t('projects.settings.team.moved', { team: target }));
    } catch (failure) {
      setError(teamErrorText(t, failure, t('projects.settings.team.failed')));
    }
  };

  return (
    <SettingsSection title={t('projects.settings.team.title')} description={t('projects.settings.team.description')}>
      <form onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4">
        <p className="text-sm text-fg-muted">{t('projects.settings.team.current', { team: nameOf(current) })}</p>
        <SelectField
          label={t('projects.settings.team.select')}
          value={teamId}
          options={[
            { value: '', label: t('projects.team.personal') },
            ...targets.map((team) => ({ value: team.id, label: team.name })),
          ]}
          onValueChange={setTeamId}
        />
        <p className="text-xs text-fg-muted">{t('projects.settings.team.keeps')}</p>
        {error && <Alert>{error}</Alert>}
        {notice && (
          <p role="status" className="text-sm text-success">
            {notice}
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" disabled={teamId === current} isLoading={move.isPending}>
            {t('projects.settings.team.move')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
