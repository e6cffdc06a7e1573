import { MODULES } from '../catalogue/index.ts'

/** Catalogue ids written out in a request ("eq-parametric-v2", "notch-v1"), in the order they appear. */
export function catalogueIdsIn(text: string): string[] {
  const lower = text.toLowerCase()
  return MODULES.map((definition) => ({ id: definition.id, at: lower.indexOf(definition.id) }))
    .filter((hit) => hit.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((hit) => hit.id)
}
