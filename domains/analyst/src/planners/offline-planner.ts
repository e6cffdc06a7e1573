import { DEFECT_LABELS, type DefectLabel } from '../contract/defects.ts'
import type {
  ChainTemplateSummary,
  ExperimentSummary,
  OrchestratorInput,
} from '../contract/orchestrator-input.ts'
import type {
  Hypothesis,
  OrchestratorPlan,
  PlannedExperiment,
  PlannedNode,
} from '../contract/orchestrator-output.ts'
import { defectVerdicts, type Resolution, resolveDefects, strength } from '../loop/defect-verdicts.ts'
import { deriveConclusion, deriveInterim } from '../loop/derive-conclusion.ts'
import { DEFECT_CHECKS, type DefectCheck } from './defect-checks.ts'
import type { Planner, PlanningContext } from './planner.ts'
import { probeHints } from './probe-hints.ts'

/** Every defect starts this likely: above the threshold, so each one gets checked unless evidence settles it. */
const PRIOR = 0.3
/** Hypotheses below this are not worth an experiment. */
export const HYPOTHESIS_THRESHOLD = 0.15
const COST = { low: 0, medium: 1, high: 2 } as const

export interface OfflinePlannerOptions {
  /** The executor's pipeline of a chain template; without it the planner's own detector pipelines are used. */
  pipelineOf?: (chainId: string) => PlannedNode[] | undefined
}

interface Ranked {
  hypothesis: Hypothesis
  label: DefectLabel
  resolution: Resolution
  /** The next untried check, cheapest first; undefined when every check was tried. */
  next?: { check: DefectCheck; cost: number }
}

/**
 * The deterministic planner: one hypothesis per defect label, ranked from the probe's verdicts and hints;
 * each round plans the cheapest check of the top unresolved hypotheses (as many as the rounds left
 * require), and it stops once every hypothesis above the threshold is confirmed, ruled out, or out of checks.
 */
export function createOfflinePlanner(options: OfflinePlannerOptions = {}): Planner {
  return {
    name: 'offline',
    async plan(input, context) {
      const ranked = rank(input, context)
      const open = ranked.filter(
        (r) => r.resolution === 'unresolved' && r.hypothesis.confidence >= HYPOTHESIS_THRESHOLD && r.next,
      )
      const roundsLeft = Math.max(1, input.budget.maxDepth - context.round + 1)
      const experimentsLeft = Math.max(0, input.budget.maxExperiments - input.priorExperiments.length)
      const take = Math.min(experimentsLeft, Math.ceil(open.length / roundsLeft))
      const experiments = open.slice(0, take).map((r) => plannedFor(r, options))
      const plan: OrchestratorPlan = {
        hypotheses: ranked.map((r) => r.hypothesis),
        experiments,
        stopDecision:
          experiments.length > 0
            ? {
                shouldStop: false,
                reason: `${open.length} hypothesis(es) above ${HYPOTHESIS_THRESHOLD} unresolved`,
              }
            : { shouldStop: true, reason: stopReason(ranked) },
      }
      return plan
    },
    /**
     * Sufficient evidence, to this planner, is a hypothesis a detector confirmed: then the interim names it,
     * the hypotheses still worth a check as open questions, and those checks as next actions.
     */
    async interim(input, context) {
      const ranked = rank(input, context)
      if (!ranked.some((r) => r.resolution === 'confirmed')) return undefined
      const open = ranked.filter(
        (r) => r.resolution === 'unresolved' && r.hypothesis.confidence >= HYPOTHESIS_THRESHOLD && r.next,
      )
      return deriveInterim(
        context.evidence,
        open.map((r) => r.label),
        open.map((r) => plannedFor(r, options).goal),
      )
    },
    async conclude(input, context) {
      const unresolved = rank(input, context).filter(
        (r) => r.resolution === 'unresolved' && r.hypothesis.confidence >= HYPOTHESIS_THRESHOLD,
      )
      return deriveConclusion(
        context.evidence,
        input.priorExperiments,
        unresolved.map(
          (r) => `${r.label} unresolved (${r.next ? 'budget spent' : 'no check gave a verdict'})`,
        ),
      )
    },
  }
}

/** All seven hypotheses, best first: confirmed ones by strength, then open ones by prior and cost. */
function rank(input: OrchestratorInput, context: PlanningContext): Ranked[] {
  const resolutions = resolveDefects(context.evidence)
  const verdicts = defectVerdicts(context.evidence)
  const hints = probeHints(input.probeEvidence)
  const ranked = DEFECT_LABELS.map((label): Ranked => {
    const resolution = resolutions.get(label)!
    const own = verdicts.filter((v) => v.defect === label)
    const hint = hints[label]
    const confidence =
      resolution === 'confirmed'
        ? strength(own, true)
        : resolution === 'ruled_out'
          ? round(1 - strength(own, false))
          : Math.min(1, PRIOR + (hint?.boost ?? 0))
    const rationale =
      resolution === 'unresolved'
        ? (hint?.reason ?? 'not yet checked by a detector')
        : `${resolution.replace('_', ' ')} by ${own.map((v) => v.evidenceId).join(', ')}`
    return {
      label,
      resolution,
      hypothesis: { id: `h-${label}`, label, rationale, confidence, relatedSignalProfiles: ['audio'] },
      next: nextCheck(label, input.priorExperiments, input.availableChains),
    }
  })
  return ranked.sort(
    (a, b) =>
      b.hypothesis.confidence - a.hypothesis.confidence ||
      (a.next?.cost ?? 9) - (b.next?.cost ?? 9) ||
      DEFECT_LABELS.indexOf(a.label) - DEFECT_LABELS.indexOf(b.label),
  )
}

/** The cheapest check of a defect not yet tried (a try is an experiment on its hypothesis, run or refused). */
function nextCheck(
  label: DefectLabel,
  prior: readonly ExperimentSummary[],
  chains: readonly ChainTemplateSummary[],
): Ranked['next'] {
  const tried = prior.filter((e) => e.hypothesisId === `h-${label}`).length
  const checks = DEFECT_CHECKS[label]
    .map((check) => ({ check, cost: costOf(check, chains) }))
    .sort((a, b) => a.cost - b.cost)
  return checks[tried]
}

function costOf(check: DefectCheck, chains: readonly ChainTemplateSummary[]): number {
  if (!check.chainId) return COST.low
  return COST[chains.find((c) => c.id === check.chainId)?.costClass ?? 'medium']
}

function plannedFor(ranked: Ranked, options: OfflinePlannerOptions): PlannedExperiment {
  const { check } = ranked.next!
  const pipeline = (check.chainId && options.pipelineOf?.(check.chainId)) || check.pipeline
  return {
    hypothesisId: ranked.hypothesis.id,
    goal: `confirm or rule out ${ranked.label}`,
    ...(check.chainId ? { preferredChainId: check.chainId } : {}),
    pipeline,
    expectedEvidence: check.expectedEvidence,
    stopIf: [`${ranked.label} confirmed or ruled out`],
  }
}

function stopReason(ranked: readonly Ranked[]): string {
  const confirmed = ranked.filter((r) => r.resolution === 'confirmed').map((r) => r.label)
  const open = ranked.filter((r) => r.resolution === 'unresolved').map((r) => r.label)
  return [
    `confirmed: ${confirmed.join(', ') || 'none'}`,
    ...(open.length > 0
      ? [`unsettled (no check left or budget spent): ${open.join(', ')}`]
      : ['every hypothesis settled']),
  ].join('; ')
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000
}
