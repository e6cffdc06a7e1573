import { MODULES, moduleDefinition } from './catalogue.ts'
import enumLabels from './enum-labels.json' with { type: 'json' }
import labels from './param-labels.json' with { type: 'json' }

/** A module of a chain as far as naming it goes. */
interface NamedModule {
  id: string
  type: string
  name?: string
}

type Labels = Record<string, { en: string; zh: string }>

/**
 * How people are told which module: the name it was given, else its catalogue title in their language, as the
 * tuning studio's module card shows it. When the chain holds several modules of that type, the title alone
 * would not say which, so the card's position number is added ("参数均衡（第 3 个）"). Never the id.
 */
export function moduleDisplayName(module: NamedModule, chain: readonly NamedModule[], zh: boolean): string {
  if (module.name) return module.name
  const definition = moduleDefinition(module.type)
  if (!definition) return module.id
  const title = zh ? definition.titleZh : definition.title
  const sameType = chain.filter((other) => other.type === module.type)
  const position = chain.findIndex((other) => other.id === module.id)
  if (sameType.length < 2 || position < 0) return title
  return zh ? `${title}（第 ${position + 1} 个）` : `${title} (no. ${position + 1})`
}

/** How people are told which parameter: its label (param-labels.json), else its description's first clause. */
export function paramLabel(key: string, zh: boolean): string {
  const label = (labels.labels as Labels)[key]
  if (label) return zh ? label.zh : label.en
  const description = DESCRIPTIONS.get(key)
  return description ? firstClause(description) : key
}

/** How people are told a choice of an enum parameter ("highpass" → 高通 / High-pass): enum-labels.json, else the value. */
export function enumLabel(value: string, zh: boolean): string {
  const label = (enumLabels.labels as Labels)[value]
  return label ? (zh ? label.zh : label.en) : value
}

const DESCRIPTIONS = new Map<string, string>()
for (const definition of MODULES)
  for (const param of definition.params)
    if (!DESCRIPTIONS.has(param.key)) DESCRIPTIONS.set(param.key, param.description)

/** "Quality factor; 1.41 ≈ 1 octave." → "quality factor"; asides in brackets are left out. */
function firstClause(description: string): string {
  const clause = description
    .replace(/\([^)]*\)/g, '')
    .split(/[.;,:]/)[0]!
    .trim()
  return clause.charAt(0).toLowerCase() + clause.slice(1)
}
