import { defaultCatalogue } from '../catalogue/catalogue.ts'
import type { CatalogueFunction } from '../catalogue/load-catalogue.ts'

// Matches nothing: a value whose words were taken out of the file is no longer recognised.
const NOTHING = /(?!)/

/**
 * The words the shipped catalogue's file gives for each value of one parameter, as one RegExp per value
 * (longest word first, so 前大灯 is read whole). Built-in matchers keep their grammar in code and take
 * the names of things from here; the table is rebuilt when the catalogue reloads, and cached until then.
 */
export function catalogueWords(name: string, param: string): (value: string) => RegExp {
  const fn = defaultCatalogue().get(name)
  // Keyed by name then parameter: a look-up on every match builds no key string.
  const byParam = CACHE.get(name) ?? CACHE.set(name, new Map()).get(name)!
  const cached = byParam.get(param)
  if (cached && cached.fn === fn) return cached.lookup
  const table = new Map<string, RegExp>()
  const values =
    param === OBJECT ? { [OBJECT]: fn?.lexicon?.objects ?? [] } : (fn?.lexicon?.values[param] ?? {})
  for (const [value, words] of Object.entries(values)) table.set(value, alternation(words))
  const lookup = (value: string) => table.get(value) ?? NOTHING
  byParam.set(param, { fn, lookup })
  return lookup
}

// The device's own names stand in the table as one value of a parameter no function has.
const OBJECT = ''

/** The words that name the device itself (lexicon.objects: 后备箱, 尾门 …), as one RegExp. */
export function catalogueObjects(name: string): RegExp {
  return catalogueWords(name, OBJECT)(OBJECT)
}

type Lookup = { fn: CatalogueFunction | undefined; lookup: (value: string) => RegExp }
const CACHE = new Map<string, Map<string, Lookup>>()

function alternation(words: readonly string[]): RegExp {
  if (words.length === 0) return NOTHING
  return new RegExp(
    [...words]
      .sort((a, b) => b.length - a.length)
      .map(pattern)
      .join('|'),
  )
}

// An English word is a whole word (low is not in slowly); Chinese has no spaces to bound a word by.
function pattern(word: string): string {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return /^[a-z]/i.test(word) ? `\\b${escaped}\\b` : escaped
}

/**
 * The gazetteer the shipped catalogue's file gives for an open slot (lexicon.names: artist, genre,
 * poi_category), lower-cased; rebuilt when the catalogue reloads, cached until then.
 */
export function catalogueNames(name: string, param: string): ReadonlySet<string> {
  const fn = defaultCatalogue().get(name)
  const cacheKey = `${name}.${param}`
  const cached = NAMES_CACHE.get(cacheKey)
  if (cached && cached.fn === fn) return cached.names
  const names = new Set((fn?.lexicon?.names?.[param] ?? []).map((word) => word.toLowerCase()))
  NAMES_CACHE.set(cacheKey, { fn, names })
  return names
}

const NAMES_CACHE = new Map<string, { fn: CatalogueFunction | undefined; names: ReadonlySet<string> }>()
