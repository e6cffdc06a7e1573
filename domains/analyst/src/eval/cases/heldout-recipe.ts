import { DEFECT_LABELS, type DefectLabel } from '../../contract/index.ts'
import type { CaseDescription } from '../case-schema.ts'
import { composeCase, type SourceTemplate, templateFor } from './compose.ts'

/** What sets one held-out set apart from another: its sources, strengths, pairs, spans, seeds and rotation. */
export interface HeldoutRecipe {
  prefix: string
  sources: readonly SourceTemplate[]
  controls: readonly SourceTemplate[]
  strengths: readonly (readonly [string, number])[]
  pairStrengths: readonly [number, number]
  pairs: readonly [DefectLabel, DefectLabel][]
  partial: readonly [DefectLabel, [number, number]][]
  partialStrength: number
  seedBase: number
  seedStep: number
  /** Which source (cycling over the eligible ones) the l-th label at the s-th strength, p-th span or pair takes. */
  pick: { single(l: number, s: number): number; partial(p: number): number; pair(p: number): number }
}

/** A held-out set: each defect alone at each strength, the partial spans, the pairs, then the controls. */
export function composeHeldoutSet(recipe: HeldoutRecipe): CaseDescription[] {
  const { prefix, sources, pick } = recipe
  const cases: CaseDescription[] = []
  let n = 0
  const seed = () => recipe.seedBase + recipe.seedStep * n++
  DEFECT_LABELS.forEach((label, l) => {
    recipe.strengths.forEach(([name, strength], s) => {
      const template = templateFor(sources, pick.single(l, s), [label])
      const ingredients = [{ label, strength }]
      cases.push(composeCase(`${prefix}-${label}-${name}`, template, seed(), ingredients, ['single', name]))
    })
  })
  recipe.partial.forEach(([label, span], p) => {
    const template = templateFor(sources, pick.partial(p), [label])
    const ingredients = [{ label, strength: recipe.partialStrength, span }]
    cases.push(
      composeCase(`${prefix}-${label}-partial`, template, seed(), ingredients, ['single', 'partial']),
    )
  })
  recipe.pairs.forEach(([a, b], p) => {
    const template = templateFor(sources, pick.pair(p), [a, b])
    const ingredients = [
      { label: a, strength: recipe.pairStrengths[0] },
      { label: b, strength: recipe.pairStrengths[1] },
    ]
    cases.push(composeCase(`${prefix}-pair-${a}+${b}`, template, seed(), ingredients, ['pair']))
  })
  recipe.controls.forEach((template, c) => {
    const id = `${prefix}-clean-${template.kind}-${template.variant}-${String(c + 1).padStart(2, '0')}`
    cases.push(composeCase(id, template, seed(), [], ['control']))
  })
  return cases
}
