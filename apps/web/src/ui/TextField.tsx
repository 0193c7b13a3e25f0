import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Field error (e.g. a 422 detail); marks the input invalid and is announced with it. */
  error?: string;
}

export function TextField({
  label,
  error,
  className = '',
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  // The error first, then what the caller describes the field with (a hint, a strength meter).
  const descriptions = [error ? errorId : null, describedBy].filter(Boolean).join(' ');
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={descriptions || undefined}
        className={`h-10 rounded-lg border bg-canvas px-3 text-sm text-fg placeholder:text-fg-subtle transition-colors focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent/40 ${
          error ? 'border-danger' : 'border-line hover:border-line-strong'
        }`}
        {...inputProps}
      />
      {error && (
        <p id={errorId} className="text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
