import { useId, useLayoutEffect, useRef, type TextareaHTMLAttributes } from 'react';
import { cleanText } from '../lib/text';

interface AutoGrowTextareaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange' | 'rows' | 'id'
> {
  value: string;
  onValueChange: (value: string) => void;
  label: string;
  isLabelHidden?: boolean;
  /** Height when empty, in rows. */
  minRows?: number;
  /** Beyond this many rows the textarea scrolls instead of growing. */
  maxRows?: number;
  /** Spec §5: entities, curly quotes and dashes are cleaned when the field loses focus. */
  shouldCleanOnBlur?: boolean;
  hint?: string;
  error?: string;
}

const FALLBACK_LINE_HEIGHT_PX = 20;

/** Pixel size of a CSS length, 0 when the browser gives none (tests). */
function px(value: string): number {
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

/**
 * Textarea that grows with its content between `minRows` and `maxRows` and cleans pasted text on blur
 * (HTML entities, curly quotes, dashes).
 */
export function AutoGrowTextarea({
  value,
  onValueChange,
  label,
  isLabelHidden = false,
  minRows = 2,
  maxRows = 10,
  shouldCleanOnBlur = true,
  hint,
  error,
  className = '',
  onBlur,
  ...rest
}: AutoGrowTextareaProps) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const messageId = `${id}-message`;
  /** The text last measured, and whether the box was then at its tallest (scrolling). */
  const measuredRef = useRef<{ length: number; isFull: boolean; rows: string } | null>(null);

  useLayoutEffect(() => {
    const textarea = ref.current;
    if (!textarea) return;
    // Text added to a box already at its tallest leaves it there: measuring again would lay the whole text out
    // once more on every keystroke (a long script: 10 ms and more each).
    const measured = measuredRef.current;
    if (measured?.isFull && measured.rows === `${minRows}-${maxRows}` && value.length >= measured.length) {
      measured.length = value.length;
      return;
    }
    const style = window.getComputedStyle(textarea);
    const lineHeight = px(style.lineHeight) || FALLBACK_LINE_HEIGHT_PX;
    const chrome =
      px(style.paddingTop) + px(style.paddingBottom) + px(style.borderTopWidth) + px(style.borderBottomWidth);
    const minHeight = minRows * lineHeight + chrome;
    const maxHeight = maxRows * lineHeight + chrome;
    // Collapse first so scrollHeight measures the content, not the current box.
    textarea.style.height = 'auto';
    const contentHeight = textarea.scrollHeight + px(style.borderTopWidth) + px(style.borderBottomWidth);
    const height = Math.min(maxHeight, Math.max(minHeight, contentHeight));
    textarea.style.height = `${height}px`;
    textarea.style.overflowY = contentHeight > maxHeight ? 'auto' : 'hidden';
    measuredRef.current = { length: value.length, isFull: contentHeight > maxHeight, rows: `${minRows}-${maxRows}` };
  }, [value, minRows, maxRows]);

  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className={isLabelHidden ? 'sr-only' : 'text-sm font-medium text-fg'}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={minRows}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={(event) => {
          if (shouldCleanOnBlur) {
            const cleaned = cleanText(event.target.value);
            if (cleaned !== event.target.value) onValueChange(cleaned);
          }
          onBlur?.(event);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={`resize-none rounded-lg border bg-canvas px-3 py-2 text-sm leading-5 text-fg placeholder:text-fg-subtle transition-colors focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent/40 ${
          error ? 'border-danger' : 'border-line hover:border-line-strong'
        }`}
        {...rest}
      />
      {(error || hint) && (
        <p id={messageId} className={`text-xs ${error ? 'text-danger' : 'text-fg-muted'}`}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}
