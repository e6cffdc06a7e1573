import { DEFECT_LABELS } from '../contract/defects.ts'
import type { OrchestratorInput } from '../contract/orchestrator-input.ts'
import type { PlanningContext } from './planner.ts'

/** The analyst's standing instructions: the seed's division of labour and the evidence convention. */
export const ANALYST_SYSTEM = [
  'You are the planner of an audio analyst. You plan experiments; you never claim one ran: the executor decides whether a pipeline is legal and what it produced.',
  `Hypotheses and findings are labelled with one of: ${DEFECT_LABELS.join(', ')}.`,
  'Detector evidence has category "anomaly" and values { defect, detected, score }: detected=false rules a defect out.',
  'Build pipelines only from the available modules (by id, with params) and prefer the available chain templates; respect the budget.',
  'Set stopDecision.shouldStop when every plausible hypothesis is confirmed or ruled out, or the budget is spent.',
].join('\n')

/** The round's explicit input, and every piece of evidence so far (experiment summaries carry only ids). */
export function planPrompt(input: OrchestratorInput, context: PlanningContext): string {
  return withTask(
    input,
    context,
    input.mode === 'final_review'
      ? 'Write the FinalConclusion: findings only for defects the evidence supports, citing evidence ids.'
      : 'Write the OrchestratorPlan for the next round.',
  )
}

/** The same input, asking where the evidence stands while the run goes on (the seed's InterimConclusion). */
export function interimPrompt(input: OrchestratorInput, context: PlanningContext): string {
  return withTask(
    input,
    context,
    [
      'The run goes on. Write the InterimConclusion: topHypotheses only for defects the evidence already supports, citing evidence ids; the questions still open; the next checks.',
      'If the evidence is not yet sufficient for any hypothesis, answer with an empty topHypotheses.',
    ].join(' '),
  )
}

function withTask(input: OrchestratorInput, context: PlanningContext, task: string): string {
  return [
    `Mode: ${input.mode}. Round ${context.round} of at most ${input.budget.maxDepth}; ${input.priorExperiments.length} of ${input.budget.maxExperiments} experiments used.`,
    `OrchestratorInput:\n${JSON.stringify(input)}`,
    `Evidence so far:\n${JSON.stringify(context.evidence)}`,
    task,
  ].join('\n\n')
}
