import type { SceneFigure, ScenePlan, SceneProp } from '@sym/contracts';
import { CLOTHING, HAIR_NOUNS, PERSON_NOUNS } from './scene-people.ts';
import { animalOf } from './scene-lexicon.ts';
import { CAMERA_PHRASES, SHOT_PHRASES } from './shot-phrases.ts';

/**
 * The prompt a remote image model gets for a planned shot: the framing, the place with its time, weather and
 * light, one sentence per figure (who, how they look, what they do, what they hold and look at, where they stand),
 * the other props, then the shot's own words so nothing the plan could not capture is lost. Deterministic.
 */
export function scenePrompt(plan: ScenePlan, fallbackPrompt: string): string {
  const sentences = [framingSentence(plan), settingSentence(plan), ...plan.figures.map((f) => figureSentence(plan, f))];
  const loose = plan.props.filter((prop) => !prop.heldBy && prop.key !== plan.framing.subject);
  if (loose.length > 0) sentences.push(`Also in the frame: ${loose.map((prop) => placedProp(prop)).join(', ')}`);
  const text = fallbackPrompt.trim().replace(/[.\s]+$/, '');
  if (text) sentences.push(`Shot: ${text}`);
  return sentences.map((sentence) => `${capitalise(sentence)}.`).join(' ');
}

const ANGLES: Readonly<Record<ScenePlan['framing']['angle'], string>> = {
  eye: 'at eye level',
  low: 'from a low angle',
  high: 'from a high angle',
  overhead: "from directly above, bird's-eye view",
};

function framingSentence(plan: ScenePlan): string {
  const subject = plan.framing.subject;
  const figure = plan.figures.find((each) => each.key === subject);
  const prop = plan.props.find((each) => each.key === subject);
  const of = figure ? ` of ${nameOf(figure)}` : prop ? ` of ${propName(prop, true)}` : '';
  const camera = CAMERA_PHRASES[plan.framing.cameraMotion];
  return `${SHOT_PHRASES[plan.framing.shotType]}${of} ${ANGLES[plan.framing.angle]}${camera ? `, ${camera}` : ''}`;
}

const TIMES: Readonly<Record<ScenePlan['time'], string>> = {
  dawn: 'dawn',
  day: 'daytime',
  sunset: 'sunset',
  night: 'night',
};
const WEATHER: Readonly<Record<ScenePlan['weather'], string>> = {
  clear: '',
  cloudy: 'overcast sky',
  rain: 'rain',
  storm: 'storm',
  snow: 'snow',
  fog: 'fog',
};

function settingSentence(plan: ScenePlan): string {
  const { setting } = plan;
  const placeWord = setting.place.replace(/-/g, ' ');
  const name = setting.name.trim() || `${article(placeWord)} ${placeWord}`;
  // A place nothing named is a guess of the local renderer: a remote model may choose its own.
  if (setting.source.from === 'default' && !setting.name) {
    return [setting.interior ? 'indoors' : '', TIMES[plan.time], WEATHER[plan.weather], lightOf(plan)]
      .filter(Boolean)
      .join(', ');
  }
  const where = setting.interior ? `inside ${lowerArticle(name)}` : lowerArticle(name);
  const details = setting.details.filter((detail) => !name.toLowerCase().includes(detail));
  const named = name.toLowerCase().includes(placeWord) || details.some((detail) => detail.includes(placeWord));
  return [where, named ? '' : placeWord, ...details, TIMES[plan.time], WEATHER[plan.weather], lightOf(plan)]
    .filter(Boolean)
    .join(', ');
}

function lightOf(plan: ScenePlan): string {
  const lights: Readonly<Record<ScenePlan['light'], string>> = {
    bright: 'bright light',
    soft: 'soft light',
    golden: 'golden light',
    dim: plan.setting.interior ? 'dim lamp light' : 'dim light',
    dark: 'darkness',
    moody: 'moody light',
  };
  return lights[plan.light];
}

function figureSentence(plan: ScenePlan, figure: SceneFigure): string {
  const target = lookTarget(plan, figure.lookAt);
  const held = plan.props.find((prop) => prop.key === figure.holds);
  let doing = verbPhrase(plan, figure, target);
  if (held) doing += figure.action === 'hold' ? ` ${propName(held)}` : ` holding ${propName(held)}`;
  if (target && !['look', 'point', 'talk', 'wave', 'fight'].includes(figure.action)) doing += `, looking at ${target}`;
  const description = describe(figure);
  const where = figure.position === 'center' ? 'in the centre' : `on the ${figure.position}`;
  const depth = figure.depth === 'front' ? ' in the foreground' : figure.depth === 'back' ? ' in the background' : '';
  return `${nameOf(figure)}${description ? `, ${description},` : ''} ${doing}, ${where}${depth}`;
}

