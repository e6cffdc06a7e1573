import type { CaseDescription } from '../case-schema.ts'
import { composeCase, type Ingredient, type SourceTemplate } from './compose.ts'

/**
 * A set written as a list of cases aimed at named weak spots (dev2, dev3), rather than a rotation of every
 * defect over a source list (the held-out sets' recipe): each entry is a group, a source and its defects.
 */
export type ListedEntry = [group: string, template: SourceTemplate, ingredients: Ingredient[]]

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
