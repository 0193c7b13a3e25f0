import { useId, useState } from 'react';
import { useTranslation } from '../lib/i18n/useTranslation';
import { Icon } from './Icon';
import { useDebouncedCallback } from './useDebouncedCallback';

export const SEARCH_DEBOUNCE_MS = 300;

interface SearchInputProps {
  /** The applied search text. */
  value: string;
  /** Called with the typed text once typing pauses for `debounceMs`, at once on Enter or clear. */
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
  debounceMs?: number;
  className?: string;
}

/** Search field with a magnifier and a clear button; typing is debounced before `onChange`. */
export function SearchInput({
  value,
  onChange,
  label,
  placeholder,
  debounceMs = SEARCH_DEBOUNCE_MS,
  className = '',
}: SearchInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [appliedValue, setAppliedValue] = useState(value);
  const [emittedValue, setEmittedValue] = useState(value);
  const emit = (next: string) => {
    setEmittedValue(next);
    onChange(next);
  };
  const debounced = useDebouncedCallback(emit, debounceMs);

  // The owner changed the search itself (e.g. reset filters): show its value. An echo of what this
  // field emitted leaves the draft alone, so keys typed meanwhile are kept.
  if (value !== appliedValue) {
    setAppliedValue(value);
    if (value !== emittedValue) setDraft(value);
  }

  const handleClear = () => {
    debounced.cancel();
    setDraft('');
    emit('');
  };

  return (
    <div className={`relative min-w-0 ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label ?? t('ui.toolbar.search')}
      </label>
      <Icon
        name="search"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-subtle"
      />
      <input
        id={id}
        type="search"
        value={draft}
        placeholder={placeholder ?? t('ui.toolbar.searchPlaceholder')}
        onChange={(event) => {
          setDraft(event.target.value);
          debounced.run(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') debounced.flush();
          if (event.key === 'Escape' && draft) {
            event.stopPropagation();
            handleClear();
          }
        }}
        className="h-9 w-full rounded-lg border border-line bg-canvas pr-9 pl-9 text-sm text-fg placeholder:text-fg-subtle transition-colors hover:border-line-strong focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent/40 [&::-webkit-search-cancel-button]:appearance-none"
      />
      {draft && (
        <button
          type="button"
          onClick={handleClear}
          aria-label={t('ui.toolbar.clearSearch')}
          className="absolute top-1/2 right-1.5 grid size-6 -translate-y-1/2 place-items-center rounded-md text-fg-muted hover:bg-elevated hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Icon name="close" className="size-4" />
        </button>
      )}
    </div>
  );
}
