import type { ProductPick } from './pick-target.ts'

/** One thing a request asks for, in the order asked. */
export type PlannedStep =
  | { kind: 'call'; name: string; args: Record<string, unknown> }
  /** Adds a product this turn's search will find: made in step B from its results. */
  | { kind: 'add_found'; pick: ProductPick; quantity: number; named?: string }
  /** Something the model cannot do as asked, or an answer from what it knows, said in the reply. */
  | { kind: 'say'; text: string }
