import { WHITE_LABEL_LIMITS } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Icon, TextField } from '../../../ui';
import { checkDomain } from '../utils/brandForm';

interface DomainsFieldProps {
  domains: readonly string[];
  onChange: (domains: string[]) => void;
}

/**
 * The brand's custom domains: share and review pages opened there show this brand; sign-in and the app stay at the
 * main address. A host name is checked before it joins the list; the server checks that no other brand has it.
 */
export function DomainsField({ domains, onChange }: DomainsFieldProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const handleAdd = (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    if (draft.trim() === '') return;
    const checked = checkDomain(draft, domains);
    if (checked.problem) {
      setProblem(t(`whiteLabel.domains.${checked.problem}`, { max: WHITE_LABEL_LIMITS.domainsMax }));
      return;
    }
    onChange([...domains, checked.domain]);
    setDraft('');
    setProblem(null);
  };

  return (
    <div className="flex flex-col gap-3">
      {domains.length > 0 ? (
        <ul aria-label={t('whiteLabel.domains.list')} className="flex flex-col gap-2">
          {domains.map((domain) => (
            <li
              key={domain}
              className="flex items-center justify-between gap-3 rounded-lg border border-line bg-canvas px-3 py-2 text-sm"
            >
              <span className="min-w-0 truncate font-mono">{domain}</span>
              <button
                type="button"
                onClick={() => onChange(domains.filter((other) => other !== domain))}
                aria-label={t('whiteLabel.domains.remove', { domain })}
                className="grid size-7 shrink-0 place-items-center rounded-md text-fg-muted hover:bg-elevated hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
              >
                <Icon name="close" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-fg-muted">{t('whiteLabel.domains.none')}</p>
      )}
      <div className="flex items-end gap-2">
        <TextField
          className="min-w-0 flex-1"
          label={t('whiteLabel.domains.add')}
          placeholder="video.example.com"
          value={draft}
          error={problem ?? undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') handleAdd(event);
          }}
        />
        <Button variant="secondary" onClick={() => handleAdd()} className={problem ? 'mb-6' : ''}>
          {t('whiteLabel.domains.addButton')}
        </Button>
      </div>
      <p className="text-xs text-fg-muted">{t('whiteLabel.domains.hint')}</p>
    </div>
  );
}
