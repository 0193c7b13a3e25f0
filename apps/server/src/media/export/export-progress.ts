// One 0-100 figure for an export made of several ffmpeg runs: each clip weighs its frame count, the audio mix
// and the final mux weigh what they cost relative to rendering (cached clips count as done from the start).

export interface ProgressStage {
  id: string;
  /** Relative cost. */
  weight: number;
}

/** Folds the stages' own percents into one overall figure, reported to `onChange` each time it grows. */
export class ProgressAggregator {
  private readonly total: number;
  private readonly weights: Map<string, number>;
  private readonly done = new Map<string, number>();
  private reported = -1;

  constructor(
    stages: readonly ProgressStage[],
    private readonly onChange: (percent: number) => void,
  ) {
    this.total = stages.reduce((sum, stage) => sum + Math.max(0, stage.weight), 0) || 1;
    this.weights = new Map(stages.map((stage) => [stage.id, Math.max(0, stage.weight)]));
  }

  /** Records a stage's own percent (0-100); reports the overall figure when it grew (never 100 before the end). */
  update(id: string, percent: number): void {
    if (!this.weights.has(id)) return;
    this.done.set(id, Math.max(this.done.get(id) ?? 0, Math.min(100, Math.max(0, percent))));
    const overall = Math.min(99, this.percent());
    if (overall > this.reported) {
      this.reported = overall;
      this.onChange(overall);
    }
  }

  /** The overall figure now (100 once every stage is done). */
  percent(): number {
    let sum = 0;
    for (const [id, weight] of this.weights) sum += (weight * (this.done.get(id) ?? 0)) / 100;
    return Math.floor((sum / this.total) * 100);
  }
}
