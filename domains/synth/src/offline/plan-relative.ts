import { MODULE_CATALOGUE, parameterDefinition } from '../catalogue/catalogue.ts'
import type { ParameterDefinition } from '../catalogue/module-definition.ts'
import type { ModuleRef, PlannedStep } from './plan.ts'
import type { ReferenceContext } from './references.ts'
import type { Token } from './tokens.ts'
import { convertValue, parameterForUnit, pickParameter, unitFits } from './values.ts'
import moduleAmounts from './vocabulary/module-amounts.json' with { type: 'json' }
import vocabulary from './vocabulary/relative-amounts.json' with { type: 'json' }

/** A change said against the current value: which way, by how much (a spoken amount, a factor, a small step). */
export interface RelativeChange {
  direction: 1 | -1
  /** Candidate parameters, most likely first (named, or implied: louder → the volume). */
  names: readonly string[]
  amount: { factor: number } | { number: number; unit?: Extract<Token, { kind: 'number' }>['unit'] } | 'small'
  /** Said as a complaint (too loud, 太吵) rather than asked for (quieter, 小声点). */
  complaint?: boolean
  /** The names are equals (the shelf frequency: low or high): a module with more than one of them is asked. */
  either?: boolean
}

const UP: ReadonlySet<string> = new Set(vocabulary.up)
const DOWN: ReadonlySet<string> = new Set(vocabulary.down)
const VOLUME_DIRECTIONS: ReadonlySet<string> = new Set(vocabulary.volumeDirections)
const WHOLE_SOUND: readonly string[] = vocabulary.wholeSound
// Set verbs that say the value itself follows (调到 220, 设为 0.5): the number is absolute.
const ABSOLUTE_VERB = /(到|为|成|至|=)$|^set$/

/**
 * A relative change in the words of one clause ("bring the highs down 6 dB", 混响再湿一点, "double the delay
 * time", "turn the speaker down a bit"), or undefined when the clause sets a value outright or says no
 * direction. A clause with a direction but no parameter it can name is undefined too, and is asked.
 */
export function readRelative(tokens: readonly Token[]): RelativeChange | undefined {
  const change = readChange(tokens)
  // 声音太小, "it's too quiet": a complaint said of the whole sound is the patch's volume, not asked.
  const whole = tokens.some(
    (token) =>
      (token.kind === 'role' && token.role === 'it') ||
      WHOLE_SOUND.some((word) => token.text.toLowerCase().includes(word)),
  )
  const complaint = !whole && tokens.some((token) => token.kind === 'relative' && token.complaint === true)
  return change && complaint ? { ...change, complaint } : change
}

function readChange(tokens: readonly Token[]): RelativeChange | undefined {
  const implied = tokens.find((token) => token.kind === 'relative' && token.parameters)
  const factorToken = tokens.find((token) => token.kind === 'relative' && token.factor !== undefined)
  const said = directionSaid(tokens)
  let direction = implied?.kind === 'relative' ? implied.direction : factorToken ? 1 : said?.direction
  if (direction === undefined) return undefined
  const numbers = tokens.filter((token) => token.kind === 'number' && !token.measure)
  if (numbers.some((number) => absolute(tokens, number))) return undefined
  const params = tokens.filter((token) => token.kind === 'param')
  // "The octave up and a bit of detune": two changes in one clause are not read as one.
  if (new Set(params.map((token) => (token.kind === 'param' ? token.names[0] : ''))).size > 1)
    return undefined
  const param = params[0]
  const names =
    param?.kind === 'param'
      ? param.names
      : implied?.kind === 'relative' && implied.parameters
        ? implied.parameters
        : said && VOLUME_DIRECTIONS.has(said.word)
          ? [...vocabulary.volumeParameters, ...impliedByModules(tokens, said.word)]
          : said
            ? impliedByModules(tokens, said.word)
            : []
  if (names.length === 0) return undefined
  // "A slower delay" is a longer delay time, "a slower attack" a longer attack: a time runs against speed.
  const against =
    said &&
    SPEED_WORDS.has(said.word) &&
    names.every((name) => INVERSE_SPEED.has(name) || TIME_PARAMETERS.has(name))
  if (against) direction = direction === 1 ? -1 : 1
  const number = numbers[0]
  const either = param?.kind === 'param' && param.either === true ? { either: true } : {}
  if (factorToken?.kind === 'relative' && factorToken.factor !== undefined)
    return { direction: 1, names, amount: { factor: factorToken.factor }, ...either }
  if (numbers.length > 1) return undefined
  if (number?.kind === 'number')
    return {
      direction,
      names,
      amount: number.unit
        ? { number: Math.abs(number.value), unit: number.unit }
        : { number: Math.abs(number.value) },
      ...either,
    }
  return { direction, names, amount: 'small', ...either }
}

