import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { AutoGrowTextarea, Button } from '../../../ui';
import { ShowcaseSection } from './ShowcaseSection';

/** Text as it often arrives from a word processor or a web page. */
const MESSY_SAMPLE =
  '\u201CWe sail at dawn,\u201D said Mira \u2013 the harbour&nbsp;lights fading.\n' +
  'Cargo: lanterns &amp; compasses &lt;fragile&gt;.\n' +
  'Juno\u2019s route \u2014 north, then east. She calls it \u2018the long way\u2019.\n' +
  'It&#39;s &quot;safe&quot;, says the harbour master.\n' +
  'Scene 2 \u2013 the storm.';

/** Auto-growing textarea; leaving it cleans the pasted sample. */
export function TextareaShowcase() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  return (
    <ShowcaseSection
      id="textarea"
      title={t('showcase.sections.textarea.title')}
      description={t('showcase.sections.textarea.description')}
    >
      <div className="flex max-w-2xl flex-col gap-3">
        <AutoGrowTextarea
          label={t('showcase.textarea.label')}
          hint={t('showcase.textarea.hint')}
          placeholder={t('showcase.textarea.placeholder')}
          value={text}
          onValueChange={setText}
          minRows={3}
          maxRows={8}
        />
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => setText(MESSY_SAMPLE)}>
            {t('showcase.textarea.insertSample')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setText('')}>
            {t('showcase.textarea.clear')}
          </Button>
        </div>
      </div>
    </ShowcaseSection>
  );
}
