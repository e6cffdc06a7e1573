import { MODULES, moduleDefinition } from '../catalogue/index.ts'
import type { ModuleDefinition } from '../catalogue/module-definition.ts'

/**
 * The catalogue entry a model or person means by a type: its id (`eq-shelf-v2`), its document id
 * (`xialgo://eq-shelf-v2`) or its id without the version (`eq-shelf`), as search results and seed 000's
 * scenarios name them.
 */
export function resolveModuleType(type: string): ModuleDefinition | undefined {
  const exact = moduleDefinition(type.trim())
  if (exact) return exact
  const unversioned = type
    .trim()
    .toLowerCase()
    .replace(/^xialgo:\/\//, '')
  const matches = MODULES.filter((definition) => definition.id.replace(/-v\d+$/, '') === unversioned)
  return matches.length === 1 ? matches[0] : undefined
}

/** Up to five catalogue ids whose id, title or keywords mention the word, for an "unknown type" answer. */
export function similarTypes(type: string): string[] {
  const words = type
    .toLowerCase()
    .split(/[^a-z0-9\u4e00-\u9fff]+/)
    .filter((word) => word.length > 1 && !/^v\d+$/.test(word))
  return MODULES.filter((definition) => {
    const text = `${definition.id} ${definition.title} ${definition.titleZh} ${definition.keywords.join(' ')}`
    return words.some((word) => text.toLowerCase().includes(word))
  })
    .slice(0, 5)
    .map((definition) => definition.id)
}

const MODULE_ID = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/

/** Whether a module id is well formed: a letter, then letters, digits, - or _, at most 40 characters. */
export function isModuleId(id: string): boolean {
  return MODULE_ID.test(id)
}

/** A free id for a new module of a type: `eqShelf`, then `eqShelf2`, … */
export function freeModuleId(taken: ReadonlySet<string>, definition: ModuleDefinition): string {
  const base = definition.id
    .replace(/-v\d+$/, '')
    .replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`
}
