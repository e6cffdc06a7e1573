import { DEFECT_LABELS, type DefectLabel } from '../../contract/index.ts'
import type { CaseDescription, SourceSpec } from '../case-schema.ts'
import { createRng, subSeed } from '../rng.ts'
import { defectAt, INJECTION_ORDER } from './defect-ranges.ts'

/** A source without its seed: the sets rotate through these and give each case its own seed. */
export type SourceTemplate = Omit<SourceSpec, 'seed'>

/** Sources a defect can be seen in: a resonance or a low-pass changes nothing audible about a sine. */
export function eligibleFor(label: DefectLabel, source: SourceTemplate): boolean {
  const spectral = label === 'resonance' || label === 'muffled'
  return !spectral || (source.kind !== 'tone' ? true : source.variant === 'sweep')
}

export interface Ingredient {
  label: DefectLabel
  /** Strength within the label's stated range, 0…1. */
  strength: number
  /** A fraction [from, to] of the file the defect covers; the whole file when absent. */
  span?: [number, number]
}

/** One case: the source with a seed, its defects in signal-chain order, the truth in label order. */
export function composeCase(
  id: string,
  template: SourceTemplate,
  seed: number,
  ingredients: Ingredient[],
  tags: string[],
): CaseDescription {
  const source = { ...template, seed } as SourceSpec
  const rng = createRng(subSeed(seed, 'defects'))
  const ordered = [...ingredients].sort(
    (a, b) => INJECTION_ORDER.indexOf(a.label) - INJECTION_ORDER.indexOf(b.label),
  )
  const defects = ordered.map((ingredient) => {
    const span = ingredient.span && {
      startMs: Math.round(ingredient.span[0] * source.seconds * 1000),
      endMs: Math.round(ingredient.span[1] * source.seconds * 1000),
    }
    return defectAt(ingredient.label, ingredient.strength, source, rng, span)
  })
  const truth = DEFECT_LABELS.filter((label) => ingredients.some((i) => i.label === label))
  return { id, source, defects, truth, tags }
}

/** Picks the `n`-th template (cycling) that the labels can be seen in. */
export function templateFor(
  templates: readonly SourceTemplate[],
  n: number,
  labels: DefectLabel[],
): SourceTemplate {
  const eligible = templates.filter((t) => labels.every((label) => eligibleFor(label, t)))
  return eligible[n % eligible.length]!
}
