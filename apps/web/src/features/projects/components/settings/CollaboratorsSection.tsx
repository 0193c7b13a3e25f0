import { initialsOf, type ProjectDetails } from '@sym/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { Avatar, Button, Icon, SettingsSection, TextField, useConfirm } from '../../../../ui';
import { useAddCollaborator, useRemoveCollaborator } from '../../api/useProjectMutations';
import { explainError, fieldErrorsOf } from '../../utils/errorText';
import { Feedback, type FeedbackMessage } from '../Feedback';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Owner and collaborators; the owner adds people by e-mail and removes them (with confirmation). */
export function CollaboratorsSection({ project, isOwner }: { project: ProjectDetails; isOwner: boolean }) {
  const { t, i18n } = useTranslation();
  const confirm = useConfirm();
  const addCollaborator = useAddCollaborator(project.id);
  const removeCollaborator = useRemoveCollaborator(project.id);
  const [email, setEmail] = useState('');
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const [feedback, setFeedback] = useState<FeedbackMessage | null>(null);
  const dateFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });

  const isEmailInvalid = !EMAIL_PATTERN.test(email.trim());
  const serverEmailError = fieldErrorsOf(addCollaborator.error).email;
  const emailError =
    hasTriedSubmit && isEmailInvalid ? t('projects.settings.collaborators.invalidEmail') : serverEmailError;

  const handleAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setHasTriedSubmit(true);
    setFeedback(null);
    if (isEmailInvalid) return;
    const address = email.trim();
    addCollaborator.mutate(address, {
      onSuccess: () => {
        setEmail('');
        setHasTriedSubmit(false);
        setFeedback({ tone: 'success', text: t('projects.settings.collaborators.added', { email: address }) });
      },
      onError: (error) => {
        if (fieldErrorsOf(error).email) return;
        setFeedback({ tone: 'danger', text: explainError(error, t('projects.settings.collaborators.addFailed')) });
      },
    });
  };

  const handleRemove = async (collaborator: ProjectDetails['collaborators'][number]) => {
    const isConfirmed = await confirm({
      title: t('projects.settings.collaborators.removeTitle'),
      message: t('projects.settings.collaborators.removeMessage', { name: collaborator.name || collaborator.email }),
      confirmLabel: t('projects.settings.collaborators.remove'),
    });
    if (!isConfirmed) return;
    setFeedback(null);
    removeCollaborator.mutate(collaborator.id, {
      onError: (error) =>
        setFeedback({ tone: 'danger', text: explainError(error, t('projects.settings.collaborators.removeFailed')) }),
    });
  };

  const people = [
    { ...project.owner, role: t('projects.settings.collaborators.owner'), addedAt: null, isOwnerRow: true },
    ...project.collaborators.map((person) => ({
      ...person,
      role: t('projects.settings.collaborators.collaborator'),
      isOwnerRow: false,
    })),
  ];

  return (
    <SettingsSection
      title={t('projects.settings.collaborators.title')}
      description={t('projects.settings.collaborators.description')}
    >
      <div className="flex flex-col gap-4">
        <Feedback message={feedback} onDismiss={() => setFeedback(null)} />
        <ul
          aria-label={t('projects.settings.collaborators.listLabel')}
          className="divide-y divide-line rounded-xl border border-line"
        >
          {people.map((person) => (
            <li key={person.id} className="flex items-center gap-3 px-4 py-3">
              <Avatar initials={initialsOf(person.name || person.email)} />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-fg">{person.name || person.email}</p>
                <p className="truncate text-xs text-fg-muted">
                  {person.email}
                  {person.addedAt &&
                    ` · ${t('projects.settings.collaborators.addedOn', { date: dateFormat.format(new Date(person.addedAt)) })}`}
                </p>
              </div>
              <span className="rounded-full bg-elevated px-2 py-0.5 text-xs text-fg-muted">{person.role}</span>
              {isOwner && !person.isOwnerRow && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('projects.settings.collaborators.removeNamed', { name: person.name || person.email })}
                  onClick={() => void handleRemove(person as ProjectDetails['collaborators'][number])}
                >
                  <Icon name="trash" className="size-4" />
                  {t('projects.settings.collaborators.remove')}
                </Button>
              )}
            </li>
          ))}
        </ul>
        {project.collaborators.length === 0 && (
          <p className="text-sm text-fg-muted">{t('projects.settings.collaborators.none')}</p>
        )}
        {isOwner ? (
          <form noValidate onSubmit={handleAdd} className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <TextField
              className="flex-1"
              type="email"
              autoComplete="off"
              label={t('projects.settings.collaborators.email')}
              placeholder="name@example.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={emailError}
            />
            <Button type="submit" className="sm:mt-7" isLoading={addCollaborator.isPending}>
              <Icon name="plus" className="size-4" />
              {t('projects.settings.collaborators.add')}
            </Button>
          </form>
        ) : (
          <p className="text-sm text-fg-muted">{t('projects.settings.collaborators.ownerOnly')}</p>
        )}
      </div>
    </SettingsSection>
  );
}
