import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, TextField } from '../../../ui';

interface ExportRenameFormProps {
  initialName: string;
  isSaving: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}

/** The export's name edited in place; Escape or Cancel keeps the old name. */
export function ExportRenameForm({ initialName, isSaving, onSave, onCancel }: ExportRenameFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const trimmed = name.trim();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    if (trimmed === initialName) onCancel();
    else onSave(trimmed);
  };

  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={handleSubmit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <TextField
        label={t('exports.row.nameLabel')}
        value={name}
        maxLength={100}
        autoFocus
        onChange={(event) => setName(event.target.value)}
        className="min-w-48 flex-1"
      />
      <Button type="submit" size="sm" isLoading={isSaving} disabled={!trimmed}>
        {t('exports.row.save')}
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
        {t('exports.row.cancel')}
      </Button>
    </form>
  );
}
