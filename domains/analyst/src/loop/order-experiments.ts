import type { ChainTemplateSummary } from '../contract/orchestrator-input.ts'
import type { PlannedExperiment } from '../contract/orchestrator-output.ts'

const COST_RANK = { low: 0, medium: 1, high: 2 } as const

/** The cost class of a planned experiment: its preferred chain's, else medium (unknown work is not cheap). */
export function costOf(
  planned: PlannedExperiment,
  chains: readonly ChainTemplateSummary[],
): keyof typeof COST_RANK {
  return chains.find((chain) => chain.id === planned.preferredChainId)?.costClass ?? 'medium'
}

/**
 * The order a round's experiments run in. With preferLocalFirst, low-cost chains go first (a stable sort,
 * so the planner's order stands within one cost class); otherwise the planner's order as given.
 */
export function orderExperiments(
  experiments: readonly PlannedExperiment[],
  chains: readonly ChainTemplateSummary[],
  preferLocalFirst: boolean | undefined,
): PlannedExperiment[] {
  if (!preferLocalFirst) return [...experiments]
  return experiments
    .map((planned, index) => ({ planned, index, rank: COST_RANK[costOf(planned, chains)] }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ planned }) => planned)
}