/** A relative change with the words of the clause part that said it. */
export interface PlacedChange {
  change: RelativeChange
  tokens: readonly Token[]
}

/**
 * The relative changes of one clause: one, or several when each parameter says its own amount ("lower the
 * mids by 2 dB and boost the highs 4 dB", 中频减2分贝高频加4分贝); a part without a direction takes the one
 * before. Undefined when the clause says no relative change; 'unclear' when a part cannot be read.
 */
export function readRelativeChanges(tokens: readonly Token[]): PlacedChange[] | 'unclear' | undefined {
  const whole = readRelative(tokens)
  if (whole) return [{ change: whole, tokens }]
  const numbers = tokens.filter((token) => token.kind === 'number' && !token.measure)
  if (!directionSaid(tokens) || numbers.length < 2 || numbers.some((number) => absolute(tokens, number)))
    return undefined
  const groups = amountGroups(tokens)
  if (groups.length < 2) return 'unclear'
  const changes: PlacedChange[] = []
  let lead: Token[] = []
  for (const group of groups) {
    const direction = group.find(isDirection)
    const change = readRelative(direction ? group : [...lead, ...group])
    if (direction) lead = [direction]
    if (!change) return 'unclear'
    changes.push({ change, tokens: group })
  }
  return changes
}

/** The clause cut before each parameter, module or direction word that follows an amount. */
function amountGroups(tokens: readonly Token[]): Token[][] {
  const groups: Token[][] = [[]]
  for (const token of tokens) {
    const current = groups.at(-1)!
    const amount = current.some((held) => held.kind === 'number' && !held.measure)
    if (amount && (token.kind === 'param' || token.kind === 'module' || isDirection(token)))
      groups.push([token])
    else current.push(token)
  }
  return groups
}

function isDirection(token: Token): boolean {
  return directionSaid([token]) !== undefined
}

type ByType = Readonly<Record<string, string | undefined>>
const LENGTH_WORDS: ReadonlySet<string> = new Set(moduleAmounts.length.words)
const SPEED_WORDS: ReadonlySet<string> = new Set(moduleAmounts.speed.words)
const PITCH_WORDS: ReadonlySet<string> = new Set(moduleAmounts.pitch.words)
const INVERSE_SPEED: ReadonlySet<string> = new Set(moduleAmounts.speed.inverse)

/** Parameters the catalogue measures in seconds (attack, release, decay…): slower makes them longer. */
const TIME_PARAMETERS: ReadonlySet<string> = new Set(
  MODULE_CATALOGUE.flatMap((definition) =>
    definition.parameters.flatMap((parameter) =>
      parameter.type === 'number' && parameter.unit === 's' ? [parameter.name] : [],
    ),
  ),
)

/**
 * The parameter a module's name stands for when a change is said against the module itself ("more reverb",
 * "a longer delay", "a faster LFO", "the oscillator a bit higher"): its amount, length, speed or pitch, by the
 * direction word.
 */
