import type { PasswordVerdict } from '../utils/passwordChecker';

interface PasswordFeedbackTextProps {
  id?: string | undefined;
  feedback: Omit<PasswordVerdict, 'score'>;
}

/** zxcvbn's warning and suggestions about a password, already in the user's language. */
export function PasswordFeedbackText({ id, feedback }: PasswordFeedbackTextProps) {
  if (!feedback.warning && feedback.suggestions.length === 0) return null;
  return (
    <div id={id} className="flex flex-col gap-1 text-xs">
      {feedback.warning && <p className="text-fg">{feedback.warning}</p>}
      {feedback.suggestions.length > 0 && (
        <ul className="list-disc ps-4 text-fg-muted">
          {feedback.suggestions.map((suggestion) => (
            <li key={suggestion}>{suggestion}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
