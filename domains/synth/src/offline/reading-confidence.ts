import type { CanvasSnapshot } from '../graph/canvas.ts'
import type { CommandPlan } from './plan.ts'
import { planCommand } from './plan-command.ts'
import table from './reading-confidence.json' with { type: 'json' }

/** The kind of reading a plan is, the unit its confidence is measured in (reading-confidence.json). */
export type ReadingKind =
  | 'answer'
  | 'asked'
  | 'timbre'
  | 'delete'
  | 'disconnect'
  | 'switch'
  | 'set'
  | 'add'
  | 'add-wire'
  | 'connect'
  | 'read'
  | 'several'

/**
 * What the engine did with a message, in kinds whose accuracy differs: a plain answer, a question back, a
 * recipe, one kind of change, or changes of several kinds at once.
 */
export function readingKind(plan: CommandPlan): ReadingKind {
  if (plan.answer !== undefined) return 'answer'
  if (plan.steps.length === 0) return 'asked'
  if (plan.preface !== undefined) return 'timbre'
  const kinds = new Set(
    plan.steps.map((step) => {
      if (step.kind === 'set') return step.parameter === 'enabled' ? 'switch' : 'set'
      if (step.kind === 'details' || step.kind === 'canvas' || step.kind === 'search') return 'read'
      return step.kind
    }),
  )
  if (kinds.has('add') && kinds.has('connect')) return kinds.size === 2 ? 'add-wire' : 'several'
  if (kinds.size > 1)
    return kinds.has('delete') && kinds.has('connect') && kinds.size === 2 ? 'delete' : 'several'
  return [...kinds][0] as ReadingKind
}

interface Measured {
  cases: number
  exact: number
}

const MEASURED = table.kinds as Partial<Record<ReadingKind, Measured>>

/**
 * How often a reading of this kind came out exactly right on a set the engine was not tuned on
 * (reading-confidence.json, written by scripts/calibrate-confidence.ts), smoothed by one success and one
 * failure so that a kind seen a few times is not reported as certain; 0.5 for a kind never measured.
 */
export function kindConfidence(kind: ReadingKind): number {
  const measured = MEASURED[kind]
  return measured ? (measured.exact + 1) / (measured.cases + 2) : 0.5
}

/** The offline engine's confidence in its reading of a message on a canvas. */
export function readingConfidence(text: string, canvas: CanvasSnapshot): number {
  return kindConfidence(readingKind(planCommand(text, canvas)))
}
