import type { ReviewShot } from '@sym/contracts';
import type { ShotRow, VoiceClipRow } from '../../db/schema.ts';
import { dialogueOf } from '../timeline/script-blocks.ts';

export type DialogueLine = ReviewShot['dialogue'][number];

/** `ANNA: Where were you?` → speaker Anna's line; a short name before the colon, no quotation inside it. */
const SPOKEN_BY = /^([^:"“”'\n]{1,40}):\s*(\S.*)$/;

function lineOf(text: string): DialogueLine {
  const match = SPOKEN_BY.exec(text);
  return match ? { speaker: match[1]!.trim(), text: match[2]!.trim() } : { speaker: '', text };
}

/**
 * What is said in a shot, as a storyboard panel shows it: the shot's own dialogue (one line per line, `NAME: …`
 * naming its speaker) and then the text of its voice clips that the dialogue does not already hold. A voice clip
 * knows a voice, not a character, so its speaker is left empty.
 */
export function shotDialogue(
  shot: Pick<ShotRow, 'id' | 'metadata'>,
  clips: readonly Pick<VoiceClipRow, 'shotId' | 'text'>[],
): DialogueLine[] {
  const lines = (dialogueOf(shot.metadata) ?? '')
    .split('\n')
    .map((text) => text.trim())
    .filter(Boolean)
    .map(lineOf);
  const said = new Set(lines.map((line) => line.text));
  for (const clip of clips) {
    const text = clip.text.trim();
    if (clip.shotId !== shot.id || !text || said.has(text)) continue;
    said.add(text);
    lines.push({ speaker: '', text });
  }
  return lines;
}
