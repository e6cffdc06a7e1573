import { moduleDefinition } from '../catalogue/index.ts'
import type { ParamSpec, ParamValue } from '../catalogue/module-definition.ts'
import type { ChainModule, ProjectDocument } from '../chain/chain.ts'
import { type Amount, amountsIn } from './amounts.ts'
import type { Ask } from './asks.ts'
import type { ModuleRef } from './module-refs.ts'
import { VOCABULARY } from './vocabulary.ts'

/** One parameter change a request asks for, its value already made absolute. */
export interface ParamChange {
  moduleId: string
  paramKey: string
  value: ParamValue
}

/**
 * Binds each value of a request to the parameter it is said of: the text is cut at each module named, and
 * in each part a number goes to the parameter word before it, else to the parameter its unit implies.
 * Every number must find exactly one parameter whose unit fits, or the engine asks. A `fresh` module (one
 * being added) has no value to move from: "add a 1 kHz notch" sets 1 kHz, the "add" is no boost.
 */
export function bindValues(
  text: string,
  refs: readonly ModuleRef[],
  fresh = false,
): { changes: ParamChange[] } | { ask: Ask } | undefined {
  const amounts = amountsIn(text)
  const paramHits = VOCABULARY.params
    .flatMap((param) => param.list.find(text).map((hit) => ({ ...hit, keys: param.keys })))
    .sort((a, b) => a.at - b.at)
  const changes: ParamChange[] = []
  for (const ref of refs) {
    // Refs at one place ("both shelves" read as each shelf) share the part of the text after it.
    const from = ref.at === refs[0]!.at ? 0 : ref.at
    const to = refs.find((other) => other.at > ref.at)?.at ?? text.length
    const definition = moduleDefinition(ref.module.type)
    if (!definition) continue
    const inPart = (at: number) => at >= from && at < to
    const part = text.slice(from, to)
    for (const amount of amounts.filter((candidate) => inPart(candidate.at))) {
      // "2x oversampling": a named value of one of the module's choices, set by its words below.
      if (namesAChoice(definition.params, text, amount, paramHits)) continue
      // A factor ("double the release") may come before the parameter it scales.
      const said =
        paramHits.filter((hit) => inPart(hit.at) && hit.end <= amount.at).at(-1) ??
        (amount.scale ? paramHits.find((hit) => inPart(hit.at)) : undefined)
      // "a 4th-order Butterworth at 35 Hz": a unit the word before cannot take goes to the parameter it fits.
      const named = said ? namedParam(ref.module, definition.params, said.keys) : undefined
      const misfit =
        named !== undefined &&
        'param' in named &&
        amount.unit !== undefined &&
        !unitFits(named.param, amount.unit, amount.relative) &&
        // Only when the word's parameter already has its value ("Q 2, cut 2 dB"); "频率设成 3dB" is asked.
        changes.some((change) => change.moduleId === ref.module.id && change.paramKey === named.param.key)
      const byUnit = misfit ? paramOfUnit(ref.module, definition.params, amount) : undefined
      const bound =
        (byUnit && 'param' in byUnit ? byUnit : named) ??
        paramHolding(ref.module, definition.params, amount) ??
        paramOfUnit(ref.module, definition.params, amount)
      if ('ask' in bound) return bound
      const written = text.slice(amount.at, amount.end)
      const value = valueFor(ref.module, bound.param, fresh ? absolute(amount) : amount, written)
      if ('ask' in value) return value
      changes.push({ moduleId: ref.module.id, paramKey: bound.param.key, value: value.value })
    }
    changes.push(
      ...switchChanges(
        ref.module,
        definition.params,
        part,
        paramHits.filter((hit) => inPart(hit.at)),
      ),
    )
  }
  if (changes.length === 0) return undefined
  const kept = withoutCurrent(changes, refs)
  const keys = kept.map((change) => `${change.moduleId}.${change.paramKey}`)
  if (new Set(keys).size !== keys.length) return { ask: { kind: 'not-understood', part: text } }
  return { changes: kept }
}

/**
 * "low shelf gain is 4 dB right now, I want 1", "120 有点高，100 差不多": two values for one parameter, one of
 * them the value it holds now, describe the present and ask for the other. Any other pair stays two values
 * (and is asked about).
 */
function withoutCurrent(changes: ParamChange[], refs: readonly ModuleRef[]): ParamChange[] {
  const current = (change: ParamChange) => {
    const module = refs.find((ref) => ref.module.id === change.moduleId)?.module
    const spec = module
      ? moduleDefinition(module.type)?.params.find((p) => p.key === change.paramKey)
      : undefined
    return module?.params[change.paramKey] ?? spec?.default
  }
  const same = (a: ParamChange, b: ParamChange) => a.moduleId === b.moduleId && a.paramKey === b.paramKey
  return changes.filter((change) => {
    const pair = changes.filter((other) => same(other, change))
    if (pair.length !== 2 || change.value !== current(change)) return true
    return pair.every((other) => other.value === current(other))
  })
}

type Bound = { param: ParamSpec } | { ask: Ask }

