import { moduleDefinition } from '../catalogue/catalogue.ts'
import { scanCommand } from './scan-command.ts'
import type { Token } from './tokens.ts'

/** A module type's settings in a recipe, parameter by parameter (the first value a page gives wins). */
export type RecipeSettings = Map<string, Map<string, number | string>>

/** One step of a recipe's chain: a module type, several of them fed alike (两个高级振荡器). */
export interface RecipeGroup {
  type: string
  count: number
}

const EMPTY = { nodes: [], edges: [] }
const MINUS = /[−–]/g

/**
 * The settings a patch page gives: each module named (高级振荡器：…, Delay: …) owns the text up to the next
 * module named, and in it each of the module's catalogue parameters written with a value right after its
 * name ("attack 0.005 s", "high −8 dB", "waveform sawtooth"). A range gives its first value; an alternative
 * in parentheses ("更圆润用 square") is skipped because the first value wins.
 */
export function readRecipeSettings(
  texts: readonly string[],
  into: RecipeSettings = new Map(),
): RecipeSettings {
  for (const raw of texts) {
    const text = normalise(raw)
    const modules = moduleTokens(text)
    modules.forEach((module, index) => {
      const region = text.slice(module.end, modules[index + 1]?.at ?? text.length)
      const type = module.types[0]!
      const settings = into.get(type) ?? new Map<string, number | string>()
      for (const [name, value] of regionValues(type, region))
        if (!settings.has(name)) settings.set(name, value)
      if (settings.size > 0) into.set(type, settings)
    })
  }
  return into
}

/**
 * The modules and wiring a patch page gives: its first sentence that draws a chain (→, "into"), modules in
 * the order named, alternatives in parentheses left out, a module repeated in a row counted once, a count
 * before a module (两个) kept.
 */
export function readRecipeChain(texts: readonly string[]): RecipeGroup[] | undefined {
  for (const raw of texts) {
    for (const sentence of normalise(raw).split(/。|\.\s/)) {
      if (!/→|\binto\b/.test(sentence)) continue
      const groups = chainOf(sentence.replace(/（[^）]*）|\([^)]*\)/g, ' '))
      if (groups.length >= 3) return groups
    }
  }
  return undefined
}

function chainOf(sentence: string): RecipeGroup[] {
  const groups: RecipeGroup[] = []
  const tokens = scanCommand(sentence, EMPTY)
  tokens.forEach((token, index) => {
    if (token.kind !== 'module' || token.generic) return
    const before = tokens[index - 1]
    const count = before?.kind === 'number' && before.measure ? before.value : 1
    const type = token.types[0]!
    if (groups.at(-1)?.type !== type) groups.push({ type, count })
  })
  return groups
}

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').replace(MINUS, '-')
}

function moduleTokens(text: string): Array<Extract<Token, { kind: 'module' }>> {
  return scanCommand(text, EMPTY).filter(
    (token): token is Extract<Token, { kind: 'module' }> => token.kind === 'module' && !token.generic,
  )
}

/** `name value` pairs of one module's parameters in a piece of text. */
function regionValues(type: string, region: string): Array<[string, number | string]> {
  const values: Array<[string, number | string]> = []
  for (const parameter of moduleDefinition(type)?.parameters ?? []) {
    if (parameter.hidden || parameter.readonly) continue
    const name = parameter.name
    if (parameter.type === 'number') {
      const match = new RegExp(`\\b${name}\\b[\\s:：]*(?:分别\\s*)?([+-]?\\d+(?:\\.\\d+)?)`).exec(region)
      if (match) values.push([name, Number(match[1])])
    } else if (parameter.type === 'list' && parameter.options.length > 0) {
      const options = parameter.options.map((option) => option.replace(/[*+/-]/g, '\\$&')).join('|')
      const match = new RegExp(`\\b${name}\\b[\\s:：]*(${options})\\b`).exec(region)
      if (match) values.push([name, match[1]!])
    }
  }
  return values
}
