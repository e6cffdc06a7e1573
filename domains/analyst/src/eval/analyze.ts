import type { DecodedAudio, FinalConclusion } from '../contract/index.ts'

/** What one analysis of one recording returns to the evaluation: the conclusion and its cost. */
export interface AnalyzeResult {
  final: FinalConclusion
  experimentsUsed: number
  /** Wall time of the analysis in ms. */
  ms: number
}

/**
 * The evaluation's only view of the analyst: audio in, conclusion out. The loop's `runAnalysis`
 * plugs in behind this, and so does any fake, so the scorer never depends on the loop.
 */
export type Analyze = (audio: DecodedAudio) => Promise<AnalyzeResult>

/** Options a module of analyzers receives from `mindwire eval analyst`. */
export interface AnalyzeOptions {
  /** Which planner drives the loop: offline (deterministic) or a model spec. */
  planner: string
}

/** The shape of a module `mindwire eval analyst --analyze <module>` loads. */
export interface AnalyzeModule {
  createAnalyze(options: AnalyzeOptions): Analyze | Promise<Analyze>
}
