import { randomUUID } from 'node:crypto'
import { DEFECT_LABELS } from '../contract/defects.ts'
import type { DecodedAudio } from '../contract/executor.ts'
import type {
  AnalysisBudget,
  AnalysisMode,
  EvidenceSummary,
  ExperimentSummary,
  ObservationSummary,
  OrchestratorInput,
} from '../contract/orchestrator-input.ts'
import type { PlannedExperiment } from '../contract/orchestrator-output.ts'
import { type Planner, PlanRefusedError } from '../planners/planner.ts'
import type { AnalysisEvent } from './analysis-event.ts'
import type { AnalysisRound, AnalysisRun } from './analysis-run.ts'
import type { AnalystDeps } from './analyst-deps.ts'
import { defectVerdicts } from './defect-verdicts.ts'
import { deriveInterim } from './derive-conclusion.ts'
import { groundConclusion, groundInterim } from './ground-conclusion.ts'
import { orderExperiments } from './order-experiments.ts'
import type { AnalysisRunStore, RunHeader, StoredRun } from './run-store.ts'

export interface RunAnalysisOptions {
  audio: DecodedAudio
  observation: ObservationSummary
  budget: AnalysisBudget
  planner: Planner
  deps: AnalystDeps
  /** Awaited, so a slow consumer (an SSE socket) slows the run instead of buffering it. */
  onEvent?: (event: AnalysisEvent) => void | Promise<void>
  signal?: AbortSignal
  /** A run persisted before a crash: its probe and completed rounds are reused, not redone. */
  resumeFrom?: StoredRun
  store?: AnalysisRunStore
  /** The run id (default: a new uuid; a resumed run keeps its own). */
  id?: string
}

/**
 * The seed's loop: initial_analysis (probe → input → plan) → execute → iterative_analysis … until the plan
 * says stop or the budget is spent → final_review → FinalConclusion. The planner only plans; the executor
 * decides what is legal and what happened, and every completed round is stored before the next begins.
 */
