import type { Handles } from './wiring.ts'

/** A module a command refers to: one it adds (by position among the adds) or one on the canvas. */
export type ModuleRef =
  | { kind: 'new'; index: number; type: string }
  | { kind: 'existing'; id: string; type: string }

/** One thing a command asks for, in the order it was said; each becomes one tool call. */
export type PlannedStep =
  | { kind: 'add'; index: number; type: string }
  | { kind: 'delete'; target: ModuleRef }
  | { kind: 'set'; target: ModuleRef; parameter: string; value: number | string | boolean }
  | { kind: 'connect'; from: ModuleRef; to: ModuleRef; handles: Handles }
  | { kind: 'disconnect'; moduleId?: ModuleRef; sourceId?: ModuleRef; targetId?: ModuleRef; edgeId?: string }
  | { kind: 'details'; target: ModuleRef }
  | { kind: 'canvas' }
  | { kind: 'search'; query: string }

/** What the offline engine understood from one message. */
export interface CommandPlan {
  steps: PlannedStep[]
  /** What it could not do, said to the person (unknown module, ambiguous reference, missing value). */
  problems: string[]
  /** Said before the results (the recipe a timbre request was built from). */
  preface?: string
  /** A question about the canvas answered from it, or an acknowledgement that nothing is to change. */
  answer?: string
  /** The message was a greeting or a request for help. */
  greeting: boolean
  /** Replies in Chinese when the person wrote Chinese. */
  chinese: boolean
  /** The plan undoes the latest change or redoes the latest undo. */
  frame?: 'undo' | 'redo'
}

/** Whether a step must wait for ids of modules added in the same message. */
export function needsNewIds(step: PlannedStep): boolean {
  switch (step.kind) {
    case 'delete':
    case 'set':
    case 'details':
      return step.target.kind === 'new'
    case 'connect':
      return step.from.kind === 'new' || step.to.kind === 'new'
    case 'disconnect':
      return [step.moduleId, step.sourceId, step.targetId].some((ref) => ref?.kind === 'new')
    default:
      return false
  }
}
