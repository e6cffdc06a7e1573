import type { StudioIntent } from './detect-intent.ts'
import { planStep } from './plan-step.ts'
import type { StudioTurn } from './studio-turn.ts'
import type { PlannedCall } from './turn-calls.ts'

type Steps = Extract<StudioIntent, { kind: 'steps' }>['steps']

/** How far a several-step request got: steps finished, and the one whose call failed (the rest never ran). */
export interface StepProgress {
  next: PlannedCall[]
  done: number
  failedAt?: number
}

/**
 * Runs the steps of a request in order over the turn's calls: each step sees only its own calls, the next
 * starts when the previous one is finished, and a failed call stops the sequence there.
 */
export function stepProgress(steps: Steps, turn: StudioTurn): StepProgress {
  let offset = 0
  for (const [index, step] of steps.entries()) {
    let taken = 0
    for (;;) {
      const own = turn.calls.slice(offset, offset + taken)
      if (own.some((call) => call.result?.isError)) return { next: [], done: index, failedAt: index }
      const planned = planStep(step.intent, { ...turn, calls: own })
      if (planned.length === 0) break
      if (offset + taken + planned.length > turn.calls.length) return { next: planned, done: index }
      taken += planned.length
    }
    offset += taken
  }
  return { next: [], done: steps.length }
}
