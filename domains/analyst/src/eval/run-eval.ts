import { finalConclusionSchema } from '../contract/index.ts'
import type { Analyze } from './analyze.ts'
import { buildCase } from './build-case.ts'
import type { CaseDescription } from './case-schema.ts'
import { deliver } from './real/deliver.ts'
import { type AnalystScore, type CaseOutcome, foundFindings, foundLabels, scoreAnalyst } from './score.ts'

export interface AnalystEvalReport {
  score: AnalystScore
  outcomes: CaseOutcome[]
}

/**
 * Renders each case in memory, runs the analyzer on it and scores the lot. Cases run one at a time
 * (analysis is CPU-bound) unless `concurrency` says otherwise; only the analyzer's own `ms` is timed,
 * not the rendering. A throw or a conclusion that breaks the contract becomes that case's error.
 */
export async function runAnalystEval(
  cases: CaseDescription[],
  analyze: Analyze,
  onProgress?: (done: number, total: number, outcome: CaseOutcome) => void,
  options: { concurrency?: number; threshold?: number } = {},
): Promise<AnalystEvalReport> {
  const outcomes = new Array<CaseOutcome>(cases.length)
  let next = 0
  let done = 0
  const worker = async () => {
    while (next < cases.length) {
      const index = next++
      const outcome = await runOne(cases[index]!, analyze, options.threshold)
      outcomes[index] = outcome
      onProgress?.(++done, cases.length, outcome)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, worker))
  return { score: scoreAnalyst(outcomes), outcomes }
}

async function runOne(
  description: CaseDescription,
  analyze: Analyze,
  threshold?: number,
): Promise<CaseOutcome> {
  const { audio: built, truth } = buildCase(description)
  const base = { id: description.id, truth }
  try {
    const audio = await deliver(built, description.delivery)
    const result = await analyze(audio)
    const final = finalConclusionSchema.safeParse(result.final)
    if (!final.success)
      return {
        ...base,
        found: [],
        experimentsUsed: 0,
        ms: 0,
        error: `invalid FinalConclusion: ${final.error.message}`,
      }
    return {
      ...base,
      found: foundLabels(final.data, threshold),
      findings: foundFindings(final.data, threshold),
      experimentsUsed: result.experimentsUsed,
      ms: result.ms,
    }
  } catch (error) {
    return { ...base, found: [], experimentsUsed: 0, ms: 0, error: (error as Error).message }
  }
}
