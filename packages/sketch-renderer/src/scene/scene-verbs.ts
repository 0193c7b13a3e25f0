import type { FigureAction } from '@sym/contracts';

/**
 * Verbs the planner turns into a figure's action, by base form. Every written form (climbs, climbing, climbed,
 * and the irregular ones) is derived once at load. `role` says what the verb's object becomes: a held prop, what
 * the figure looks at, or nothing.
 */
export type VerbRole = 'hold' | 'look' | 'none';

interface VerbGroup {
  action: FigureAction;
  role: VerbRole;
  verbs: readonly string[];
}

const VERB_GROUPS: readonly VerbGroup[] = [
  {
    action: 'stand',
    role: 'none',
    verbs: ['stand', 'wait', 'stay', 'pause', 'freeze', 'linger', 'pose', 'hesitate', 'gather', 'guard'],
  },
  {
    action: 'walk',
    role: 'none',
    verbs: [
      'walk',
      'stroll',
      'wander',
      'step',
      'march',
      'approach',
      'enter',
      'leave',
      'cross',
      'head',
      'go',
      'come',
      'follow',
      'lead',
      'limp',
      'pace',
      'trudge',
      'stride',
      'arrive',
      'return',
      'move',
      'hike',
      'patrol',
      'descend',
      'sneak',
      'creep',
      'tiptoe',
      'stagger',
      'row',
      'sail',
      'drift',
      'steer',
    ],
  },
  {
    action: 'run',
    role: 'none',
    verbs: [
      'run',
      'race',
      'sprint',
      'dash',
      'flee',
      'chase',
      'hurry',
      'rush',
      'charge',
      'escape',
      'gallop',
      'bolt',
      'jog',
      'leap',
      'jump',
      'dart',
      'scramble',
    ],
  },
  { action: 'climb', role: 'none', verbs: ['climb', 'scale', 'ascend', 'clamber', 'mount'] },
  { action: 'sit', role: 'none', verbs: ['sit', 'perch', 'ride', 'rest', 'settle'] },
  { action: 'lie', role: 'none', verbs: ['lie', 'sleep', 'sprawl', 'doze', 'nap', 'faint'] },
  {
    action: 'hold',
    role: 'hold',
    verbs: [
      'hold',
      'carry',
      'grip',
      'clutch',
      'grasp',
      'open',
      'lift',
      'raise',
      'take',
      'pick',
      'bring',
      'offer',
      'give',
      'read',
      'wield',
      'drag',
      'pull',
      'unfold',
      'unwrap',
      'untie',
      'hug',
      'cradle',
      'light',
      'swing',
      'brandish',
      'hand',
      'mend',
      'repair',
      'fix',
      'sew',
      'knit',
      'use',
      'polish',
      'clean',
      'fill',
      'load',
      'drink',
      'eat',
      'play',
      'strum',
      'wrap',
      'tie',
      'write',
      'paint',
    ],
  },
  { action: 'point', role: 'look', verbs: ['point', 'gesture', 'aim', 'signal', 'indicate'] },
  {
    action: 'look',
    role: 'look',
    verbs: [
      'look',
      'watch',
      'stare',
      'gaze',
      'spot',
      'see',
      'peer',
      'glance',
      'observe',
      'notice',
      'search',
      'scan',
      'examine',
      'inspect',
      'study',
      'find',
      'discover',
      'spy',
      'squint',
      'eye',
      'glare',
      'admire',
      'face',
      'sniff',
      'surround',
    ],
  },
  {
    action: 'talk',
    role: 'look',
    verbs: [
      'talk',
      'speak',
      'say',
      'tell',
      'shout',
      'call',
      'whisper',
      'ask',
      'answer',
      'reply',
      'argue',
      'laugh',
      'sing',
      'yell',
      'cry',
      'bark',
      'growl',
      'howl',
      'meow',
      'purr',
      'neigh',
      'roar',
      'hiss',
      'squawk',
      'chirp',
      'mutter',
      'announce',
      'explain',
      'cheer',
      'scream',
      'warn',
      'greet',
      'plead',
      'beg',
    ],
  },
  { action: 'wave', role: 'look', verbs: ['wave', 'beckon', 'salute'] },
  {
    action: 'fight',
    role: 'look',
    verbs: [
      'fight',
      'attack',
      'strike',
      'punch',
      'kick',
      'duel',
      'battle',
      'wrestle',
      'slash',
      'stab',
      'shoot',
      'struggle',
      'defend',
      'clash',
      'hit',
      'tackle',
      'grab',
      'seize',
    ],
  },
  {
    action: 'fall',
    role: 'none',
    verbs: ['fall', 'trip', 'stumble', 'tumble', 'collapse', 'slip', 'plunge', 'topple', 'crash'],
  },
  { action: 'swim', role: 'none', verbs: ['swim', 'dive', 'float', 'wade', 'paddle'] },
  { action: 'kneel', role: 'none', verbs: ['kneel', 'crouch', 'squat', 'stoop', 'bend', 'crawl', 'hide', 'dig'] },
];