type NumberParam = Extract<ParamSpec, { type: 'number' }>
const numeric = (params: readonly ParamSpec[]) =>
  params.filter((param): param is NumberParam => param.type === 'number')

function namedParam(module: ChainModule, params: readonly ParamSpec[], keys: readonly string[]): Bound {
  const param = keys.map((key) => params.find((candidate) => candidate.key === key)).find(Boolean)
  if (param) return { param }
  return { ask: { kind: 'which-param', moduleId: module.id, candidates: numeric(params).map((p) => p.key) } }
}

/** "把低架从 120 改到 100": the one parameter whose value now is the one the person said it changes from. */
function paramHolding(module: ChainModule, params: readonly ParamSpec[], amount: Amount): Bound | undefined {
  if (amount.from === undefined) return undefined
  const holding = numeric(params).filter(
    (param) =>
      (!amount.unit || unitFits(param, amount.unit)) &&
      Math.abs(((module.params[param.key] as number | undefined) ?? param.default) - amount.from!) < 1e-6,
  )
  return holding.length === 1 ? { param: holding[0]! } : undefined
}

/** The parameter a number's unit implies; a bare number goes to the module type's primary parameter. */
function paramOfUnit(module: ChainModule, params: readonly ParamSpec[], amount: Amount): Bound {
  const primary = params.find((param) => param.key === VOCABULARY.primaryParam[module.type])
  const fits: ParamSpec[] = numeric(params).filter((param) => unitFits(param, amount.unit, amount.relative))
  if (!amount.unit) {
    if (primary) return { param: primary }
  } else if (fits.length === 1) return { param: fits[0]! }
  else if (primary && fits.includes(primary)) return { param: primary }
  const candidates = (fits.length > 0 ? fits : numeric(params)).map((param) => param.key)
  return { ask: { kind: 'which-param', moduleId: module.id, candidates } }
}

function unitOf(param: ParamSpec): string | undefined {
  if (param.type !== 'number') return undefined
  if (param.key === 'order') return 'order'
  return param.unit ? VOCABULARY.unitOfParam[param.unit] : undefined
}

/** Whether a number in this unit can be written to the parameter (dB/oct to an order, octaves to a Q). */
export function unitFits(param: ParamSpec, unit: Amount['unit'], relative = false): boolean {
  const own = unitOf(param)
  if (unit === 'dbPerOctave') return param.key === 'order'
  // Octaves of a change move a frequency; octaves as a setting are a bandwidth (or the Q it implies).
  if (unit === 'oct') return relative ? own === 'hz' : own === 'oct' || param.key === 'q'
  return own !== undefined && own === unit
}

/** The absolute value to write: a change is added to the current value; units converted where physics says how. */
function valueFor(
  module: ChainModule,
  param: ParamSpec,
  amount: Amount,
  said: string,
): { value: ParamValue } | { ask: Ask } {
  if (param.type !== 'number')
    return { ask: { kind: 'which-param', moduleId: module.id, candidates: [param.key] } }
  if (amount.unit && !unitFits(param, amount.unit, amount.relative))
    return {
      ask: {
        kind: 'unit',
        moduleId: module.id,
        paramKey: param.key,
        said,
        expected: param.unit ?? param.key,
      },
    }
  if (amount.signless)
    return {
      ask: { kind: 'how-much', moduleId: module.id, paramKey: param.key, now: valueNow(module, param) },
    }
  const current =
    typeof module.params[param.key] === 'number' ? (module.params[param.key] as number) : param.default
  if (amount.scale) return { value: round(current * amount.value) }
  // "an octave lower": a frequency moves by a factor of two per octave.
  if (amount.unit === 'oct' && unitOf(param) === 'hz') {
    if (!amount.relative)
      return { ask: { kind: 'unit', moduleId: module.id, paramKey: param.key, said, expected: 'Hz' } }
    return { value: round(current * 2 ** amount.value) }
  }
  let value = amount.value
  if (amount.unit === 'dbPerOctave') value /= VOCABULARY.dbPerOctavePerOrder
  if (amount.unit === 'oct' && param.key === 'q') value = qOfBandwidth(value)
  if (param.integer && !Number.isInteger(value))
    return { ask: { kind: 'unit', moduleId: module.id, paramKey: param.key, said, expected: param.key } }
  if (amount.relative) value += current
  // A value the parameter cannot hold was meant for another one ("低架 100" is no 100 dB gain): ask.
  if (value < param.min || value > param.max) {
    const fits = numeric(moduleDefinition(module.type)?.params ?? []).filter(
      (candidate) =>
        value >= candidate.min &&
        value <= candidate.max &&
        (!amount.unit || unitFits(candidate, amount.unit, amount.relative)),
    )
    if (fits.length > 0)
      return {
        ask: { kind: 'which-param', moduleId: module.id, candidates: fits.map((candidate) => candidate.key) },
      }
    const range = `${param.min}…${param.max}${param.unit ? ` ${param.unit}` : ''}`
    return { ask: { kind: 'unit', moduleId: module.id, paramKey: param.key, said, expected: range } }
  }
  return { value: round(value) }
}

