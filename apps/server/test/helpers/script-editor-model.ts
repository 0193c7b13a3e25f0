import { mergeLines } from '@sym/contracts';

/** The part of an episode a script editor keeps. */
export interface ScenarioScript {
  script?: string | null;
  updatedAt: string;
}

export type ScriptSaveAnswer =
  | { success: true; data: ScenarioScript }
  | { success: false; error: { code: string; message?: string; current?: ScenarioScript } };

/** scenario.update of the script alone, over an HTTP or socket client. */
export type SaveScript = (body: {
  script: string;
  baseScript: string;
  expectedUpdatedAt: string;
}) => Promise<ScriptSaveAnswer>;

const isNewer = (version: string, than: string) => Date.parse(version) > Date.parse(than);

/**
 * The web's script editor (useScriptDraft) as the API tests drive it: it saves over the text it was edited from
 * (baseScript); on a 409 it merges the other person's lines with its own and saves again, and shows the conflict
 * box only when a line changed on both sides. `conflictsShown` counts the boxes.
 */
export class ScriptEditorModel {
  text: string;
  /** The stored text the editor's text was made from. */
  base: string;
  version: string;
  conflict: ScenarioScript | null = null;
  conflictsShown = 0;
  /** The 409s answered although the stored script was the one the save was made from (must stay 0). */
  falseConflicts = 0;

  constructor(
    scenario: ScenarioScript,
    private readonly send: SaveScript,
  ) {
    this.text = scenario.script ?? '';
    this.base = this.text;
    this.version = scenario.updatedAt;
  }

  type(next: string): void {
    this.text = next;
  }

  /** The newest saved episode heard of; shown once this editor has no unsaved text (like the web's cache). */
  private latest: ScenarioScript | null = null;

  /** Someone else's saved episode (live event or re-read): shown unless this editor has unsaved text. */
  follow(scenario: ScenarioScript): void {
    if (!this.latest || isNewer(scenario.updatedAt, this.latest.updatedAt)) this.latest = scenario;
    this.catchUp();
  }

  private catchUp(): void {
    const latest = this.latest;
    if (!latest || !isNewer(latest.updatedAt, this.version)) return;
    if (this.conflict || this.text !== this.base) return;
    this.version = latest.updatedAt;
    this.base = latest.script ?? '';
    this.text = this.base;
  }

  /** Saves until stored, merged or in conflict; answers 'saved' or 'conflict'. */
  async save(): Promise<'saved' | 'conflict'> {
    const outcome = await this.saveOnce();
    this.catchUp();
    return outcome;
  }

  private async saveOnce(): Promise<'saved' | 'conflict'> {
    while (!this.conflict) {
      if (this.text === this.base) return 'saved';
      const sent = this.text;
      const answer = await this.send({ script: sent, baseScript: this.base, expectedUpdatedAt: this.version });
      if (answer.success) {
        this.base = sent;
        if (isNewer(answer.data.updatedAt, this.version)) this.version = answer.data.updatedAt;
        continue;
      }
      const current = answer.error.current;
      if (answer.error.code !== 'CONFLICT' || !current) {
        throw new Error(`script save failed: ${answer.error.code} ${answer.error.message ?? ''}`);
      }
      const theirs = current.script ?? '';
      if (theirs === this.base) this.falseConflicts += 1;
      const merged = mergeLines(this.base, this.text, theirs);
      if (!merged.isClean) {
        this.conflict = current;
        this.conflictsShown += 1;
        return 'conflict';
      }
      this.base = theirs;
      this.version = current.updatedAt;
      this.text = merged.text;
    }
    return 'conflict';
  }

  /** Keep mine: this editor's text goes over the version the conflict answered. */
  keepMine(): Promise<'saved' | 'conflict'> {
    const theirs = this.conflict;
    if (!theirs) return this.save();
    this.conflict = null;
    this.base = theirs.script ?? '';
    this.version = theirs.updatedAt;
    return this.save();
  }

  /** Take theirs: the latest saved version, read now (not the one the conflict answered). */
  async takeTheirs(readLatest: () => Promise<ScenarioScript>): Promise<void> {
    const latest = await readLatest();
    this.conflict = null;
    this.base = latest.script ?? '';
    this.text = this.base;
    this.version = latest.updatedAt;
  }
}
