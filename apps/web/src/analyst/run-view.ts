import type {
  AnalysisEvent,
  EvidenceSummary,
  ExperimentSummary,
  FinalConclusion,
  InterimConclusion,
  OrchestratorPlan,
} from '@mindwire/analyst'

/** What the stream says besides the loop's own events: the run's id first, an error last. */
export type RunStreamEvent =
  | AnalysisEvent
  | { type: 'run'; id: string }
  | { type: 'error'; error: { code: string; message: string } }

export interface ExperimentView {
  experiment: ExperimentSummary
  ms: number
  evidence: EvidenceSummary[]
}

export interface RoundView {
  round: number
  mode: string
  plan?: OrchestratorPlan
  refusal?: string
  /** Where the evidence stood once the round's experiments had run. */
  interim?: InterimConclusion
  /** Evidence of the probe the run starts from (no experiment of its own). */
  probe: EvidenceSummary[]
  experiments: ExperimentView[]
}

/** A run as the page draws it, folded from the SSE events in the order they came. */
export interface RunView {
  id?: string
  rounds: RoundView[]
  final?: { conclusion: FinalConclusion; experimentsUsed: number; ms: number }
  error?: string
}

export const emptyRun: RunView = { rounds: [] }

/** The next view after one event; rounds and experiments are appended, never rewritten. */
export function foldRunEvent(view: RunView, event: RunStreamEvent): RunView {
  switch (event.type) {
    case 'run':
      return { ...view, id: event.id }
    case 'error':
      return { ...view, error: event.error.message }
    case 'round_started':
      return {
        ...view,
        rounds: [...view.rounds, { round: event.round, mode: event.mode, probe: [], experiments: [] }],
      }
    case 'plan':
      return withRound(view, event.round, (r) => ({ ...r, plan: event.plan }))
    case 'plan_refused':
      return withRound(view, event.round, (r) => ({ ...r, refusal: JSON.stringify(event.refusal) }))
    case 'experiment':
      return withRound(view, event.round, (r) => ({
        ...r,
        experiments: [...r.experiments, { experiment: event.experiment, ms: event.ms, evidence: [] }],
      }))
    case 'evidence':
      if (event.experimentId === null)
        return withRound(view, event.round, (r) => ({ ...r, probe: [...r.probe, event.evidence] }))
      return withRound(view, event.round, (r) => ({
        ...r,
        experiments: r.experiments.map((e) =>
          e.experiment.id === event.experimentId ? { ...e, evidence: [...e.evidence, event.evidence] } : e,
        ),
      }))
    case 'interim':
      return withRound(view, event.round, (r) => ({ ...r, interim: event.interim }))
    case 'final':
      return {
        ...view,
        final: { conclusion: event.final, experimentsUsed: event.experimentsUsed, ms: event.ms },
      }
  }
}

function withRound(view: RunView, round: number, change: (r: RoundView) => RoundView): RunView {
  const known = view.rounds.some((r) => r.round === round)
  const rounds = known ? view.rounds : [...view.rounds, { round, mode: '', probe: [], experiments: [] }]
  return { ...view, rounds: rounds.map((r) => (r.round === round ? change(r) : r)) }
}
