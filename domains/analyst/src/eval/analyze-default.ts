import { randomUUID } from 'node:crypto'
import type { DecodedAudio } from '../contract/executor.ts'
import { analystDeps } from '../deps.ts'
import { DEFAULT_BUDGET } from '../loop/analysis-run.ts'
import type { AnalystDeps } from '../loop/analyst-deps.ts'
import { observationOf } from '../loop/observation-of.ts'
import { runAnalysis } from '../loop/run-analysis.ts'
import { createOfflinePlanner } from '../planners/offline-planner.ts'
import type { Analyze, AnalyzeOptions } from './analyze.ts'

/**
 * The analyst as the evaluation runs it: the real executor and the offline planner over the loop, with
 * the default budget. `mindwire eval analyst` imports this module lazily as '@mindwire/analyst/eval-analyze'.
 */
export function createAnalyze(options: AnalyzeOptions): Analyze {
  if (options.planner !== 'offline')
    throw new Error(
      `the evaluation runs the offline planner; got "${options.planner}" (pass --analyze <module> for another analyzer)`,
    )
  const deps = analystDeps()
  return async (audio) => {
    const run = await runOffline(audio, deps)
    return { final: run.final, experimentsUsed: run.experimentsUsed, ms: run.ms }
  }
}

/** One whole offline run (every round and its evidence), as the evaluation makes it. */
export function runOffline(audio: DecodedAudio, deps: AnalystDeps = analystDeps()) {
  return runAnalysis({
    audio,
    observation: observationOf(audio, { id: randomUUID() }),
    budget: DEFAULT_BUDGET,
    planner: createOfflinePlanner(),
    deps,
  })
}
