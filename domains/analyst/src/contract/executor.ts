import type { EvidenceSummary, ExperimentSummary } from './orchestrator-input.ts'
import type { PlannedExperiment } from './orchestrator-output.ts'

/** Decoded audio: one Float32Array per channel, samples in −1…1. */
export interface DecodedAudio {
  sampleRate: number
  channels: Float32Array[]
  durationMs: number
  /** The container/codec it came from: wav, flac, mp3. */
  format: string
}

/** What the executor returns for one planned experiment: what ran (or why nothing did) and its evidence. */
export interface ExperimentOutcome {
  experiment: ExperimentSummary
  evidence: EvidenceSummary[]
  /** Wall time of the run in ms (0 when it was refused before running). */
  ms: number
}

/**
 * The experiment executor as the loop sees it: it validates a planned pipeline against the module
 * catalogue (unknown module, wrong formats in sequence, params out of range → failureReasons, nothing
 * run), runs it on the audio within a time budget, scores it and returns the evidence it produced.
 */
export interface ExperimentExecutor {
  run(
    planned: PlannedExperiment,
    audio: DecodedAudio,
    options: { id: string; parentId?: string; timeBudgetMs?: number; signal?: AbortSignal },
  ): Promise<ExperimentOutcome>
}
