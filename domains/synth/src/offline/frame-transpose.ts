import { parameterDefinition } from '../catalogue/catalogue.ts'
import type { ModuleRef, PlannedStep } from './plan.ts'
import { type ReferenceContext, referencedModules } from './references.ts'
import type { Token } from './tokens.ts'
import relative from './vocabulary/relative-amounts.json' with { type: 'json' }

/** Words that say which way a pitch moves: the same direction words as every relative change. */
const UP: ReadonlySet<string> = new Set(relative.up)
const DOWN: ReadonlySet<string> = new Set(relative.down)
const PITCHED = ['advancedoscillator', 'simpleoscillator']

/**
 * "Drop the poly synth an octave", 升高两个半音, "up two octaves": a pitch shift by octaves or semitones,
 * relative to the module's current value (from the canvas summary). An advanced oscillator moves its
 * octave or semi; a note source its transpose; a simple oscillator its frequency by 2^(n/12). Undefined when this is not the frame.
 */
export function planTranspose(
  tokens: readonly Token[],
  context: ReferenceContext,
): PlannedStep[] | undefined {
  const shift = readShift(tokens)
  if (!shift) return undefined
  const named = referencedModules(tokens, context)
  const targets = named.length > 0 ? named : solePitched(context)
  if (targets.length === 0) {
    if (context.problems.length === 0)
      context.problems.push(context.chinese ? '要给哪个振荡器移调？' : 'Which oscillator should I transpose?')
    return []
  }
  return targets.flatMap((target) => shifted(target, shift.semitones, context))
}

/** The shift said, in semitones, if the sentence says one: a direction and an octave/semitone amount. */
function readShift(tokens: readonly Token[]): { semitones: number } | undefined {
  const sign = tokens.some((token) => DOWN.has(token.text.toLowerCase()))
    ? -1
    : tokens.some((token) => UP.has(token.text.toLowerCase()))
      ? 1
      : 0
  if (sign === 0) return undefined
  const index = tokens.findIndex(
    (token) =>
      (token.kind === 'param' && (token.names[0] === 'octave' || token.names[0] === 'semi')) ||
      (token.kind === 'number' && token.unit === 'semitones'),
  )
  if (index < 0) return undefined
  const unit = tokens[index]!
  // Any other number is a value to set (set the octave to -1), not a shift.
  const others = tokens.filter((token, at) => token.kind === 'number' && at !== index && at !== index - 1)
  if (others.length > 0) return undefined
  if (unit.kind === 'number') return { semitones: sign * unit.value }
  const count = tokens[index - 1]
  const amount = count?.kind === 'number' && !count.unit ? count.value : 1
  const perStep = unit.kind === 'param' && unit.names[0] === 'octave' ? 12 : 1
  return { semitones: sign * amount * perStep }
}

function solePitched(context: ReferenceContext): ModuleRef[] {
  const nodes = context.canvas.nodes.filter((node) => PITCHED.includes(node.type))
  return nodes.length === 1 ? [{ kind: 'existing', id: nodes[0]!.id, type: nodes[0]!.type }] : []
}

function shifted(target: ModuleRef, semitones: number, context: ReferenceContext): PlannedStep[] {
  const current = (name: string) => {
    const node = target.kind === 'existing' ? context.canvas.nodes.find((n) => n.id === target.id) : undefined
    return Number(node?.params[name] ?? parameterDefinition(target.type, name)?.default ?? 0)
  }
  if (target.type === 'advancedoscillator') {
    const octaves = Math.trunc(semitones / 12)
    const steps: PlannedStep[] = []
    if (octaves !== 0)
      steps.push({ kind: 'set', target, parameter: 'octave', value: current('octave') + octaves })
    if (semitones % 12 !== 0)
      steps.push({ kind: 'set', target, parameter: 'semi', value: current('semi') + (semitones % 12) })
    return steps
  }
  // Note sources (keyboard, MIDI input, sequencer) transpose the notes they send.
  if (parameterDefinition(target.type, 'transpose'))
    return [{ kind: 'set', target, parameter: 'transpose', value: current('transpose') + semitones }]
  if (target.type === 'simpleoscillator')
    return [
      { kind: 'set', target, parameter: 'freq', value: Math.round(current('freq') * 2 ** (semitones / 12)) },
    ]
  context.problems.push(
    context.chinese ? `${target.type} 不能移调。` : `A ${target.type} cannot be transposed.`,
  )
  return []
}
