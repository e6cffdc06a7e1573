import { moduleDefinition } from '../catalogue/catalogue.ts'
import { hasModulationInput, modulationInput } from './modulation-inputs.ts'
import type { ModuleRef, PlannedStep } from './plan.ts'
import { planSettings, saysValue } from './plan-settings.ts'
import { type ReferenceContext, referencedModules } from './references.ts'
import type { Token } from './tokens.ts'

type ModuleToken = Extract<Token, { kind: 'module' }>

/**
 * "Modulate <module>'s <parameter> with <source>": an LFO and another module, with a modulation verb or a
 * parameter that some input moves (用LFO调制振荡器的音量, add an lfo on the first oscillator's gain). The LFO
 * is a new one when the sentence adds one or the canvas has none. Its signal goes to the input that moves
 * the parameter named (modulation-inputs); a module that nothing can modulate is a question, not a guess.
 * Values said go to the LFO (a 5 Hz LFO, 速率0.5赫兹的LFO, a square LFO). Undefined when this is not the frame.
 */
export function planModulation(
  tokens: readonly Token[],
  context: ReferenceContext,
): { steps: PlannedStep[] } | undefined {
  const lfo = tokens.find(
    (token): token is ModuleToken => token.kind === 'module' && token.types[0] === 'lfo',
  )
  const others = tokens.filter((token) => token !== lfo)
  const verbs = tokens.flatMap((token) => (token.kind === 'verb' ? [token.verb] : []))
  if (
    !lfo ||
    verbs.some((verb) => verb === 'delete' || verb === 'disconnect' || verb === 'undo' || verb === 'redo')
  )
    return undefined
  const targetName = targetParameter(tokens)
  if (!verbs.includes('modulate') && !targetName) return undefined
  // Only the LFO named ("set the lfo rate to 2"): its own settings, not a modulation.
  if (!others.some((token) => token.kind === 'module')) return undefined
  const resolved = referencedModules(others, context).filter((ref) => ref.type !== 'lfo')
  if (resolved.length !== 1) {
    if (resolved.length > 1) context.problems.push(which(context))
    return { steps: [] }
  }
  const target = resolved[0]!
  const input = modulationInput(target.type, targetName?.names)
  if (!input) {
    context.problems.push(notModulatable(target.type, hasModulationInput(target.type), context.chinese))
    return { steps: [] }
  }
  const steps: PlannedStep[] = []
  const source = lfoRef(lfo, verbs.includes('add'), context, steps)
  if (!source) return { steps: [] }
  const values = others.filter((token) => token !== targetName && isValueToken(token))
  if (saysValue(values)) steps.push(...planSettings(values, [source], context))
  steps.push({
    kind: 'connect',
    from: source,
    to: target,
    handles: { sourceHandle: 'signal', targetHandle: input },
  })
  return { steps }
}

/** The parameter that is moved: a parameter word not followed by a value (速率0.5赫兹 is a setting). */
function targetParameter(tokens: readonly Token[]): Extract<Token, { kind: 'param' }> | undefined {
  return tokens.find(
    (token, index): token is Extract<Token, { kind: 'param' }> =>
      token.kind === 'param' && !isValue(tokens[index + 1]) && !isValue(tokens[index - 1]),
  )
}

/** The existing LFO unless the sentence adds one or the canvas has none (then a new one, added first). */
function lfoRef(
  lfo: ModuleToken,
  adding: boolean,
  context: ReferenceContext,
  steps: PlannedStep[],
): ModuleRef | undefined {
  if (!adding && context.canvas.nodes.some((node) => node.type === 'lfo'))
    return referencedModules([lfo], context)[0]
  const index = context.adds.push({ type: 'lfo' }) - 1
  steps.push({ kind: 'add', index, type: 'lfo' })
  return { kind: 'new', index, type: 'lfo' }
}

function isValue(token: Token | undefined): boolean {
  return token?.kind === 'number' || token?.kind === 'value'
}

function isValueToken(token: Token): boolean {
  return token.kind === 'number' || token.kind === 'value' || token.kind === 'param'
}

function which(context: ReferenceContext): string {
  return context.chinese ? '要调制哪一个模块？' : 'Which module should the LFO modulate?'
}

function notModulatable(type: string, any: boolean, chinese: boolean): string {
  const label = moduleDefinition(type)?.label ?? type
  if (!any)
    return chinese
      ? `${label}没有可以调制的控制输入；LFO 可以调制振荡器的频率或音量、高级振荡器的失谐、小号的表情或音序器的速度。`
      : `The ${type} has no control input to modulate; an LFO can move an oscillator's frequency or gain, an advanced oscillator's detune, a trumpet's expression or a sequencer's tempo.`
  return chinese ? `${label}的这个参数不能被调制。` : `That parameter of the ${type} cannot be modulated.`
}
