import type { SeriesView } from '@sym/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Alert, Button, Modal, TextField } from '../../../ui';
import { useCreateSeries } from '../api/useProjectMutations';
import { useValidationText } from '../hooks/useValidationText';
import { explainError, fieldErrorsOf } from '../utils/errorText';
import { validateNamed } from '../utils/formValidation';

interface NewSeriesDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (series: SeriesView) => void;
}

/** Creates a series (a named group of projects). */
export function NewSeriesDialog({ isOpen, onClose, onCreated }: NewSeriesDialogProps) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const createSeries = useCreateSeries();
  const [name, setName] = useState('');
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const error = hasTriedSubmit ? validateNamed({ name, description: '' }).name : undefined;
  const serverName = fieldErrorsOf(createSeries.error).name;

  const close = () => {
    setName('');
    setHasTriedSubmit(false);
    createSeries.reset();
    onClose();
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setHasTriedSubmit(true);
    if (validateNamed({ name, description: '' }).name) return;
    createSeries.mutate(
      { name: name.trim() },
      {
        onSuccess: (series) => {
          onCreated(series);
          close();
        },
      },
    );
  };

  return (
    <Modal isOpen={isOpen} onClose={close} title={t('projects.series.createTitle')} size="small">
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <TextField
          label={t('projects.series.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error ? validationText(error) : serverName}
          aria-required="true"
          autoComplete="off"
          autoFocus
        />
        {createSeries.error && !serverName && (
          <Alert>{explainError(createSeries.error, t('projects.series.createFailed'))}</Alert>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close} disabled={createSeries.isPending}>
            {t('projects.form.cancel')}
          </Button>
          <Button type="submit" isLoading={createSeries.isPending}>
            {t('projects.series.create')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