/** "a young woman in a red scarf", "a scruffy terrier", "a group of 4". */
function describe(figure: SceneFigure): string {
  const wears = figure.traits.filter((trait) => CLOTHING.has(lastWord(trait)));
  const hair = figure.traits.filter((trait) => HAIR_NOUNS.has(lastWord(trait)) || trait === 'bald');
  const rest = figure.traits.filter((trait) => !wears.includes(trait) && !hair.includes(trait));
  const nouns = rest.filter((trait) => PERSON_NOUNS.has(trait) || animalOf(trait));
  const adjectives = rest.filter((trait) => !nouns.includes(trait) && !trait.includes(' '));
  const kindNoun =
    figure.kind === 'group' ? `group of ${figure.count}` : figure.kind === 'animal' ? figure.species : 'person';
  const head = nouns[0] ?? kindNoun;
  const name = figure.name.toLowerCase();
  const parts: string[] = [];
  const saysMore = adjectives.some((word) => !name.includes(word));
  // "Mara, in a red scarf": a bare "a person" says nothing.
  if ((!name.includes(head) && head !== 'person') || saysMore) {
    const words = [...adjectives.filter((word) => !name.includes(word)), head].join(' ');
    parts.push(`${article(words)} ${words}`);
  }
  if (wears.length > 0) parts.push(`in ${wears.map((trait) => `${article(trait)} ${trait}`).join(' and ')}`);
  if (hair.length > 0)
    parts.push(
      `with ${hair.map((trait) => (trait === 'bald' ? 'a bald head' : `${article(trait)} ${trait}`)).join(' and ')}`,
    );
  return parts.join(' ');
}

const SOUNDS: Readonly<Record<string, string>> = {
  dog: 'barks',
  cat: 'meows',
  horse: 'neighs',
  wolf: 'howls',
  lion: 'roars',
};

function verbPhrase(plan: ScenePlan, figure: SceneFigure, target: string | undefined): string {
  const at = target ? ` at ${target}` : '';
  // A group does it together: "the runners run".
  const s = (verb: string) => (figure.kind === 'group' ? verb : `${verb}s`);
  switch (figure.action) {
    case 'climb':
      return ['stairs', 'lighthouse'].includes(plan.setting.place) ? `${s('climb')} the stairs` : s('climb');
    case 'lie':
      return `${s('lie')} down`;
    case 'hold':
      return s('hold');
    case 'look':
      return target ? `${s('look')} at ${target}` : `${s('look')} around`;
    case 'point':
      return `${s('point')}${at}`;
    case 'talk':
      if (figure.kind === 'animal') return `${SOUNDS[figure.species] ?? 'calls out'}${at}`;
      return `${s('talk')}${target ? ` to ${target}` : ''}`;
    case 'wave':
      return `${s('wave')}${at}`;
    case 'fight':
      return target ? `${s('fight')} ${target}` : s('fight');
    default:
      return figure.kind === 'group' ? figure.action : `${figure.action}s`;
  }
}

function lookTarget(plan: ScenePlan, key: string | null): string | undefined {
  if (!key) return undefined;
  const figure = plan.figures.find((each) => each.key === key);
  if (figure) return nameOf(figure);
  // The prop is described in full where it stands: here "the boat" is enough.
  const prop = plan.props.find((each) => each.key === key);
  if (!prop) return undefined;
  return prop.assetId || prop.heldBy ? propName(prop) : `the ${prop.kind.replace(/-/g, ' ')}`;
}

function placedProp(prop: SceneProp): string {
  const depth = prop.depth === 'front' ? ' in the foreground' : prop.depth === 'back' ? ' in the background' : '';
  return `${propName(prop, true)}${depth}`;
}

/** "a small tin box" (with "tied with string" when asked for its traits), "the Brass Telescope", "a telescope". */
function propName(prop: SceneProp, withTraits = false): string {
  const name = prop.assetId
    ? `the ${prop.name}`
    : /^(a|an|the)\s/i.test(prop.name)
      ? lowerArticle(prop.name)
      : `${article(prop.name)} ${prop.name}`;
  const extra = withTraits ? prop.traits.filter((trait) => !name.toLowerCase().includes(trait)) : [];
  return extra.length > 0 ? `${name} ${extra.join(', ')}` : name;
}

/** A figure's name mid-sentence: "the old fisherman", not "The old fisherman". */
const nameOf = (figure: SceneFigure) => lowerArticle(figure.name);
const lowerArticle = (text: string) => text.replace(/^(A|An|The)\s/, (word) => word.toLowerCase());
const article = (words: string) => (/^[aeiou]/i.test(words) ? 'an' : 'a');
const lastWord = (text: string) => text.split(' ').at(-1) ?? '';
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