export async function runAnalysis(options: RunAnalysisOptions): Promise<AnalysisRun> {
  const { audio, budget, planner, deps, signal, store, resumeFrom } = options
  const emit = async (event: AnalysisEvent) => options.onEvent?.(event)
  const startedAt = performance.now() - (resumeFrom?.elapsedMs ?? 0)
  const elapsed = () => performance.now() - startedAt
  const header = resumeFrom ? headerOf(resumeFrom) : await startRun(options)
  if (!resumeFrom) {
    await store?.start(header)
    for (const evidence of header.probeEvidence)
      await emit({ type: 'evidence', round: 0, experimentId: null, evidence })
  }
  const rounds: AnalysisRound[] = structuredClone(resumeFrom?.rounds ?? [])
  const outcomes = () => rounds.flatMap((round) => round.outcomes)
  const experiments = () => outcomes().map((outcome) => outcome.experiment)
  const evidence = () => [...header.probeEvidence, ...outcomes().flatMap((outcome) => outcome.evidence)]
  const inputFor = (mode: AnalysisMode): OrchestratorInput => ({
    observation: header.observation,
    probeEvidence: header.probeEvidence,
    availableChains: [...deps.chains],
    availableModules: [...deps.modules],
    priorExperiments: experiments(),
    budget,
    mode,
  })
  // `running` counts the experiments of the round in progress, which `rounds` holds only once it ends.
  const budgetLeft = (running = 0) =>
    experiments().length + running < budget.maxExperiments &&
    (budget.latencyBudgetMs === undefined || elapsed() < budget.latencyBudgetMs)

  while (rounds.length < budget.maxDepth && budgetLeft() && !stopped(rounds.at(-1))) {
    signal?.throwIfAborted()
    const index = rounds.length
    const mode: AnalysisMode = index === 0 ? 'initial_analysis' : 'iterative_analysis'
    await emit({ type: 'round_started', round: index + 1, mode })
    const input = inputFor(mode)
    const round: AnalysisRound = { mode, input, outcomes: [], skipped: 0 }
    try {
      round.plan = await planner.plan(input, { evidence: evidence(), round: index + 1, signal })
      await emit({ type: 'plan', round: index + 1, plan: round.plan })
    } catch (error) {
      if (!(error instanceof PlanRefusedError)) throw error
      // An invalid plan is never executed: the refusal is recorded and the run goes to final review.
      round.refusal = { reason: error.message, issues: error.issues }
      await emit({ type: 'plan_refused', round: index + 1, refusal: round.refusal })
    }
    const planned = orderExperiments(round.plan?.experiments ?? [], deps.chains, budget.preferLocalFirst)
    for (const [position, experiment] of planned.entries()) {
      signal?.throwIfAborted()
      if (!budgetLeft(round.outcomes.length)) {
        round.skipped = planned.length - position
        break
      }
      const outcome = await execute(experiment, [
        ...experiments(),
        ...round.outcomes.map((o) => o.experiment),
      ])
      round.outcomes.push(outcome)
      await emit({ type: 'experiment', round: index + 1, experiment: outcome.experiment, ms: outcome.ms })
      for (const item of outcome.evidence)
        await emit({
          type: 'evidence',
          round: index + 1,
          experimentId: outcome.experiment.id,
          evidence: item,
        })
    }
    rounds.push(round)
    const interim = await interimAfter(round)
    if (interim) {
      round.interim = interim
      await emit({ type: 'interim', round: index + 1, interim })
    }
    await store?.saveRound(header.id, index, round, elapsed())
  }

  signal?.throwIfAborted()
  await emit({ type: 'round_started', round: rounds.length + 1, mode: 'final_review' })
  const concluded = await planner.conclude(inputFor('final_review'), {
    evidence: evidence(),
    round: rounds.length + 1,
    signal,
  })
  const final = groundConclusion(concluded, evidence(), experiments())
  const result = { final, experimentsUsed: experiments().length, ms: Math.round(elapsed()) }
  await store?.finish(header.id, result)
  await emit({ type: 'final', ...result })
  return { ...header, rounds, ...result }

  /**
   * Where the evidence stands after a round (already in `rounds`). A planner that can give an interim is
   * asked only when the run goes on (a stopping round is followed by the final conclusion) and speaks only
   * when it finds the evidence sufficient; its answer is held to the evidence like a final conclusion.
   * A planner without one gets the loop's own after every round.
   */
  async function interimAfter(round: AnalysisRound) {
    if (!planner.interim) return derivedInterim()
    const goesOn = rounds.length < budget.maxDepth && budgetLeft() && !stopped(round)
    if (!goesOn) return undefined
    const interim = await planner.interim(inputFor('iterative_analysis'), {
      evidence: evidence(),
      round: rounds.length + 1,
      signal,
    })
    return interim && groundInterim(interim, evidence())
  }

  /** The loop's own interim: defects no detector has given a verdict on are still open. */
  function derivedInterim() {
    const settled = new Set(defectVerdicts(evidence()).map((v) => v.defect))
    const open = DEFECT_LABELS.filter((label) => !settled.has(label))
    return deriveInterim(
      evidence(),
      open,
      open.map((label) => `check ${label.replace('_', ' ')}`),
    )
  }

  async function execute(experiment: PlannedExperiment, prior: readonly ExperimentSummary[]) {
    const id = `${header.id}-e${prior.length + 1}`
    // The parent is the latest experiment on the same hypothesis: the one this one follows up.
    const parentId = prior.findLast((e) => e.hypothesisId && e.hypothesisId === experiment.hypothesisId)?.id
    const timeBudgetMs =
      budget.latencyBudgetMs === undefined ? undefined : Math.max(1, budget.latencyBudgetMs - elapsed())
    const outcome = await deps.executor.run(experiment, audio, { id, parentId, timeBudgetMs, signal })
    return { ...outcome, experiment: { ...outcome.experiment, id } }
  }
}

/** A round after which nothing more runs: the plan said stop, planned nothing, or was refused. */
function stopped(round: AnalysisRound | undefined): boolean {
  if (!round) return false
  return !round.plan || round.plan.stopDecision.shouldStop || round.plan.experiments.length === 0
}

async function startRun(options: RunAnalysisOptions): Promise<RunHeader> {
  const probeEvidence: EvidenceSummary[] = await options.deps.probe(options.audio)
  return {
    id: options.id ?? randomUUID(),
    planner: options.planner.name,
    budget: options.budget,
    observation: options.observation,
    probeEvidence,
  }
}

function headerOf(run: StoredRun): RunHeader {
  const { id, planner, budget, observation, probeEvidence } = run
  return { id, planner, budget, observation, probeEvidence }
}
