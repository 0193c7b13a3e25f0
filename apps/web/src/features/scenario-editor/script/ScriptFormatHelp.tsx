import { useTranslation } from '../../../lib/i18n/useTranslation';

const RULES = ['header', 'fields', 'values', 'rest', 'refs'] as const;

/**
 * The script format the server writes and reads (@sym/story-analysis, src/script/script-format.ts, script-parser.ts):
 * a screenplay with a shot line over each shot, the older labelled lines, the accepted values, and an example.
 */
export function ScriptFormatHelp() {
  const { t } = useTranslation();
  return (
    <details className="group rounded-xl border border-line bg-surface p-4">
      <summary className="cursor-pointer text-sm font-semibold text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        {t('scriptEditor.format.title')}
      </summary>
      <div className="mt-3 flex flex-col gap-3 text-sm text-fg-muted">
        <ul className="flex list-disc flex-col gap-2 pl-5">
          {RULES.map((rule) => (
            <li key={rule}>{t(`scriptEditor.format.${rule}`)}</li>
          ))}
        </ul>
        <p className="font-medium text-fg">{t('scriptEditor.format.exampleTitle')}</p>
        <pre className="overflow-x-auto rounded-lg bg-elevated p-3 font-mono text-xs leading-5 whitespace-pre text-fg">
          {t('scriptEditor.format.example')}
        </pre>
      </div>
    </details>
  );
}