/** An amount read as a setting: its sign kept ("cut 3 dB" on a new band is −3 dB), nothing added to. */
const absolute = (amount: Amount): Amount =>
  amount.relative && !amount.scale && amount.unit !== 'oct' ? { ...amount, relative: false } : amount

const round = (value: number) => Math.round(value * 1000) / 1000

/** Q of a peaking band from its bandwidth in octaves (RBJ cookbook: Q = √2ᴺ / (2ᴺ − 1)). */
function qOfBandwidth(octaves: number): number {
  const ratio = 2 ** octaves
  return Math.sqrt(ratio) / (ratio - 1)
}

const BYPASS = 'bypass'

/** Whether an amount is written inside the words of a named value of one of the module's choices. */
function namesAChoice(
  params: readonly ParamSpec[],
  text: string,
  amount: Amount,
  paramHits: ReadonlyArray<{ keys: readonly string[] }>,
): boolean {
  return params.some(
    (param) =>
      param.type === 'enum' &&
      paramHits.some((hit) => hit.keys.includes(param.key)) &&
      (VOCABULARY.enumValues[param.key] ?? []).some((value) =>
        value.list.find(text).some((hit) => hit.at <= amount.at && hit.end >= amount.at + 1),
      ),
  )
}

/** Booleans and named values said in words: "mute the input", "true peak off", "极性反相". */
function switchChanges(
  module: ChainModule,
  params: readonly ParamSpec[],
  part: string,
  paramHits: ReadonlyArray<{ keys: readonly string[] }>,
): ParamChange[] {
  const changes: ParamChange[] = []
  const named = new Set(paramHits.flatMap((hit) => hit.keys))
  // Every module can be bypassed (seed 000's chain switch), so `bypass` is no catalogue parameter.
  if (named.has(BYPASS))
    changes.push({ moduleId: module.id, paramKey: BYPASS, value: !VOCABULARY.off.test(part) })
  for (const param of params) {
    if (param.type === 'boolean' && named.has(param.key))
      changes.push({ moduleId: module.id, paramKey: param.key, value: !VOCABULARY.off.test(part) })
    if (param.type === 'enum') {
      // A value written as a number ("2x") is that choice's only when the choice is named with it.
      const value = VOCABULARY.enumValues[param.key]?.find((candidate) =>
        candidate.list.find(part).some((hit) => named.has(param.key) || !/\d/.test(hit.word)),
      )
      if (value) changes.push({ moduleId: module.id, paramKey: param.key, value: value.value })
    }
  }
  return changes
}

/** The parameter of a module a request names in words, if the module has it. */
export function paramNamedIn(module: ChainModule, text: string): ParamSpec | undefined {
  const params = moduleDefinition(module.type)?.params ?? []
  for (const word of VOCABULARY.params)
    if (word.list.test(text)) {
      const found = word.keys.map((key) => params.find((param) => param.key === key)).find(Boolean)
      if (found) return found
    }
  return undefined
}

/** The chain's modules that have a parameter the request names (one of them names the module). */
export function paramOwners(text: string, project: ProjectDocument): ChainModule[] {
  const keys = VOCABULARY.params.filter((word) => word.list.test(text)).flatMap((word) => word.keys)
  if (keys.length === 0) return []
  // "the cutoff": a word only some kinds use for the parameter narrows the owners to those kinds.
  const scopes = VOCABULARY.paramScopes.filter((scope) => scope.list.test(text))
  return project.chain.modules.filter((module) => {
    const definition = moduleDefinition(module.type)
    if (!definition?.params.some((param) => keys.includes(param.key))) return false
    return scopes.every((scope) => scope.responses.includes(definition.response))
  })
}

/**
 * "turn the treble down a bit": a direction without an amount is asked about, never guessed. With
 * `anyWay`, a parameter named with neither ("adjust the ceiling") is asked which way and how far.
 */
export function vagueChange(text: string, refs: readonly ModuleRef[], anyWay = false): Ask | undefined {
  const [ref] = refs
  if (!ref || refs.length > 1 || amountsIn(text).length > 0) return undefined
  const down = VOCABULARY.down.test(text)
  const up = VOCABULARY.up.test(text)
  if (!down && !up && !anyWay) return undefined
  const params = moduleDefinition(ref.module.type)?.params ?? []
  const named = paramNamedIn(ref.module, text)
  const param =
    named ?? (down || up ? params.find((p) => p.key === VOCABULARY.primaryParam[ref.module.type]) : undefined)
  if (param?.type !== 'number') return undefined
  const now = valueNow(ref.module, param)
  return {
    kind: 'how-much',
    moduleId: ref.module.id,
    paramKey: param.key,
    now,
    ...(down || up ? { down } : {}),
  }
}

/** A parameter's value now as a person reads it: "100 ms", "0.707" (never 0.7071067811865476). */
export function valueNow(module: ChainModule, param: ParamSpec): string {
  const value = module.params[param.key] ?? param.default
  const shown = typeof value === 'number' ? Math.round(value * 1000) / 1000 : value
  return `${shown}${param.type === 'number' && param.unit ? ` ${param.unit}` : ''}`
}
