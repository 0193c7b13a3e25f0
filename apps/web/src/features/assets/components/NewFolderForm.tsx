import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { cleanText } from '../../../lib/text';
import { Button, Icon, TextField } from '../../../ui';
import { FOLDER_NAME_MAX } from '../utils/folders';

interface NewFolderFormProps {
  /** Answers 'empty' when the name is refused (spec §5). */
  onCreate: (name: string) => 'empty' | null;
}

/** "New folder" button that opens a one-field form; an empty name shows 'Empty name'. */
export function NewFolderForm({ onCreate }: NewFolderFormProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    setIsOpen(false);
    setName('');
    setError(undefined);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (onCreate(name) === 'empty') {
      setError(t('assets.folders.emptyName'));
      return;
    }
    close();
  };

  if (!isOpen) {
    return (
      <Button variant="secondary" size="sm" className="self-start" onClick={() => setIsOpen(true)}>
        <Icon name="folder" className="size-4" />
        {t('assets.folders.newFolder')}
      </Button>
    );
  }
  return (
    <form onSubmit={handleSubmit} className="flex w-full flex-col gap-2" noValidate>
      <TextField
        label={t('assets.folders.name')}
        value={name}
        maxLength={FOLDER_NAME_MAX}
        autoFocus
        error={error}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
        onBlur={(event) => setName(cleanText(event.target.value))}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          {t('assets.folders.create')}
        </Button>
        <Button variant="ghost" size="sm" onClick={close}>
          {t('assets.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
