import { REVIEW_LIMITS } from '@sym/contracts';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { activeMentionQuery, insertMention, suggestMembers, type MentionMember } from '../utils/mentions';

interface MentionTextareaProps {
  value: string;
  onValueChange: (value: string) => void;
  members: readonly MentionMember[];
  label: string;
  placeholder?: string;
  testId?: string;
  /** Ctrl/Cmd+Enter. */
  onSubmit?: () => void;
  /** Escape (when no suggestion list is open). */
  onCancel?: () => void;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
  autoFocus?: boolean;
}

/**
 * A comment's text box with @mention suggestions from the project's members: typing @ and the start of a name or
 * e-mail lists them; arrow keys move, Enter or Tab picks, Escape closes the list. Ctrl/Cmd+Enter sends.
 */
export function MentionTextarea({
  value,
  onValueChange,
  members,
  label,
  placeholder,
  testId,
  onSubmit,
  onCancel,
  error,
  ref,
  autoFocus = false,
}: MentionTextareaProps) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-members`;
  const hintId = `${id}-hint`;
  const innerRef = useRef<HTMLTextAreaElement | null>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  /** The @ whose list the user closed with Escape: it stays closed until another @ is typed. */
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const pendingCaret = useRef<number | null>(null);

  const query = activeMentionQuery(value, caret);
  const suggestions = query && query.start !== dismissedAt ? suggestMembers(members, query.query) : [];
  const isOpen = suggestions.length > 0;
  const activeIndex = Math.min(active, suggestions.length - 1);
  const optionId = (index: number) => `${id}-member-${index}`;

  useLayoutEffect(() => {
    const textarea = innerRef.current;
    if (pendingCaret.current === null || !textarea) return;
    textarea.setSelectionRange(pendingCaret.current, pendingCaret.current);
    setCaret(pendingCaret.current);
    pendingCaret.current = null;
  }, [value]);

  const setRefs = (element: HTMLTextAreaElement | null) => {
    innerRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  const pick = (member: MentionMember) => {
    if (!query) return;
    const next = insertMention(value, query, member);
    pendingCaret.current = next.caret;
    setActive(0);
    onValueChange(next.text);
    innerRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method composes a word confirms the word, not a suggestion.
    if (event.nativeEvent.isComposing) return;
    if (isOpen) {
      const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
      if (move !== undefined) {
        event.preventDefault();
        setActive((activeIndex + move + suggestions.length) % suggestions.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        pick(suggestions[activeIndex]!);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        setDismissedAt(query?.start ?? null);
        return;
      }
    }
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && onSubmit) {
      event.preventDefault();
      onSubmit();
    } else if (event.key === 'Escape' && onCancel) {
      event.stopPropagation();
      onCancel();
    }
  };

  const readCaret = (element: HTMLTextAreaElement) => setCaret(element.selectionStart ?? element.value.length);

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <textarea
          ref={setRefs}
          id={id}
          rows={3}
          autoFocus={autoFocus}
          value={value}
          maxLength={REVIEW_LIMITS.commentBodyMax}
          placeholder={placeholder}
          data-testid={testId}
          aria-autocomplete="list"
          aria-controls={isOpen ? listId : undefined}
          aria-activedescendant={isOpen ? optionId(activeIndex) : undefined}
          aria-describedby={hintId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setActive(0);
            if (dismissedAt !== null && !event.target.value.includes('@')) setDismissedAt(null);
            readCaret(event.target);
            onValueChange(event.target.value);
          }}
          onSelect={(event) => readCaret(event.currentTarget)}
          onKeyDown={handleKeyDown}
          className={`field-sizing-content max-h-60 min-h-[4.5rem] w-full resize-none rounded-lg border bg-canvas px-3 py-2 text-sm leading-5 text-fg placeholder:text-fg-subtle focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent/40 ${
            error ? 'border-danger' : 'border-line hover:border-line-strong'
          }`}
        />
        {isOpen && (
          <ul
            id={listId}
            role="listbox"
            aria-label={t('comments.mentions.label')}
            className="absolute top-full right-0 left-0 z-10 mt-1 max-h-56 overflow-y-auto rounded-lg border border-line bg-surface py-1 shadow-lg"
          >
            {suggestions.map((member, index) => (
              <li
                key={member.userId}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                // Keeps the focus (and the caret) in the text box.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(member)}
                className={`flex cursor-pointer flex-col px-3 py-1.5 text-sm ${index === activeIndex ? 'bg-accent-soft text-fg' : 'text-fg hover:bg-elevated'}`}
              >
                <span className="font-medium">{member.name || member.email}</span>
                {member.name && <span className="text-xs text-fg-muted">{member.email}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
      <p id={hintId} className={`text-xs ${error ? 'text-danger' : 'text-fg-muted'}`}>
        {error ?? t('comments.form.hint')}
      </p>
      <p className="sr-only" aria-live="polite">
        {isOpen ? t('comments.mentions.available', { count: suggestions.length }) : ''}
      </p>
    </div>
  );
}
