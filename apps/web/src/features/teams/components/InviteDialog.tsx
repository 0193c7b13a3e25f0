import { ASSIGNABLE_TEAM_ROLES, TEAM_INVITATION_DAYS, type AssignableTeamRole } from '@sym/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { ApiError } from '../../../lib/errors';
import { Alert, Button, Modal, SelectField, ShareDialog, TextField } from '../../../ui';
import { useInviteMember } from '../api/useTeamMutations';
import { teamErrorText, teamRoleLabel, translateTeamMessage } from '../utils/teamMessages';

interface InviteDialogProps {
  teamId: string;
  teamName: string;
  isOpen: boolean;
  onClose: () => void;
}

interface CreatedInvitation {
  email: string;
  url: string;
  emailed: boolean;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Invite by e-mail with a role; then the invitation link, shown this once with Copy ('Copied' for 2 s), and whether
 * an e-mail went out. A full team answers with the seat limit, shown in the form.
 */
export function InviteDialog({ teamId, teamName, isOpen, onClose }: InviteDialogProps) {
  const { t } = useTranslation();
  const invite = useInviteMember(teamId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableTeamRole>('editor');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedInvitation | null>(null);

  const reset = () => {
    setEmail('');
    setRole('editor');
    setEmailError(undefined);
    setError(null);
    invite.reset();
  };
  const handleClose = () => {
    reset();
    onClose();
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    setError(null);
    if (!EMAIL_PATTERN.test(address)) {
      setEmailError(t('teams.invite.invalidEmail'));
      return;
    }
    setEmailError(undefined);
    try {
      const result = await invite.mutateAsync({ email: address, role });
      reset();
      onClose();
      setCreated({ email: result.invitation.email, url: result.url, emailed: result.emailed });
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.fieldMessage('email') : undefined;
      if (field) setEmailError(translateTeamMessage(t, field) ?? field);
      else setError(teamErrorText(t, failure, t('teams.invite.failed')));
    }
  };

  return (
    <>
      <Modal
        isOpen={isOpen}
        onClose={handleClose}
        isDismissable={!invite.isPending}
        title={t('teams.invite.title', { team: teamName })}
        description={t('teams.invite.description', { days: TEAM_INVITATION_DAYS })}
      >
        <form
          noValidate
          aria-label={t('teams.invite.title', { team: teamName })}
          onSubmit={(event) => void handleSubmit(event)}
          className="flex flex-col gap-4"
        >
          <TextField
            type="email"
            label={t('teams.invite.email')}
            placeholder="name@example.com"
            autoComplete="off"
            autoFocus
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={emailError}
          />
          <SelectField
            label={t('teams.invite.role')}
            value={role}
            options={ASSIGNABLE_TEAM_ROLES.map((value) => ({ value, label: teamRoleLabel(t, value) }))}
            onValueChange={(value) => setRole(value as AssignableTeamRole)}
          />
          <p className="text-xs text-fg-muted">{t(`teams.roleHints.${role}`)}</p>
          {error && <Alert>{error}</Alert>}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={handleClose} disabled={invite.isPending}>
              {t('teams.invite.cancel')}
            </Button>
            <Button type="submit" isLoading={invite.isPending}>
              {t('teams.invite.submit')}
            </Button>
          </div>
        </form>
      </Modal>
      <ShareDialog
        isOpen={created !== null}
        onClose={() => setCreated(null)}
        url={created?.url}
        title={t('teams.invite.createdTitle', { email: created?.email ?? '' })}
        description={t('teams.invite.createdDescription', { days: TEAM_INVITATION_DAYS })}
      >
        {created && (
          <p role="status" className="mt-3 text-sm text-fg-muted">
            {created.emailed
              ? t('teams.invite.emailed', { email: created.email })
              : t('teams.invite.notEmailed', { email: created.email })}
          </p>
        )}
      </ShareDialog>
    </>
  );
}
