import { z } from 'zod'

const domain = z.enum(['vehicle_control', 'music', 'navigation', 'chat'])
const decision = z.enum(['allow', 'warn', 'confirm', 'block'])

/** One function call as cases write it and engines produce it. */
export const CallSchema = z.object({
  name: z.string().min(1),
  params: z.record(z.string(), z.unknown()),
})

/** One evaluation case, a line of the contract's JSON Lines format. */
export const EvalCase = z.object({
  id: z.string().min(1),
  /** Earlier user turns of the same session, oldest first. */
  history: z.array(z.string()).optional(),
  /** A deep partial of the simulator defaults. */
  state: z.record(z.string(), z.unknown()).optional(),
  text: z.string(),
  expect: z.object({
    domain,
    calls: z.array(CallSchema),
    decision: decision.optional(),
  }),
  tags: z.array(z.string()).default([]),
})

export type EvalCase = z.output<typeof EvalCase>
export type EvalCall = z.output<typeof CallSchema>
export type EvalDomain = z.output<typeof domain>
export type EvalDecision = z.output<typeof decision>

/** What an engine answered for one case. */
export interface Prediction {
  domain: string
  calls: EvalCall[]
  decision?: string
  /** What the person was told at the end of the turn. */
  reply?: string
  /** The engine's confidence in its calls (the lowest one), where it gives one. */
  confidence?: number
}

/** One scored case: the case, the engine's answer and how long it took. */
export interface CaseResult {
  case: EvalCase
  predicted: Prediction
  latencyMs: number
}
