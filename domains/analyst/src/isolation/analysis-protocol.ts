import type { AudioLimits } from '../audio/audio-limits.ts'
import type { DecodedAudio, ExperimentOutcome } from '../contract/executor.ts'
import type { EvidenceSummary } from '../contract/orchestrator-input.ts'
import type { PlannedExperiment } from '../contract/orchestrator-output.ts'

/** The work an analysis thread does: the CPU-bound steps of a run, never the planner or the store. */
export type AnalysisTask =
  | { op: 'decode'; bytes: Uint8Array; hint?: string; limits: AudioLimits }
  | { op: 'probe'; audio: DecodedAudio }
  | {
      op: 'experiment'
      planned: PlannedExperiment
      audio: DecodedAudio
      options: { id: string; parentId?: string; timeBudgetMs?: number }
    }

/** What each task answers with. */
export interface AnalysisResults {
  decode: DecodedAudio
  probe: EvidenceSummary[]
  experiment: ExperimentOutcome
}

/** A task's failure as it crosses the thread boundary: plain data, rebuilt as a typed error on the other side. */
export interface ThreadFailure {
  name: string
  message: string
  code?: string
  field?: string
}

export type ThreadReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: ThreadFailure }

/** The thread's first message: its modules are loaded and it takes tasks. */
export interface ThreadReady {
  ready: true
}
