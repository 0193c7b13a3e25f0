import {
  STYLE_PRESETS,
  type DrawnStyle,
  type SceneFigure,
  type ScenePlan,
  type SceneProp,
  type SceneSource,
  type StylePreset,
} from '@sym/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';

interface ShotScenePlanProps {
  /** The plan the image was drawn from; null (videos, older images) renders nothing. */
  scene: ScenePlan | null;
  /** The preset and the style modules drawn beside it; absent for older images. */
  style?: DrawnStyle | null;
}

const SEPARATOR = ' · ';

/**
 * What a generated image was drawn from, and why: the location, time and weather, the characters and props, the
 * framing, and where each element came from (a linked asset, the shot's words or an earlier shot of the episode).
 * Collapsed by default so the history stays short; a native disclosure, so it opens with the keyboard too.
 */
export function ShotScenePlan({ scene, style }: ShotScenePlanProps) {
  const { t } = useTranslation();
  if (!scene) return null;
  const { setting, figures, props, framing } = scene;

  // Figures and props point at each other (and the framing at either) by key; the reader wants their names.
  const nameOf = (key: string | null) =>
    key === null ? null : (figures.find((item) => item.key === key) ?? props.find((item) => item.key === key))?.name;

  const sourceText = (source: SceneSource, name: string) => {
    if (source.from === 'asset') return t('shotEditor.scene.source.asset', { name: source.evidence || name });
    if (source.from === 'text' && source.evidence) return t('shotEditor.scene.source.text', { words: source.evidence });
    if (source.from === 'style') return t('shotEditor.scene.source.style');
    if (source.from === 'episode') return t('shotEditor.scene.source.episode', { words: source.evidence || name });
    return t('shotEditor.scene.source.default');
  };

  const figureLine = (figure: SceneFigure) => {
    const holds = nameOf(figure.holds);
    const looksAt = nameOf(figure.lookAt);
    const kind = t(`shotEditor.scene.kind.${figure.kind}`);
    return [
      figure.kind === 'animal' && figure.species !== 'human' ? `${kind} (${figure.species})` : kind,
      figure.count > 1 ? `×${figure.count}` : null,
      // "holding the lantern" says more than "holding" followed by the lantern.
      figure.action === 'hold' && holds ? null : t(`shotEditor.scene.action.${figure.action}`),
      holds ? t('shotEditor.scene.holds', { name: holds }) : null,
      looksAt ? t('shotEditor.scene.looksAt', { name: looksAt }) : null,
      figure.traits.length > 0 ? figure.traits.join(', ') : null,
    ];
  };

  const propLine = (prop: SceneProp) => {
    const holder = nameOf(prop.heldBy);
    return [
      prop.kind.toLowerCase() === prop.name.toLowerCase() ? null : prop.kind,
      prop.traits.length > 0 ? prop.traits.join(', ') : null,
      holder ? t('shotEditor.scene.heldBy', { name: holder }) : null,
    ];
  };

  // A preset this version does not know (an older or newer server) reads as its id.
  const presetName = (id: string) =>
    (STYLE_PRESETS as readonly string[]).includes(id) ? t(`styles.presets.${id as StylePreset}.name`) : id;

  const placeName = setting.name || setting.place;
  const subject = nameOf(framing.subject);
  const why = [
    { key: 'setting', name: placeName, source: setting.source },
    ...figures.map((figure) => ({ key: `figure:${figure.key}`, name: figure.name, source: figure.source })),
    ...props.map((prop) => ({ key: `prop:${prop.key}`, name: prop.name, source: prop.source })),
  ];

  return (
    <details className="basis-full text-xs">
      <summary className="cursor-pointer rounded-sm text-fg-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        {t('shotEditor.scene.title')}
      </summary>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-fg">
        <Row term={t('shotEditor.scene.location')}>
          {joined([
            setting.name && setting.name.toLowerCase() !== setting.place
              ? `${setting.name} (${setting.place})`
              : placeName,
            t(setting.interior ? 'shotEditor.scene.inside' : 'shotEditor.scene.outside'),
            setting.details.length > 0 ? setting.details.join(', ') : null,
          ])}
        </Row>
        <Row term={t('shotEditor.scene.when')}>
          {joined([
            t(`shotEditor.scene.time.${scene.time}`),
            t(`shotEditor.scene.weather.${scene.weather}`),
            t(`shotEditor.scene.light.${scene.light}`),
          ])}
        </Row>
        {figures.length > 0 && (
          <Row term={t('shotEditor.scene.characters')}>
            <Lines
              items={figures.map((figure) => ({ key: figure.key, name: figure.name, rest: figureLine(figure) }))}
            />
          </Row>
        )}
        {props.length > 0 && (
          <Row term={t('shotEditor.scene.props')}>
            <Lines items={props.map((prop) => ({ key: prop.key, name: prop.name, rest: propLine(prop) }))} />
          </Row>
        )}
        <Row term={t('shotEditor.scene.framing')}>
          {joined([
            t(`storyboard.shotTypes.${framing.shotType}`),
            t(`shotEditor.scene.angle.${framing.angle}`),
            framing.cameraMotion === 'auto' ? null : t(`storyboard.cameraMotions.${framing.cameraMotion}`),
            subject ? t('shotEditor.scene.onSubject', { name: subject }) : null,
          ])}
        </Row>
        {style && (style.presetId || style.modules.length > 0) && (
          <Row term={t('shotEditor.scene.style')}>
            {joined([
              style.presetId ? presetName(style.presetId) : null,
              ...style.modules.map((module) => module.name),
            ])}
          </Row>
        )}
        <Row term={t('shotEditor.scene.why')}>
          <Lines items={why.map((item) => ({ ...item, rest: [sourceText(item.source, item.name)] }))} />
        </Row>
      </dl>
    </details>
  );
}

function joined(parts: (string | null)[]) {
  return parts.filter((part): part is string => Boolean(part)).join(SEPARATOR);
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-fg-muted">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

/** One short line per element: its name, then what the plan says about it. */
function Lines({ items }: { items: { key: string; name: string; rest: (string | null)[] }[] }) {
  return (
    <ul className="flex flex-col gap-0.5">
      {items.map((item) => {
        const rest = joined(item.rest);
        return (
          <li key={item.key}>
            <span className="font-medium">{item.name}</span>
            {rest && <span className="text-fg-muted"> — {rest}</span>}
          </li>
        );
      })}
    </ul>
  );
}