const IRREGULAR: Readonly<Record<string, string>> = {
  ran: 'run',
  sat: 'sit',
  lay: 'lie',
  lies: 'lie',
  lying: 'lie',
  held: 'hold',
  fell: 'fall',
  fallen: 'fall',
  fought: 'fight',
  swam: 'swim',
  knelt: 'kneel',
  stood: 'stand',
  spoke: 'speak',
  said: 'say',
  told: 'tell',
  saw: 'see',
  seen: 'see',
  took: 'take',
  taken: 'take',
  brought: 'bring',
  gave: 'give',
  went: 'go',
  goes: 'go',
  came: 'come',
  led: 'lead',
  fled: 'flee',
  rode: 'ride',
  struck: 'strike',
  shot: 'shoot',
  hid: 'hide',
  found: 'find',
  leapt: 'leap',
  crept: 'creep',
  slept: 'sleep',
  dove: 'dive',
  swung: 'swing',
  lit: 'light',
};

/** Animal sounds that say which animal makes them ("Pip barks" → a dog). */
export const SOUND_SPECIES: Readonly<Record<string, string>> = {
  bark: 'dog',
  woof: 'dog',
  meow: 'cat',
  purr: 'cat',
  neigh: 'horse',
  howl: 'wolf',
  squawk: 'bird',
  chirp: 'bird',
  roar: 'lion',
  hiss: 'snake',
  croak: 'frog',
};

export interface VerbReading {
  base: string;
  action: FigureAction;
  role: VerbRole;
}

const FORMS = buildForms();

/** The action a written verb form stands for, or undefined when the word is no verb the planner knows. */
export function readVerb(word: string): VerbReading | undefined {
  return FORMS.get(word.toLowerCase());
}

function buildForms(): Map<string, VerbReading> {
  const forms = new Map<string, VerbReading>();
  for (const group of VERB_GROUPS) {
    for (const base of group.verbs) {
      const reading = { base, action: group.action, role: group.role };
      for (const form of formsOf(base)) if (!forms.has(form)) forms.set(form, reading);
    }
  }
  for (const [form, base] of Object.entries(IRREGULAR)) {
    const reading = [...forms.values()].find((each) => each.base === base);
    if (reading) forms.set(form, reading);
  }
  return forms;
}

/** Regular forms; both doubled and single consonants are produced ("running", "galloping"), the wrong one is unused. */
function formsOf(base: string): string[] {
  const last = base.at(-1)!;
  const stem = base.endsWith('e') && !base.endsWith('ee') ? base.slice(0, -1) : base;
  const doubled = /[^aeiou][aeiou][bcdfgklmnprstvz]$/.test(base) ? base + last : base;
  const forms = [base];
  if (/[^aeiou]y$/.test(base)) forms.push(`${base.slice(0, -1)}ies`, `${base.slice(0, -1)}ied`);
  else if (/(s|sh|ch|x|z|o)$/.test(base)) forms.push(`${base}es`);
  else forms.push(`${base}s`);
  if (base.endsWith('ie')) forms.push(`${base.slice(0, -2)}ying`);
  forms.push(`${stem}ing`, `${doubled}ing`);
  if (!/[^aeiou]y$/.test(base)) forms.push(base.endsWith('e') ? `${base}d` : `${base}ed`, `${doubled}ed`);
  return forms;
}