function impliedByModules(tokens: readonly Token[], word: string): string[] {
  const byType: ByType = LENGTH_WORDS.has(word)
    ? moduleAmounts.length.parameters
    : SPEED_WORDS.has(word)
      ? moduleAmounts.speed.parameters
      : PITCH_WORDS.has(word)
        ? moduleAmounts.pitch.parameters
        : moduleAmounts.amount
  const names = tokens.flatMap((token) =>
    token.kind === 'module' ? token.types.flatMap((type) => byType[type] ?? []) : [],
  )
  // "A bit faster", 长一点 said of no module: every parameter the word can mean; the module that alone holds
  // one of them is meant, and several are asked (soleHolder).
  const unnamed = !tokens.some((token) => token.kind === 'module')
  // A time that runs against speed (the delay's) is left out: "faster" alone never moves it.
  if (unnamed && (SPEED_WORDS.has(word) || LENGTH_WORDS.has(word)))
    return [...new Set(Object.values(byType))].filter(
      (name): name is string => name !== undefined && !(SPEED_WORDS.has(word) && INVERSE_SPEED.has(name)),
    )
  return [...new Set(names)]
}

/** The settings a relative change comes to on each target, from the value the canvas holds now. */
export function relativeSteps(
  change: RelativeChange,
  targets: readonly ModuleRef[],
  context: ReferenceContext,
): PlannedStep[] {
  return targets.flatMap((target) => {
    // "Lower the low shelf by 50 Hz": only a parameter measured in the unit said can move by it.
    const amount = change.amount
    // A name may resolve to another parameter (gain → gainDb), so the one it resolves to is checked; "down
    // 12 cents" moves the parameter measured in cents, not the volume a bare "down" would.
    const measured = amount !== 'small' && 'number' in amount && amount.unit !== undefined
    const fitting = measured
      ? change.names.filter((name) => {
          const definition = pickParameter(target.type, [name])?.definition
          return !definition || unitFits(definition, amount)
        })
      : change.names
    const byUnit = measured ? parameterForUnit(target.type, amount.unit) : undefined
    const names = byUnit && !fitting.some((name) => pickParameter(target.type, [name])) ? [byUnit] : fitting
    const present = names.filter((name) => pickParameter(target.type, [name]))
    if (change.either && present.length > 1) {
      context.problems.push(
        context.chinese
          ? `${target.type} 的 ${present.join(' 还是 ')}？请说明是哪一个。`
          : `The ${present.join(' or the ')} of ${target.type}? Please say which.`,
      )
      return []
    }
    const picked = pickParameter(target.type, names) ?? effectVolume(target.type, names)
    if (!picked || picked.definition.type !== 'number') {
      context.problems.push(
        context.chinese
          ? `${target.type} 没有可以这样调的参数（${change.names.join('/')}）。`
          : `${target.type} has no parameter ${change.names.join('/')} to change that way.`,
      )
      return []
    }
    const definition = picked.definition
    const node = target.kind === 'existing' ? context.canvas.nodes.find((n) => n.id === target.id) : undefined
    const current = Number(
      node?.params[picked.name] ?? parameterDefinition(target.type, picked.name)?.default,
    )
    const volumeName = vocabulary.volumeParameters.includes(picked.name)
    const value = bounded(definition, changed(current, change, definition, volumeName))
    return [{ kind: 'set', target, parameter: picked.name, value } satisfies PlannedStep]
  })
}

/**
 * "The delay is too loud", 回声小声点: an effect has no volume of its own; how loud it is heard is its amount
 * (module-amounts.json), so a volume change said of it moves that.
 */
function effectVolume(type: string, names: readonly string[]): ReturnType<typeof pickParameter> {
  const amount = (moduleAmounts.amount as Record<string, string>)[type]
  const volume = names.some((name) => vocabulary.volumeParameters.includes(name))
  return volume && amount ? pickParameter(type, [amount]) : undefined
}

