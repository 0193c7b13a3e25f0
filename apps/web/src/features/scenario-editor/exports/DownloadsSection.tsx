import {
  SCENARIO_DOWNLOAD_FORMATS,
  episodeLanguages,
  featureOfDownload,
  type Language,
  type Scenario,
  type ScenarioDownloadFormat,
} from '@sym/contracts';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useTier } from '../../../app/tier';
import { Alert, Button, ContentLanguageSelector } from '../../../ui';
import { UpgradeHint } from '../../upgrade';
import { exportsApi } from './exportsApi';
import { saveBlob } from './saveDownload';
import { StoryboardPdfButton } from './StoryboardPdfButton';

/**
 * The storyboard (PDF), shot list (CSV), edit (EDL, OpenTimelineIO, FCPXML, FCP7, package) and subtitles as files,
 * built by the server on request, with the lines in the chosen language of the episode. The edit for an editing
 * suite is advanced export (feature-gates.ts): the base edition sees what the upgrade brings.
 */
export function DownloadsSection({ scenarioId, scenario }: { scenarioId: string; scenario: Scenario }) {
  const { t } = useTranslation();
  const languages = episodeLanguages(scenario);
  const [chosenLanguage, setLanguage] = useState<Language>(scenario.contentLanguage);
  const language = languages.includes(chosenLanguage) ? chosenLanguage : scenario.contentLanguage;
  const { isFeatureEnabled } = useTier();
  const formats = SCENARIO_DOWNLOAD_FORMATS.filter((format) => {
    const feature = featureOfDownload(format);
    return !feature || isFeatureEnabled(feature);
  });
  const lockedFeature = SCENARIO_DOWNLOAD_FORMATS.map(featureOfDownload).find(
    (feature) => feature !== undefined && !isFeatureEnabled(feature),
  );
  const headingId = useId();
  const [pending, setPending] = useState<ScenarioDownloadFormat | null>(null);
  const [error, setError] = useState<string | null>(null);

  const handleDownload = async (format: ScenarioDownloadFormat) => {
    setPending(format);
    setError(null);
    try {
      const query = language === scenario.contentLanguage ? undefined : { language };
      const { blob, fileName } = await exportsApi.download(scenarioId, format, query);
      saveBlob(blob, fileName);
    } catch {
      setError(t('exports.downloads.failed', { file: t(`exports.downloads.formats.${format}`) }));
    } finally {
      setPending(null);
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
      <div>
        <h2 id={headingId} className="text-base font-semibold text-fg">
          {t('exports.downloads.title')}
        </h2>
        <p className="text-sm text-fg-muted">{t('exports.downloads.description')}</p>
      </div>
      <ContentLanguageSelector
        languages={languages}
        value={language}
        onChange={setLanguage}
        label={t('exports.downloads.language')}
      />
      <div className="flex flex-wrap gap-2">
        {formats.map((format) =>
          // The PDF is laid out first (panels a page, texts, comments, approvals) in its own dialog.
          format === 'pdf' ? (
            <StoryboardPdfButton
              key={format}
              scenarioId={scenarioId}
              label={t(`exports.downloads.formats.${format}`)}
              testId="downloads-pdf"
              disabled={pending !== null}
            />
          ) : (
            <Button
              key={format}
              variant="secondary"
              size="sm"
              isLoading={pending === format}
              disabled={pending !== null && pending !== format}
              onClick={() => void handleDownload(format)}
            >
              {t(`exports.downloads.formats.${format}`)}
            </Button>
          ),
        )}
      </div>
      {lockedFeature && <UpgradeHint feature={lockedFeature} />}
      {error && <Alert>{error}</Alert>}
    </section>
  );
}
