import {
  DEFAULT_SUBTITLE_OPTIONS,
  EXPORT_CODECS,
  EXPORT_RESOLUTIONS,
  type ExportCodec,
  episodeLanguages,
  type Language,
  type ExportKind,
  type ExportResolution,
  type Scenario,
  type SubtitleOptions,
} from '@sym/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useGatedControl } from '../../../app/tier';
import { Alert, Button, Icon, SelectField, TextField } from '../../../ui';
import { UpgradeHint } from '../../upgrade';
import { StaleShotsNotice } from '../freshness/StaleShotsNotice';
import { useExportActions } from './useExportActions';
import { SubtitleOptionsFields } from './SubtitleOptionsFields';
import { ExportLanguagesField } from './ExportLanguagesField';

interface ExportFormProps {
  scenarioId: string;
  scenario: Scenario;
}

/** Portrait and square episodes render at one fixed size whatever resolution is asked for. */
const FIXED_SIZES = { portrait: '1080 × 1920', square: '1080 × 1080' } as const;

function defaultName(scenarioName: string, language: string | undefined): string {
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date());
  return `${scenarioName} – ${date}`.slice(0, 100);
}

/**
 * Starts a render of the episode: its name, video or free animatic, resolution and subtitles, burned in or as a
 * track (advanced export, the professional edition's: the base edition sees what the upgrade brings instead).
 */
export function ExportForm({ scenarioId, scenario }: ExportFormProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const kindHintId = useId();
  const { start } = useExportActions(scenarioId);
  const [name, setName] = useState(() => defaultName(scenario.name, i18n.language));
  const [kind, setKind] = useState<ExportKind>('video');
  const [resolution, setResolution] = useState<ExportResolution>('1080p');
  const [codec, setCodec] = useState<ExportCodec>('h264');
  const [subtitles, setSubtitles] = useState(false);
  const [subtitleOptions, setSubtitleOptions] = useState<SubtitleOptions>(DEFAULT_SUBTITLE_OPTIONS);
  const subtitlesControl = useGatedControl('exports.subtitles');
  const languages = episodeLanguages(scenario);
  const [chosenLanguages, setLanguages] = useState<Language[]>([scenario.contentLanguage]);
  // Languages since removed from the episode drop out; its main language when none is left.
  const kept = chosenLanguages.filter((language) => languages.includes(language));
  const exportLanguages = kept.length > 0 ? kept : [scenario.contentLanguage];
  const [error, setError] = useState<string | null>(null);
  // Only landscape episodes choose a resolution; the others have one fixed frame size.
  const fixedAspect = scenario.aspectRatio === 'landscape' ? null : scenario.aspectRatio;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const trimmed = name.trim();
      await start.mutateAsync({
        name: trimmed || defaultName(scenario.name, i18n.language),
        kind,
        // 4K, H.265 and ProRes are advanced export, like subtitles.
        resolution: resolution === '4k' && !subtitlesControl.isEnabled ? '1080p' : resolution,
        codec: subtitlesControl.isEnabled ? codec : 'h264',
        subtitles: subtitles && subtitlesControl.isEnabled,
        subtitleOptions,
        languages: exportLanguages,
      });
      setName(defaultName(scenario.name, i18n.language));
    } catch (failure) {
      const reason = failure instanceof Error && failure.message ? failure.message : t('exports.form.unknownError');
      setError(t('exports.form.startFailed', { error: reason }));
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4">
      <h2 id={headingId} className="text-base font-semibold text-fg">
        {t('exports.form.title')}
      </h2>
      <form className="flex flex-col gap-4" onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label={t('exports.form.name')}
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
        />
        <fieldset className="flex flex-col gap-2" aria-describedby={kindHintId}>
          <legend className="mb-1 text-sm font-medium text-fg">{t('exports.form.kind')}</legend>
          <div className="flex flex-wrap gap-4">
            {(['video', 'animatic'] as const).map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm text-fg">
                <input
                  type="radio"
                  name={`${headingId}-kind`}
                  value={option}
                  checked={kind === option}
                  onChange={() => setKind(option)}
                  className="size-4 accent-accent focus-visible:outline-2 focus-visible:outline-accent"
                />
                {t(`exports.kinds.${option}`)}
              </label>
            ))}
          </div>
          <p id={kindHintId} className="text-xs text-fg-muted">
            {t(kind === 'animatic' ? 'exports.form.animaticHint' : 'exports.form.videoHint')}
          </p>
        </fieldset>
        {fixedAspect === null ? (
          <SelectField
            label={t('exports.form.resolution')}
            value={resolution}
            onValueChange={(value) => setResolution(value as ExportResolution)}
            options={EXPORT_RESOLUTIONS.filter((value) => value !== '4k' || subtitlesControl.isEnabled).map(
              (value) => ({ value, label: t(`exports.resolutions.${value}`) }),
            )}
          />
        ) : (
          <p className="text-sm text-fg">
            <span className="font-medium">{t('exports.form.resolution')}: </span>
            {t('exports.form.fixedSize', {
              size: FIXED_SIZES[fixedAspect],
              format: t(`exports.aspect.${fixedAspect}`),
            })}
          </p>
        )}
        {subtitlesControl.isEnabled && (
          <div className="flex flex-col gap-1">
            <SelectField
              label={t('exports.form.codec')}
              value={codec}
              onValueChange={(value) => setCodec(value as ExportCodec)}
              options={EXPORT_CODECS.map((value) => ({ value, label: t(`exports.codecs.${value}`) }))}
            />
            <p className="text-xs text-fg-muted">{t(`exports.form.codecHints.${codec}`)}</p>
          </div>
        )}
        <ExportLanguagesField languages={languages} value={exportLanguages} onChange={setLanguages} />
        {subtitlesControl.isEnabled ? (
          <>
            <label className="flex items-center gap-2 text-sm text-fg">
              <input
                type="checkbox"
                checked={subtitles}
                onChange={(event) => setSubtitles(event.target.checked)}
                className="size-4 accent-accent focus-visible:outline-2 focus-visible:outline-accent"
              />
              {t('exports.form.subtitles')}
            </label>
            {subtitles && <SubtitleOptionsFields value={subtitleOptions} onChange={setSubtitleOptions} />}
          </>
        ) : (
          <UpgradeHint feature={subtitlesControl.feature} />
        )}
        <StaleShotsNotice scenarioId={scenarioId} />
        {error && <Alert>{error}</Alert>}
        <div>
          <Button type="submit" isLoading={start.isPending}>
            <Icon name="film" className="size-4" />
            {t('exports.form.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