/** The targets when none is named: the only module on the canvas with one of the parameters. */
export function soleHolder(change: RelativeChange, context: ReferenceContext): ModuleRef[] {
  const holders = context.canvas.nodes.filter((node) => pickParameter(node.type, change.names))
  const volume = change.names.some((name) => vocabulary.volumeParameters.includes(name))
  // "Too loud" with an effect on the canvas: its amount is heard as loudness too, so which one is asked.
  const heard = context.canvas.nodes.filter(
    (node) => pickParameter(node.type, change.names) ?? effectVolume(node.type, change.names),
  )
  if (change.complaint && volume && heard.length > holders.length) {
    context.problems.push(whichIsHeard(heard, change, context.chinese))
    return []
  }
  // "Louder" with several volumes on the canvas: the output's level is the patch's volume.
  const owners = holders.filter((node) => node.type === moduleAmounts.volumeOwner)
  const picked = holders.length === 1 ? holders : volume && owners.length === 1 ? owners : []
  return picked.map((node) => ({ kind: 'existing', id: node.id, type: node.type }))
}

/** "Which is too loud: speaker-1's level, simpleoscillator-1's gain or reverb-1's wet?" */
function whichIsHeard(
  nodes: readonly { id: string; type: string }[],
  change: RelativeChange,
  chinese: boolean,
): string {
  const options = nodes.map((node) => {
    const name = (pickParameter(node.type, change.names) ?? effectVolume(node.type, change.names))!.name
    return chinese ? `${node.id} 的 ${name}` : `${node.id}'s ${name}`
  })
  const excess = change.direction < 0
  if (chinese)
    return `${excess ? '哪个太响' : '哪个太小声'}：${options.slice(0, -1).join('、')} 还是 ${options.at(-1)}？`
  return `Which is ${excess ? 'too loud' : 'too quiet'}: ${options.slice(0, -1).join(', ')} or ${options.at(-1)}?`
}

function changed(
  current: number,
  change: RelativeChange,
  definition: Extract<ParameterDefinition, { type: 'number' }>,
  volumeName: boolean,
): number {
  const { amount, direction } = change
  if (amount !== 'small' && 'factor' in amount)
    // A volume in dB doubles as a sound pressure: +6 dB, not twice a negative number (quieter).
    return definition.unit === 'dB' && volumeName
      ? current + 20 * Math.log10(amount.factor)
      : current * amount.factor
  if (amount !== 'small') {
    const delta = Number(convertValue(definition, amount))
    return current + direction * delta
  }
  const step = vocabulary.smallStep
  if (definition.unit === 'dB') return current + direction * step.decibels
  // Pitch is heard in ratios: a little higher is a whole tone, whatever the frequency.
  if (definition.unit === 'Hz') return direction > 0 ? current * step.hertzFactor : current / step.hertzFactor
  if (definition.scale === 'log') return direction > 0 ? current * step.logFactor : current / step.logFactor
  return current + direction * step.rangeShare * (definition.max - definition.min)
}

/** Within the range (more than the most is the most) and on the control's step. */
function bounded(definition: Extract<ParameterDefinition, { type: 'number' }>, value: number): number {
  const clamped = Math.min(definition.max, Math.max(definition.min, value))
  const steps = Math.round((clamped - definition.min) / definition.step)
  return Number((definition.min + steps * definition.step).toFixed(6))
}

function directionSaid(tokens: readonly Token[]): { direction: 1 | -1; word: string } | undefined {
  for (const token of tokens) {
    if (token.kind === 'relative' && token.direction !== undefined && !token.parameters)
      return { direction: token.direction, word: token.text.toLowerCase() }
    if (token.kind !== 'verb' && token.kind !== 'role') continue
    const word = token.text.toLowerCase()
    if (UP.has(word)) return { direction: 1, word }
    if (DOWN.has(word)) return { direction: -1, word }
  }
  return undefined
}

/** A number said as the value itself: after "to" or a verb such as 调到/设为. */
function absolute(tokens: readonly Token[], number: Token): boolean {
  const before = tokens.slice(0, tokens.indexOf(number)).reverse()
  const lead = before.find((token) => token.kind === 'role' || token.kind === 'verb')
  if (!lead) return false
  if (lead.kind === 'role') return lead.role === 'to'
  return ABSOLUTE_VERB.test(lead.text.toLowerCase())
}
