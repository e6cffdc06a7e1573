import type { CaseDescription } from '../case-schema.ts'
import { composeHeldoutSet, type HeldoutRecipe } from './heldout-recipe.ts'

/**
 * Strengths for a new held-out recipe under which none of its defects repeats another set's parameters (a
 * test checks it: a repeated hum level or clipping share would let an unseen set share a case's answer).
 * Parameters are rounded, so nearby strengths collide often; each strength of the recipe (each named one, the
 * partial spans', each side of the pairs) sets its own cases only, since seeds go by position, so each is
 * moved alone, 0.001 at a time either side, until its cases repeat nothing.
 */

/** What two sets must not share: a defect's parameters, as one string (sets.test.ts checks by it too). */
export const paramsKey = (defect: { params: unknown }): string => JSON.stringify(defect.params)

/** Which strength of the recipe set a defect: a named strength, 'partial', or 'pair:0' / 'pair:1'. */
export type StrengthKnob = string

/** How many defects each strength's cases share with `taken` (`paramsKey` of every other set's defects). */
export function sharedByKnob(recipe: HeldoutRecipe, taken: ReadonlySet<string>): Map<StrengthKnob, number> {
  const shared = new Map<StrengthKnob, number>(knobsOf(recipe).map((k) => [k, 0]))
  for (const c of composeHeldoutSet(recipe))
    for (const defect of c.defects)
      if (taken.has(paramsKey(defect))) {
        const knob = knobOf(c, defect.label)
        shared.set(knob, shared.get(knob)! + 1)
      }
  return shared
}

export interface SearchStep {
  knob: StrengthKnob
  value: number
  shared: number
}

/**
 * The recipe with each colliding strength moved to the nearest value (within `reach`) where its cases repeat
 * none of `taken`; undefined when some strength finds none. `onStep` hears every value tried.
 */
export function searchStrengths(
  recipe: HeldoutRecipe,
  taken: ReadonlySet<string>,
  reach = 0.1,
  onStep: (step: SearchStep) => void = () => {},
): HeldoutRecipe | undefined {
  let current = recipe
  for (const [knob, count] of sharedByKnob(recipe, taken)) {
    if (count === 0) continue
    const start = strengthOf(current, knob)
    let found: HeldoutRecipe | undefined
    for (let step = 1; step <= Math.round(reach * 2000) && !found; step++) {
      const value = round3(start + (step % 2 ? 1 : -1) * Math.ceil(step / 2) * 0.001)
      if (value <= 0 || value >= 1) continue
      const trial = withValue(current, knob, value)
      const shared = sharedByKnob(trial, taken).get(knob)!
      onStep({ knob, value, shared })
      if (shared === 0) found = trial
    }
    if (!found) return undefined
    current = found
  }
  return current
}

function knobsOf(recipe: HeldoutRecipe): StrengthKnob[] {
  return [...recipe.strengths.map(([name]) => name), 'partial', 'pair:0', 'pair:1']
}

/** The knob behind a case's defect, read from the tags composeHeldoutSet gives it and its pair's order. */
function knobOf(c: CaseDescription, label: string): StrengthKnob {
  const tags = c.tags ?? []
  if (tags.includes('partial')) return 'partial'
  if (tags.includes('pair')) return c.id.split('-pair-')[1]!.startsWith(`${label}+`) ? 'pair:0' : 'pair:1'
  return tags[1]!
}

function strengthOf(recipe: HeldoutRecipe, knob: StrengthKnob): number {
  if (knob === 'partial') return recipe.partialStrength
  if (knob === 'pair:0' || knob === 'pair:1') return recipe.pairStrengths[Number(knob.slice(5))]!
  return recipe.strengths.find(([name]) => name === knob)![1]
}

function withValue(recipe: HeldoutRecipe, knob: StrengthKnob, value: number): HeldoutRecipe {
  if (knob === 'partial') return { ...recipe, partialStrength: value }
  if (knob === 'pair:0') return { ...recipe, pairStrengths: [value, recipe.pairStrengths[1]] }
  if (knob === 'pair:1') return { ...recipe, pairStrengths: [recipe.pairStrengths[0], value] }
  return { ...recipe, strengths: recipe.strengths.map(([n, v]) => [n, n === knob ? value : v] as const) }
}

const round3 = (x: number) => Math.round(x * 1000) / 1000
