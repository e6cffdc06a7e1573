import { moduleDefinition } from '../catalogue/catalogue.ts'
import type { PortType } from '../catalogue/module-definition.ts'

/** The handles of one connect_modules call; omitted ones are inferred by the tool from port types. */
export interface Handles {
  sourceHandle?: string
  targetHandle?: string
}

/** Where a module sits in a signal chain: note sources, control sources, sound sources, effects, output. */
const CHAIN_RANK: Readonly<Record<string, number>> = {
  midiinput: 0,
  keyboardinput: 0,
  sequencer: 0,
  lfo: 1,
  numberinput: 1,
  calculator: 1,
  simpleoscillator: 2,
  advancedoscillator: 2,
  trumpet: 2,
  eq: 3,
  bitcrusher: 3,
  delay: 3,
  reverb: 3,
  speaker: 4,
  oscilloscope: 5,
}

const TYPE_ORDER: readonly PortType[] = ['audio', 'array', 'number']

function outputTypes(type: string): PortType[] {
  return (moduleDefinition(type)?.outputs ?? []).map((port) => port.type)
}

function inputTypes(type: string): PortType[] {
  return (moduleDefinition(type)?.inputs ?? []).map((port) => port.type)
}

/** Whether any output of one type of module can feed any input of another. */
export function compatible(fromType: string, toType: string): boolean {
  const inputs = new Set(inputTypes(toType))
  return outputTypes(fromType).some((type) => inputs.has(type))
}

/** The signal a module mainly produces: audio if it sounds, else notes, else a control value. */
function mainOutput(type: string): PortType | undefined {
  const outputs = new Set(outputTypes(type))
  return TYPE_ORDER.find((candidate) => outputs.has(candidate))
}

/** Orders modules as a signal flows: note sources → control → sound sources → effects → speaker. */
export function signalOrder<T>(items: readonly T[], typeOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => (CHAIN_RANK[typeOf(a)] ?? 3) - (CHAIN_RANK[typeOf(b)] ?? 3))
}

/**
 * Pairs for a chain: each module feeds the first later module that takes its main signal (an oscillator
 * skips a second oscillator and reaches the reverb), else the first later one sharing any port type.
 */
export function chainPairs<T>(items: readonly T[], typeOf: (item: T) => string): Array<[T, T]> {
  const pairs: Array<[T, T]> = []
  for (let i = 0; i < items.length - 1; i++) {
    const from = typeOf(items[i]!)
    const main = mainOutput(from)
    const later = items.slice(i + 1)
    const target =
      later.find((item) => main !== undefined && inputTypes(typeOf(item)).includes(main)) ??
      later.find((item) => compatible(from, typeOf(item)))
    if (target !== undefined) pairs.push([items[i]!, target])
  }
  return pairs
}

/**
 * The connect_modules calls one link needs: a mono source into both speaker channels, note and velocity
 * arrays side by side, a named input when the person named one; otherwise one call whose handles the tool
 * infers by port type.
 */
export function linkHandles(fromType: string, toType: string, targetHint?: string): Handles[] {
  const from = moduleDefinition(fromType)
  const to = moduleDefinition(toType)
  if (!from || !to) return [{}]
  if (targetHint && to.inputs.some((port) => port.name === targetHint)) {
    const type = to.inputs.find((port) => port.name === targetHint)!.type
    const source = from.outputs.find((port) => port.type === type)
    return [source ? { sourceHandle: source.name, targetHandle: targetHint } : { targetHandle: targetHint }]
  }
  const audioOut = from.outputs.find((port) => port.type === 'audio')
  const audioIns = to.inputs.filter((port) => port.type === 'audio')
  if (audioOut && audioIns.length > 1)
    return audioIns.map((port) => ({ sourceHandle: audioOut.name, targetHandle: port.name }))
  const arraysOut = from.outputs.filter((port) => port.type === 'array')
  const arraysIn = to.inputs.filter((port) => port.type === 'array')
  if (!audioOut && arraysOut.length > 1 && arraysIn.length > 1) {
    const count = Math.min(arraysOut.length, arraysIn.length)
    return arraysOut
      .slice(0, count)
      .map((port, index) => ({ sourceHandle: port.name, targetHandle: arraysIn[index]!.name }))
  }
  return [{}]
}
