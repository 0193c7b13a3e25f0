import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useDocumentTitle } from '../../../app/tier';
import { LoadingError, Notice, PageHeader, SelectField, Spinner } from '../../../ui';
import { useWhiteLabelSettings } from '../api/useWhiteLabel';
import type { BrandScopeId } from '../api/whiteLabelApi';
import { useBrandScopes } from '../hooks/useBrandScopes';
import { whiteLabelErrorText } from '../utils/whiteLabelErrors';
import { WhiteLabelEditor } from './WhiteLabelEditor';

const SITE = 'site';

/** The chosen brand's settings, loaded fresh; the editor starts over for each brand. */
function ScopeEditor({ teamId }: { teamId: BrandScopeId }) {
  const { t } = useTranslation();
  const settings = useWhiteLabelSettings(teamId);
  if (settings.isPending) {
    return (
      <div className="flex justify-center py-16 text-fg-muted">
        <Spinner className="size-6" label={t('whiteLabel.loading')} />
      </div>
    );
  }
  if (settings.isError) {
    return (
      <LoadingError
        operation={t('whiteLabel.operation')}
        detail={whiteLabelErrorText(t, settings.error, settings.error.message)}
        onReload={() => void settings.refetch()}
      />
    );
  }
  return <WhiteLabelEditor key={teamId ?? SITE} teamId={teamId} settings={settings.data} />;
}

/**
 * /white-label (professional edition): the brand of the site (its administrator) or of a team the user manages,
 * chosen at the top: product name, logo, favicon, colours, e-mail sender name and custom domains.
 */
export function WhiteLabelPage() {
  const { t } = useTranslation();
  const title = t('pages.whiteLabel.title');
  useDocumentTitle(title);
  const { scopes, isLoading } = useBrandScopes();
  const [chosen, setChosen] = useState<string | null>(null);
  const current = scopes.find((scope) => (scope.teamId ?? SITE) === chosen) ?? scopes[0];

  let body;
  if (!current && isLoading) body = <Spinner className="size-6" label={t('whiteLabel.loading')} />;
  else if (!current)
    body = <Notice icon="palette" title={t('whiteLabel.noScope.title')} message={t('whiteLabel.noScope.message')} />;
  else body = <ScopeEditor teamId={current.teamId} />;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} description={t('whiteLabel.description')} />
      {scopes.length > 1 && current && (
        <SelectField
          className="max-w-sm"
          label={t('whiteLabel.scope.label')}
          value={current.teamId ?? SITE}
          onValueChange={setChosen}
          options={scopes.map((scope) => ({
            value: scope.teamId ?? SITE,
            label: scope.teamName ? t('whiteLabel.scope.team', { name: scope.teamName }) : t('whiteLabel.scope.site'),
          }))}
        />
      )}
      {scopes.length === 1 && current && (
        <p className="text-sm text-fg-muted">
          {current.teamName ? t('whiteLabel.scope.team', { name: current.teamName }) : t('whiteLabel.scope.site')}
        </p>
      )}
      {body}
    </div>
  );
}
