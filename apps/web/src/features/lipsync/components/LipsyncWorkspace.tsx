import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../ui';
import { scenarioPath } from '../../projects';
import { usePickerScenarios, usePickerShots } from '../hooks/useLipsyncQueries';
import { LipsyncForm } from './LipsyncForm';
import { LipsyncShotPicker, type ShotSelection } from './LipsyncShotPicker';
import { LipsyncShotPreview } from './LipsyncShotPreview';

/** Search parameters that keep the chosen project, episode and shot. */
const PARAMS = { projectId: 'project', scenarioId: 'episode', shotId: 'shot' } as const;

/** The picker and the chosen shot's lip-sync (professional edition). */
export function LipsyncWorkspace() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selection: ShotSelection = {
    projectId: params.get(PARAMS.projectId),
    scenarioId: params.get(PARAMS.scenarioId),
    shotId: params.get(PARAMS.shotId),
  };
  const scenario = usePickerScenarios(selection.projectId).data?.find((item) => item.id === selection.scenarioId);
  const shot = usePickerShots(selection.scenarioId).data?.find((item) => item.id === selection.shotId);

  const handleChange = (next: ShotSelection) => {
    const updated = new URLSearchParams();
    for (const [key, param] of Object.entries(PARAMS) as [keyof ShotSelection, string][]) {
      const value = next[key];
      if (value) updated.set(param, value);
    }
    setParams(updated, { replace: true });
  };

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="lipsync-pick" className="rounded-2xl border border-line bg-surface p-5">
        <h2 id="lipsync-pick" className="text-base font-semibold text-fg">
          {t('lipsync.page.pickTitle')}
        </h2>
        <p className="mt-1 mb-4 text-sm text-fg-muted">{t('lipsync.page.pickDescription')}</p>
        <LipsyncShotPicker value={selection} onChange={handleChange} />
      </section>
      {scenario && shot && selection.projectId && (
        <div className="grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="lipsync-shot" className="flex flex-col gap-3">
            <div className="flex items-center justify-between gap-3">
              <h2 id="lipsync-shot" className="text-base font-semibold text-fg">
                {t('lipsync.page.sourceTitle', { n: shot.sequence })}
              </h2>
              <Link to={scenarioPath(selection.projectId, scenario.id)} className={buttonClasses('ghost', 'sm')}>
                {t('lipsync.page.openEditor')}
              </Link>
            </div>
            <LipsyncShotPreview shot={shot} aspectRatio={scenario.aspectRatio} />
            {shot.description && <p className="text-sm text-fg-muted">{shot.description}</p>}
          </section>
          <section aria-label={t('lipsync.dialog.title', { n: shot.sequence })}>
            <LipsyncForm
              key={shot.id}
              projectId={selection.projectId}
              scenarioId={scenario.id}
              shot={shot}
              defaultLanguage={scenario.contentLanguage}
            />
          </section>
        </div>
      )}
    </div>
  );
}
