import type { Clause } from '@mindwire/understanding'
import { cartCall, namesProduct } from './bulk-removal.ts'
import { actionsOf, quantityOf } from './clause-words.ts'
import { addPointed, type CartContext, onLine } from './plan-cart.ts'
import type { PlannedStep } from './planned-step.ts'

/**
 * Whether a clause swaps a cart line for a shown product: a replace word (swap it for, replace it with),
 * or 换成 with a pointer at what was shown and no count (换成第二个; 换成三个 is a quantity).
 */
export function replaces(clause: Clause): boolean {
  const actions = actionsOf(clause)
  const pointer = clause.references.some((r) => r.kind !== 'pronoun')
  if (!pointer) return false
  return actions.includes('replace') || (actions.includes('update') && quantityOf(clause) === undefined)
}

/**
 * A cart line swapped for a shown product: the line (named, or "it", the one just touched) is removed, then
 * the product the pointer names is added, in that order. A line removed earlier in the same request (那个不要了，
 * 换成第二个) is not removed twice. When either side is not exactly one, only the question is asked and
 * nothing changes.
 */
export function planReplace(clause: Clause, context: CartContext): PlannedStep[] {
  const pointer = clause.references.find((r) => r.kind !== 'pronoun')!
  // The line is meant by name or "it", never by the pointer, which counts what was shown.
  const line = { ...clause, references: clause.references.filter((r) => r.kind === 'pronoun') }
  const removedBefore = context.lastTouched !== undefined && context.removed.has(context.lastTouched)
  const steps: PlannedStep[] = []
  if (!removedBefore || line.mentions.some(namesProduct)) {
    const remove = onLine(line, context, (item) => cartCall('remove', item.productId))
    if (remove.kind !== 'call') return [remove]
    steps.push(remove)
  }
  const add = addPointed({ ...clause, references: [pointer] }, context, quantityOf(clause) ?? 1)
  if (add.some((step) => step.kind === 'say')) return add
  return [...steps, ...add]
}
