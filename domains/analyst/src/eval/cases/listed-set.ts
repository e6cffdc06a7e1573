import type { DefectLabel } from '../../contract/index.ts'
import type { CaseDescription } from '../case-schema.ts'
import { composeCase, type Ingredient, type SourceTemplate } from './compose.ts'

/**
 * A set written as a list of cases aimed at named weak spots (dev2, dev3), rather than a rotation of every
 * defect over a source list (the held-out sets' recipe): each entry is a group, a source and its defects.
 */
export type ListedEntry = [group: string, template: SourceTemplate, ingredients: Ingredient[]]

/** A source template: kind, variant, length, rate and any other field of the source. */
export const source = (
  kind: SourceTemplate['kind'],
  variant: string,
  seconds: number,
  sampleRate: SourceTemplate['sampleRate'],
  extra: Partial<SourceTemplate> = {},
) => ({ kind, variant, seconds, sampleRate, ...extra }) as SourceTemplate

/** One defect over the whole take at a strength within its stated range. */
export const one = (label: DefectLabel, strength: number): Ingredient[] => [{ label, strength }]

/** Two defects over the whole take, each at its own strength. */
export const two = (a: DefectLabel, sa: number, b: DefectLabel, sb: number): Ingredient[] => [
  { label: a, strength: sa },
  { label: b, strength: sb },
]

/** The listed cases, one seed each (`seedBase + seedStep · n`), ids `prefix-group-labels-nn`. */
export function composeListedSet(
  prefix: string,
  entries: readonly ListedEntry[],
  seedBase: number,
  seedStep: number,
): CaseDescription[] {
  return entries.map(([group, template, ingredients], n) => {
    const what = ingredients.map((i) => i.label).join('+') || `${template.kind}-${template.variant}`
    const id = `${prefix}-${group}-${what}-${String(n + 1).padStart(2, '0')}`
    const tags = [ingredients.length === 0 ? 'control' : ingredients.length === 1 ? 'single' : 'pair', group]
    return composeCase(id, template, seedBase + seedStep * n, ingredients, tags)
  })
}
