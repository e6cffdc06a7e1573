import type {
  Candidate,
  CatalogueEntry,
  ComparativeTerm,
  DomainLexicon,
  Reading,
  Term,
} from '@mindwire/understanding'
import { read } from '@mindwire/understanding'
import { BRAND_ALIASES } from '../catalogue/brand-aliases.ts'
import { DIGITAL_LINES } from '../catalogue/lines-digital.ts'
import { EVERYDAY_LINES } from '../catalogue/lines-everyday.ts'
import type { Product } from '../ecommerce-api.ts'
import productWords from './product-kinds.json' with { type: 'json' }
import vocabulary from './shop-vocabulary.json' with { type: 'json' }
import stateQuestions from './state-questions.json' with { type: 'json' }

const LINES = [...DIGITAL_LINES, ...EVERYDAY_LINES]
// An accessory's series names the device it fits (iPhone 15): said bare, the device is meant.
const ACCESSORIES = '配件'

/** The category of each product kind (the word the catalogue uses for it: 空气炸锅 → 家电). */
export const KIND_CATEGORY: ReadonlyMap<string, string> = new Map(
  productWords.kinds.map((kind) => [kind.search, kind.category]),
)

/** The category of a catalogue entity (a brand's series), for a request that names only the product. */
export const ENTITY_CATEGORY: ReadonlyMap<string, string> = new Map(
  LINES.map((line) => [`${line.brand} ${line.series}`, line.category]),
)

/** The categories each brand sells in (华为 → 手机, 耳机, 平板, …). */
export const BRAND_CATEGORIES: ReadonlyMap<string, ReadonlySet<string>> = LINES.reduce((brands, line) => {
  brands.set(line.brand, new Set([...(brands.get(line.brand) ?? []), line.category]))
  return brands
}, new Map<string, Set<string>>())

/** The shop's entity catalogue: its brands and series, named as the product lines name them. */
function catalogueEntries(): CatalogueEntry[] {
  const entries = new Map<string, Set<string>>()
  const name = (id: string, ...names: string[]) => {
    const known = entries.get(id) ?? new Set<string>()
    for (const n of names) if (n.trim().length > 1) known.add(n.trim())
    entries.set(id, known)
  }
  for (const line of LINES) {
    const aliases = (BRAND_ALIASES[line.brand] ?? '').split(/\s+/).filter(Boolean)
    name(line.brand, line.brand, ...aliases)
    // A bare series name counts only when it cannot be a number said for something else (14, 2000).
    const series =
      /\D/.test(line.series) && line.series.length > 2 && line.category !== ACCESSORIES ? [line.series] : []
    if (line.series)
      name(
        `${line.brand} ${line.series}`,
        ...series,
        `${line.brand} ${line.series}`,
        `${line.brand}${line.series}`,
      )
  }
  return [...entries].map(([id, names]) => ({ id, names: [...names] }))
}

/**
 * The shopping domain's lexicon: vocabulary from shop-vocabulary.json, product kinds (kind:空气炸锅) and
 * features (attr:降噪) from product-kinds.json, the state a question can ask about from state-questions.json,
 * entities from the catalogue.
 */
export const SHOP_LEXICON: DomainLexicon = {
  name: vocabulary.name,
  source: `${vocabulary.source}; ${productWords.source}; ${stateQuestions.source}`,
  actions: vocabulary.actions as Term[],
  splitActions: vocabulary.splitActions,
  objects: [
    ...(vocabulary.objects as Term[]),
    ...productWords.kinds.map((kind) => ({ id: `kind:${kind.search}`, words: kind.words })),
  ],
  values: [
    ...(vocabulary.values as Term[]),
    ...productWords.attributes.map((attribute) => ({
      id: `attr:${attribute.search}`,
      words: attribute.words,
    })),
  ],
  outOfScope: vocabulary.outOfScope as Term[],
  stateSubjects: stateQuestions.subjects.map(({ id, words }) => ({ id, words })),
  // Asking for a price, a name or a brand is a question however it is said (多少钱 swallows 多少).
  questions: [
    ...stateQuestions.asking,
    ...vocabulary.objects.filter((term) => term.id.startsWith('ask:')).flatMap((term) => term.words),
  ],
  fillers: vocabulary.fillers,
  comparatives: vocabulary.comparatives as ComparativeTerm[],
  catalogues: [{ id: 'catalogue', entries: catalogueEntries() }],
}

const SERIES_WORDS = new Set(LINES.flatMap((line) => line.series.toLowerCase().split(/\s+/)))

/** Whether a word is part of a series' name (airpods, ipad): said in a search, it names products, not only a category. */
export function namesSeries(word: string): boolean {
  return SERIES_WORDS.has(word.toLowerCase())
}

/** What was just shown, as candidates a reference can point at. */
export function shownCandidates(shown: readonly Product[]): Candidate[] {
  return shown.map((product) => ({
    id: product.id,
    label: product.name,
    values: { money: product.price, rating: product.rating, sales: product.sales },
  }))
}

/** Reads a shopper's request against the shop's vocabulary and what was just shown. */
export function readShopRequest(text: string, shown: readonly Product[], focus: string | undefined): Reading {
  return read(text, SHOP_LEXICON, { candidates: shownCandidates(shown), ...(focus ? { focus } : {}) })
}
