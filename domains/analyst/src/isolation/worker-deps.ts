import { type AudioLimits, DEFAULT_AUDIO_LIMITS } from '../audio/audio-limits.ts'
import { CHAIN_TEMPLATES, pipelineOf } from '../chains/chain-templates.ts'
import type { ExperimentOutcome } from '../contract/executor.ts'
import type { PlannedExperiment } from '../contract/orchestrator-output.ts'
import { pipelineSummary } from '../executor/pipeline-summary.ts'
import type { AnalystDeps } from '../loop/analyst-deps.ts'
import { MODULES } from '../modules/catalogue.ts'
import { AnalysisOverrunError, type AnalysisPoolOptions, createAnalysisPool } from './analysis-pool.ts'

export interface WorkerDepsOptions extends AnalysisPoolOptions {
  limits?: AudioLimits
  /** Deadline of one decode (ms): a file within the limits decodes in a few seconds. */
  decodeTimeoutMs?: number
  /** Deadline of the probe every run starts with (ms). */
  probeTimeoutMs?: number
  /** An experiment's budget when the run gives none (ms), as the in-thread executor's default. */
  experimentTimeoutMs?: number
}

/** Past an experiment's own budget the executor stops between nodes; the thread gets this long to do so. */
const GRACE_MS = 2000

/**
 * The analyst's executor side on worker threads: decoding, the probe and every experiment run in the
 * pool, so the server's event loop only plans, stores and streams. An experiment that overruns its budget
 * (a node that does not return) fails like any refused experiment and the run goes on; a decode or a
 * probe that overruns fails the run with AnalysisOverrunError.
 */
export function analystWorkerDeps(
  options: WorkerDepsOptions = {},
): AnalystDeps & { limits: AudioLimits; close(): Promise<void> } {
  const pool = createAnalysisPool(options)
  const limits = options.limits ?? DEFAULT_AUDIO_LIMITS
  const experimentMs = options.experimentTimeoutMs ?? 60_000
  return {
    modules: MODULES,
    chains: CHAIN_TEMPLATES,
    pipelineOf,
    decode: (bytes, hint) =>
      pool.run(
        { op: 'decode', bytes, hint: hint?.mimeType ?? hint?.fileName, limits },
        options.decodeTimeoutMs ?? 20_000,
      ),
    probe: (audio) => pool.run({ op: 'probe', audio }, options.probeTimeoutMs ?? 60_000),
    executor: {
      async run(planned, audio, runOptions) {
        const budget = runOptions.timeBudgetMs ?? experimentMs
        const { id, parentId } = runOptions
        const started = performance.now()
        try {
          return await pool.run(
            { op: 'experiment', planned, audio, options: { id, parentId, timeBudgetMs: budget } },
            budget + GRACE_MS,
          )
        } catch (error) {
          if (!(error instanceof AnalysisOverrunError)) throw error
          return overrun(planned, runOptions, error.message, performance.now() - started)
        }
      },
    },
    limits,
    close: () => pool.close(),
  }
}

/** A stopped experiment reads as a failed one: its reason, no evidence (a partial result is not a "no"). */
function overrun(
  planned: PlannedExperiment,
  options: { id: string; parentId?: string },
  reason: string,
  ms: number,
): ExperimentOutcome {
  return {
    experiment: {
      id: options.id,
      ...(options.parentId !== undefined && { parentId: options.parentId }),
      ...(planned.hypothesisId !== undefined && { hypothesisId: planned.hypothesisId }),
      pipelineSummary: pipelineSummary(planned.pipeline),
      scoreTotal: 0,
      failureReasons: [reason],
      keyEvidence: [],
    },
    evidence: [],
    ms,
  }
}
