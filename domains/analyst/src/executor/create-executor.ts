import { mixToMono } from '../audio/mix-to-mono.ts'
import type {
  DecodedAudio,
  EvidenceSummary,
  ExperimentExecutor,
  ExperimentOutcome,
  PlannedExperiment,
} from '../contract/index.ts'
import type { ModuleData } from '../modules/module-types.ts'
import { audioProblem } from './audio-problem.ts'
import { pipelineSummary } from './pipeline-summary.ts'
import { scoreExperiment } from './score-experiment.ts'
import { validatePipeline } from './validate-pipeline.ts'

export interface ExecutorOptions {
  /** Budget for one experiment when the caller gives none (ms). */
  defaultTimeBudgetMs?: number
  /** Clock, injectable for tests. */
  now?: () => number
}

/**
 * The experiment executor: validates the planned pipeline (nothing runs if it is illegal), mixes the
 * audio to mono, runs node after node, and stops between nodes when the time budget is spent or the
 * signal aborts. A node that overruns fails the experiment and its evidence is dropped (a partial
 * result would be read as a complete "not detected").
 */
export function createExecutor(options: ExecutorOptions = {}): ExperimentExecutor {
  const now = options.now ?? (() => performance.now())
  return {
    async run(planned: PlannedExperiment, audio: DecodedAudio, runOptions): Promise<ExperimentOutcome> {
      const base = {
        id: runOptions.id,
        ...(runOptions.parentId !== undefined && { parentId: runOptions.parentId }),
        ...(planned.hypothesisId !== undefined && { hypothesisId: planned.hypothesisId }),
        pipelineSummary: pipelineSummary(planned.pipeline),
      }
      const refused = (
        reasons: string[],
        ms: number,
        evidence: EvidenceSummary[] = [],
      ): ExperimentOutcome => ({
        experiment: { ...base, scoreTotal: 0, failureReasons: reasons, keyEvidence: [] },
        evidence,
        ms,
      })
      const validation = validatePipeline(planned.pipeline)
      if (!validation.ok) return refused(validation.reasons, 0)
      const problem = audioProblem(audio)
      if (problem) return refused([problem], 0)

      const budget = runOptions.timeBudgetMs ?? options.defaultTimeBudgetMs ?? 60_000
      const started = now()
      let data: ModuleData = {
        format: 'audio',
        sampleRate: audio.sampleRate,
        samples: mixToMono(audio),
        ...(audio.channels.length > 1 && { channels: audio.channels }),
      }
      const evidence: EvidenceSummary[] = []
      for (const [index, node] of validation.nodes.entries()) {
        const id = node.module.summary.id
        if (runOptions.signal?.aborted)
          return refused([`aborted before node ${index + 1} (${id})`], now() - started)
        if (now() - started >= budget) {
          return refused(
            [`time budget of ${budget} ms spent before node ${index + 1} (${id})`],
            now() - started,
          )
        }
        const nodeStarted = now()
        try {
          const result = await node.module.run(data, node.params, {
            evidenceId: `${runOptions.id}/n${index + 1}/${id}`,
            ...(runOptions.signal && { signal: runOptions.signal }),
          })
          data = result.output
          evidence.push(...result.evidence)
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error)
          return refused([`node ${index + 1} (${id}) failed: ${message}`], now() - started)
        }
        if (now() - started > budget) {
          const took = Math.round(now() - nodeStarted)
          return refused(
            [`node ${index + 1} (${id}) took ${took} ms and exceeded the ${budget} ms budget`],
            now() - started,
          )
        }
      }
      const { scoreTotal, keyEvidence } = scoreExperiment(evidence)
      return {
        experiment: { ...base, scoreTotal, failureReasons: [], keyEvidence },
        evidence,
        ms: now() - started,
      }
    },
  }
}
