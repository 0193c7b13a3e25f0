import { expect } from 'vitest';
import type { CollabClient } from './collab-client.ts';

interface Random {
  next: () => number;
  int: (n: number) => number;
}

/** The episode's script at the start of a convergence run: four blocks the script reader understands. */
export const FUZZ_SCRIPT = [1, 2, 3, 4].map((n) => `SHOT ${n} — WIDE — 4s\nDescription: Shot ${n}`).join('\n\n');

/**
 * A tab's own line of the script (the n-th description, n from its client id, else a line added at the end):
 * tabs that each change their own line merge without a conflict.
 */
function withOwnLine(script: string, slot: number, word: string): string {
  const lines = script.split('\n');
  const descriptions = lines.flatMap((line, index) => (line.startsWith('Description:') ? [index] : []));
  const at = descriptions[slot % Math.max(descriptions.length, 1)];
  if (at === undefined) return `${script}\nNote: ${word}`;
  lines[at] = `${lines[at]} ${word}`;
  return lines.join('\n');
}

/** The first line, which every tab may change: two tabs changing it at once is a real conflict. */
function withSharedLine(script: string, seconds: number): string {
  const [, ...rest] = script.split('\n');
  return [`SHOT 1 — WIDE — ${seconds}s`, ...rest].join('\n');
}

/** Settles a conflict as a user would: keep mine (again while others keep saving over it) or take theirs. */
async function settle(client: CollabClient, random: Random): Promise<void> {
  const editor = client.script!;
  for (let attempt = 0; editor.conflict && attempt < 3; attempt += 1) {
    if (random.next() < 0.5) await editor.keepMine();
    else await editor.takeTheirs(() => client.readScenario());
  }
  if (editor.conflict) await editor.takeTheirs(() => client.readScenario());
}

/** Types into the tab's script (its own line, or the shared first line) and saves as the web does. */
export async function editScript(client: CollabClient, random: Random, slot: number, step: number): Promise<void> {
  const editor = client.script;
  if (!editor) return;
  const isShared = random.next() < 0.25;
  editor.type(isShared ? withSharedLine(editor.text, 2 + random.int(8)) : withOwnLine(editor.text, slot, `s${step}`));
  if ((await editor.save()) === 'conflict') await settle(client, random);
}

/**
 * Shot edits that touch the script: applying the tab's script to the shots (it is kept as the episode's script),
 * or writing the script from the shots. Either answers a refusal the user would read (422), never a crash.
 */
export async function rewriteFromOrToShots(client: CollabClient, random: Random, scenarioId: string): Promise<void> {
  const editor = client.script;
  if (!editor || editor.conflict) return;
  const isApply = random.next() < 0.6;
  const answer = isApply
    ? await client.rpc('scenario.script.apply', { id: scenarioId, script: editor.text, source: 'editor' })
    : await client.rpc('scenario.script.generate', { id: scenarioId });
  if (!answer.success) {
    expect(answer.error.code, answer.error.message).toBe('VALIDATION_ERROR');
    return;
  }
  // Like the web after an apply or a generate: the episode is read again (its own live event is skipped).
  editor.follow(await client.readScenario());
}
