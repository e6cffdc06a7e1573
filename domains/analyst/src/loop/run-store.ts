import type { AnalysisBudget, EvidenceSummary, ObservationSummary } from '../contract/orchestrator-input.ts'
import type { FinalConclusion } from '../contract/orchestrator-output.ts'
import type { AnalysisRound } from './analysis-run.ts'

/** The part of a run fixed at its start. */
export interface RunHeader {
  id: string
  planner: string
  budget: AnalysisBudget
  observation: ObservationSummary
  probeEvidence: EvidenceSummary[]
}

/** A run as persisted: its header, the rounds completed so far and, once it ended, its conclusion. */
export interface StoredRun extends RunHeader {
  rounds: AnalysisRound[]
  final?: { final: FinalConclusion; experimentsUsed: number; ms: number }
  /** Time already spent before a crash, so a resumed run keeps honouring latencyBudgetMs. */
  elapsedMs: number
}

/**
 * Where the loop keeps each run after every step, so a crashed run resumes from its last completed round.
 * The loop awaits every call: a round counts as done only once it is stored.
 */
export interface AnalysisRunStore {
  start(header: RunHeader): Promise<void>
  saveRound(runId: string, index: number, round: AnalysisRound, elapsedMs: number): Promise<void>
  finish(runId: string, final: NonNullable<StoredRun['final']>): Promise<void>
  load(runId: string): Promise<StoredRun | undefined>
}

/** Keeps runs in memory: for tests and the one-shot CLI, where nothing outlives the process. */
export class MemoryRunStore implements AnalysisRunStore {
  readonly #runs = new Map<string, StoredRun>()

  async start(header: RunHeader): Promise<void> {
    this.#runs.set(header.id, structuredClone({ ...header, rounds: [], elapsedMs: 0 }))
  }

  async saveRound(runId: string, index: number, round: AnalysisRound, elapsedMs: number): Promise<void> {
    const run = this.#get(runId)
    run.rounds[index] = structuredClone(round)
    run.elapsedMs = elapsedMs
  }

  async finish(runId: string, final: NonNullable<StoredRun['final']>): Promise<void> {
    this.#get(runId).final = structuredClone(final)
  }

  async load(runId: string): Promise<StoredRun | undefined> {
    const run = this.#runs.get(runId)
    return run && structuredClone(run)
  }

  #get(runId: string): StoredRun {
    const run = this.#runs.get(runId)
    if (!run) throw new Error(`run ${runId} was never started`)
    return run
  }
}
