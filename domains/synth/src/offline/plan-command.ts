import { notUnderstood, type Reading, read, unexplained } from '@mindwire/understanding'
import type { CanvasSnapshot } from '../graph/canvas.ts'
import { asBuildOnEmpty } from './build-on-empty.ts'
import { boundQuestion, moreOfPresent, settingGroups, wishedChange } from './clause-shapes.ts'
import { earlierTurnModule } from './earlier-turn.ts'
import { deletionThenMore, planDeleteKeeping } from './frame-delete-keep.ts'
import { FOLLOW_UP_WORDS, planFollowUp } from './frame-follow-up.ts'
import { planInsertion } from './frame-insert.ts'
import { planModulation } from './frame-modulate.ts'
import { planReplacement } from './frame-replace.ts'
import { planSwap } from './frame-swap.ts'
import { planTimbre, timbreAsParameters } from './frame-timbre.ts'
import { planTranspose } from './frame-transpose.ts'
import { planRedo, planUndo } from './frame-undo.ts'
import { AS_IS_WORDS } from './lexicon.ts'
import { ordinalAlone } from './ordinal-alone.ts'
import { onlyPitch, pitchThenMore } from './pitch-clause.ts'
import type { CommandPlan, ModuleRef, PlannedStep } from './plan.ts'
import { planAdds, unwiredAdd, wiringQuestion } from './plan-adds.ts'
import { planConnections, planDisconnections } from './plan-connections.ts'
import { readRelativeChanges, relativeSteps, soleHolder } from './plan-relative.ts'
import { planSettings, planSwitch } from './plan-settings.ts'
import type { TurnCall } from './read-turn.ts'
import { SOUND_WORDS } from './recipes.ts'
import { everyModule, type ReferenceContext, referencedModules } from './references.ts'
import { scanCommand } from './scan-command.ts'
import { type Segment, segmentTokens } from './segments.ts'
import { answerFromState } from './state-answer.ts'
import { SYNTH_LEXICON } from './synth-lexicon.ts'
import type { Token } from './tokens.ts'
import { unboundAllQuestion } from './unbound-all.ts'
import { unsupportedProblem } from './unsupported.ts'
import { pickParameter } from './values.ts'

/**
 * Reads one message into the tool calls it asks for, in order, against the canvas it refers to (and, for
 * "undo", the calls of earlier turns). Questions (什么是…, how…) become a knowledge search; greetings and
 * messages without a command become no steps. A message with anything the engine could not resolve (an
 * ambiguous module, a missing value, a module the catalogue lacks) becomes no steps at all: it asks first.
 */
export function planCommand(
  text: string,
  canvas: CanvasSnapshot,
  earlier: readonly TurnCall[][] = [],
): CommandPlan {
  const chinese = /[\u4e00-\u9fff]/.test(text)
  const tokens = scanCommand(text, canvas)
  const context: ReferenceContext = { canvas, adds: [], last: [], chinese, problems: [] }
  const before = earlierTurnModule(earlier, canvas)
  if (before) context.earlier = before
  const greeting = tokens.some((token) => token.kind === 'role' && token.role === 'greeting')
  const verbs = tokens.flatMap((token) => (token.kind === 'verb' ? [token.verb] : []))
  const mentionsCanvas = tokens.some((token) => token.kind === 'role' && token.role === 'canvas')
  if (verbs.includes('inspect') && mentionsCanvas) {
    return { steps: [{ kind: 'canvas' }], problems: [], greeting: false, chinese }
  }
  // A question is answered, from the canvas when it asks about it, else from the knowledge base: never an edit.
  const reading = read(text, SYNTH_LEXICON)
  // Thanks, small talk, "not sure yet": a plain answer, never a call (a greeting still explains what it can do).
  if (reading.act === 'social' && reading.social !== 'greeting' && !tokens.some(acts))
    return { steps: [], problems: [], greeting: false, chinese, answer: socialAnswer(chinese) }
  if (reading.act === 'question' || (verbs.includes('ask') && !verbs.includes('inspect'))) {
    const answer = answerFromState(text, tokens, canvas, chinese)
    if (answer) return { steps: [], problems: [], greeting: false, chinese, answer }
    return { steps: [{ kind: 'search', query: text.trim() }], problems: [], greeting: false, chinese }
  }
  const bound = boundQuestion(tokens, chinese)
  if (bound) return { steps: [], problems: [bound], greeting: false, chinese }
  const unsupported = unsupportedProblem(tokens, chinese)
  if (unsupported) return { steps: [], problems: [unsupported], greeting: false, chinese }
  const timbre = planTimbre(tokens, canvas, chinese)
  if (timbre && 'problem' in timbre)
    return { steps: [], problems: [timbre.problem], greeting: false, chinese }
  if (timbre)
    return gated({ ...timbre, problems: [], greeting: false, chinese }, reading, canvas, tokens, SOUND_WORDS)
  const words = asBuildOnEmpty(timbreAsParameters(tokens), canvas)
  // "No wait, 200", "double it", "and the delay as well": the setting just made, taken further.
  const followUp = planFollowUp(words, text, earlier, context)
  const steps = followUp ?? framedSteps(words, verbs, context, earlier) ?? segmentSteps(words, context)
  // An undo's or a redo's calls carry it in their ids, so that a later 重做 knows what the turn was.
  const frame = followUp
    ? undefined
    : verbs.includes('redo')
      ? 'redo'
      : verbs.includes('undo')
        ? 'undo'
        : undefined
  // On an empty canvas a patch is built whole or asked: never a chain with a module left unwired.
  const loose = canvas.nodes.length === 0 ? unwiredAdd(steps) : undefined
  if (loose && context.problems.length === 0) context.problems.push(wiringQuestion(loose, chinese))
  const problems = context.problems
  if (problems.length === 0 && steps.length > 0)
    return gated(
      { steps, problems, greeting: false, chinese, ...(frame ? { frame } : {}) },
      reading,
      canvas,
      words,
      followUp ? FOLLOW_UP_WORDS : [],
    )
  const declined =
    steps.length === 0 &&
    problems.length === 0 &&
    words.some(
      (token) => isNegation(token) || (token.kind === 'role' && AS_IS_WORDS.has(token.text.toLowerCase())),
    )
  return {
    steps: problems.length > 0 ? [] : steps,
    problems,
    ...(declined ? { answer: chinese ? '好的，不做改动。' : 'All right, I will leave it as it is.' } : {}),
    greeting: greeting && steps.length === 0,
    chinese,
  }
}

const READ_ONLY: ReadonlySet<PlannedStep['kind']> = new Set(['details', 'canvas', 'search'])

/**
 * The coverage gate: a plan acts only when the reading accounts for every content word of the request (a
 * module's own name on the canvas and a verb read where it stands count); otherwise nothing changes and the engine names what it did not
 * understand.
 */
function gated(
  plan: CommandPlan,
  reading: Reading,
  canvas: CanvasSnapshot,
  tokens: readonly Token[],
  explains: readonly string[] = [],
): CommandPlan {
  // Reading a module's details changes nothing: no need to be sure of every word first.
  if (plan.steps.every((step) => READ_ONLY.has(step.kind))) return plan
  // A verb the scanner read where it stands (the delay on, 延迟开) is explained there, and only there.
  const verbs = tokens.flatMap((token) => (token.kind === 'verb' ? [token.text] : []))
  const left = unexplained(reading, [
    ...canvas.nodes.flatMap((node) => [node.name, node.id]),
    ...verbs,
  ]).filter((words) => !words.split(/\s+/).every((word) => explainedBy(word, explains)))
  if (left.length === 0) return plan
  return { ...plan, steps: [], problems: [notUnderstood(left, plan.chinese)] }
}

/** A word among `explains`: a Latin word whole, a Chinese run inside one of them. */
function explainedBy(word: string, explains: readonly string[]): boolean {
  return /[a-z]/.test(word)
    ? explains.some((known) => known.split(/\s+/).includes(word))
    : explains.some((known) => known.includes(word))
}

/** Whole-sentence frames first: undo, transpose, swap, replace, insert between, modulate; undefined when none applies. */
function framedSteps(
  tokens: readonly Token[],
  verbs: readonly string[],
  context: ReferenceContext,
  earlier: readonly TurnCall[][],
): PlannedStep[] | undefined {
  if (verbs.includes('redo')) return planRedo(earlier, context).steps
  if (verbs.includes('undo')) return planUndo(earlier, context).steps
  const pitch = pitchThenMore(tokens)
  if (pitch) {
    const shift = planTranspose(pitch.head, context)
    if (shift) return [...shift, ...segmentSteps(pitch.tail, context)]
  }
  const deletion = deletionThenMore(tokens)
  const deleted = deletion && planDeleteKeeping(deletion.head, context)
  if (deleted && deleted.length > 0) {
    // The step after may name a link the deletion already closed (…and hook the EQ to the speaker): once.
    const made = new Set(deleted.map((step) => JSON.stringify(step)))
    return [
      ...deleted,
      ...segmentSteps(deletion.tail, context).filter((step) => !made.has(JSON.stringify(step))),
    ]
  }
  return (
    planSwap(tokens, context) ??
    planDeleteKeeping(tokens, context) ??
    (onlyPitch(tokens) ? planTranspose(tokens, context) : undefined) ??
    planReplacement(tokens, context) ??
    (planInsertion(tokens, context) ?? planModulation(tokens, context))?.steps
  )
}

/** The sentence clause by clause, each verb with its words. */
function segmentSteps(tokens: readonly Token[], context: ReferenceContext): PlannedStep[] {
  const steps: PlannedStep[] = []
  for (const segment of segmentTokens(tokens)) {
    const planned = planSegment(segment, context)
    steps.push(...planned.steps)
    if (planned.refs.length > 0) context.last = planned.refs
  }
  return steps
}

function planSegment(
  segment: Segment,
  context: ReferenceContext,
): { steps: PlannedStep[]; refs: ModuleRef[] } {
  const tokens = [...segment.before, ...segment.after]
  const unbound = segment.negated ? undefined : unboundAllQuestion(segment, context)
  if (unbound) {
    context.problems.push(unbound)
    return { steps: [], refs: [] }
  }
  // "Add 2 dB to the highs", 延迟时间加50毫秒: an add that names no module is an amount added; "give me
  // more reverb" with a reverb on the canvas is more of it, not a second one.
  // 键盘移调加12: a parameter said before the add and no module after it is an amount added to that parameter.
  const addsAmount =
    segment.verb === 'add' &&
    (!tokens.some((token) => token.kind === 'module') ||
      moreOfPresent(tokens, context.canvas) ||
      (segment.before.some((token) => token.kind === 'param') &&
        !segment.after.some((token) => token.kind === 'module')))
  // "I'd like the oscillator a bit louder", "I want the reverb at 3 s": the module there, changed, not added.
  const onExisting = segment.verb === 'add' && wishedChange(segment.after, context.canvas)
  const verb = onExisting ? 'set' : segment.verb
  const relative = RELATIVE_VERBS.has(verb) || addsAmount
  const said = segment.said ? [...segment.before, segment.said, ...segment.after] : tokens
  // "把振荡器频率提高一个八度, then …": a pitch shift said in one clause of several.
  const shift = relative && !segment.negated && onlyPitch(said) ? planTranspose(said, context) : undefined
  if (shift) return { steps: shift, refs: context.last }
  const changes = relative ? readRelativeChanges(said) : undefined
  if (changes === 'unclear' && !segment.negated) {
    context.problems.push(
      context.chinese
        ? '这几处改动各调多少？请分开说。'
        : 'How much should each of these change? Please say them one by one.',
    )
    return { steps: [], refs: [] }
  }
  if (changes && changes !== 'unclear' && !segment.negated) {
    const steps: PlannedStep[] = []
    let refs: ModuleRef[] = []
    for (const { change, tokens: part } of changes) {
      const named = referencedModules(part, context)
      refs =
        named.length > 0
          ? named
          : refs.length > 0
            ? refs
            : context.last.length > 0
              ? context.last.slice(-1)
              : soleHolder(change, context)
      if (refs.length === 0 && context.problems.length === 0)
        context.problems.push(context.chinese ? '请说明是哪个模块。' : 'Which module do you mean?')
      steps.push(...relativeSteps(change, refs, context))
    }
    return { steps, refs }
  }
  if (segment.negated) return { steps: [], refs: quietly(() => referencedModules(tokens, context), context) }
  switch (verb) {
    case 'add':
      return planAdds(tokens, context)
    case 'connect':
      return planConnections(segment, context)
    case 'disconnect':
      return planDisconnections(segment, context)
    case 'delete': {
      if (
        tokens.some((token) => token.kind === 'role' && (token.role === 'link' || token.role === 'allLinks'))
      )
        return planDisconnections(segment, context)
      // "Drop the synth an octave" speaks of a parameter: never a deletion on a guess.
      if (tokens.some((token) => token.kind === 'param')) {
        context.problems.push(
          context.chinese
            ? '是要调整参数吗？请说出参数和数值。'
            : 'Do you mean to change a parameter? Please name it and give a value.',
        )
        return { steps: [], refs: [] }
      }
      const clearAll =
        tokens.some((token) => token.kind === 'role' && token.role === 'canvas') ||
        (tokens.some((token) => token.kind === 'role' && token.role === 'all') &&
          tokens.some((token) => token.kind === 'role' && token.role === 'modules') &&
          !tokens.some((token) => token.kind === 'module'))
      const refs = clearAll ? everyModule(context.canvas) : targetsOf(tokens, context)
      return { steps: refs.map((target) => ({ kind: 'delete', target })), refs }
    }
    // 换成 with one module and a value (把振荡器换成方波) changes a setting; two modules are frame-replace's.
    case 'replace':
    case 'set': {
      // "Set the oscillator to 220 Hz and the reverb's wet to 0.3": each module takes the values said with it.
      const groups = settingGroups(tokens)
      const steps: PlannedStep[] = []
      let refs: ModuleRef[] = []
      for (const group of groups) {
        refs = targetsOf(group, context)
        steps.push(...planSettings(group, refs, context))
        if (groups.length > 1) context.last = refs
      }
      return { steps, refs }
    }
    case 'enable':
    case 'disable': {
      // "Leave everything on", 保持混响开着: the state stays as it is; nothing is switched.
      if (tokens.some((token) => token.kind === 'role' && AS_IS_WORDS.has(token.text.toLowerCase())))
        return keptAsIs(tokens, segment.verb === 'enable', context)
      // "Everything off except the speaker", 除了扬声器都关掉: every module but the ones named.
      if (
        tokens.some((token) => token.kind === 'role' && (token.role === 'keep' || token.role === 'allBut'))
      ) {
        const kept = new Set(
          referencedModules(tokens, context).map((ref) => (ref.kind === 'existing' ? ref.id : '')),
        )
        const refs = everyModule(context.canvas).filter((ref) => ref.kind === 'existing' && !kept.has(ref.id))
        return { steps: planSwitch(refs, segment.verb === 'enable'), refs }
      }
      // "Turn everything off": every module, only with a word for all and no module named.
      const every =
        !tokens.some((token) => token.kind === 'module') &&
        tokens.some((token) => token.kind === 'role' && (token.role === 'canvas' || token.role === 'all'))
      const refs = every ? everyModule(context.canvas) : targetsOf(tokens, context)
      return { steps: planSwitch(refs, segment.verb === 'enable'), refs }
    }
    case 'inspect':
    case undefined: {
      const refs = referencedModules(tokens, context)
      if (segment.verb === 'inspect' && refs.length === 0) return { steps: [{ kind: 'canvas' }], refs }
      return { steps: refs.map((target) => ({ kind: 'details', target })), refs }
    }
    default:
      return { steps: [], refs: [] }
  }
}

/**
 * A switch said with "keep" or "leave": nothing changes. When a module named is not in that state the person
 * may have meant to switch it, so it is asked instead of done.
 */
function keptAsIs(
  tokens: readonly Token[],
  enabled: boolean,
  context: ReferenceContext,
): { steps: PlannedStep[]; refs: ModuleRef[] } {
  const named = quietly(() => referencedModules(tokens, context), context)
  const refs = named.length > 0 ? named : everyModule(context.canvas)
  const differ = refs.filter(
    (ref) =>
      ref.kind === 'existing' && context.canvas.nodes.find((node) => node.id === ref.id)?.enabled !== enabled,
  )
  if (differ.length > 0 && named.length > 0)
    context.problems.push(
      context.chinese
        ? `${differ.map((ref) => (ref.kind === 'existing' ? ref.id : ref.type)).join('、')} 现在是${enabled ? '关' : '开'}着的，要${enabled ? '打开' : '关掉'}吗？`
        : `${differ.map((ref) => (ref.kind === 'existing' ? ref.id : ref.type)).join(', ')} is ${enabled ? 'off' : 'on'} now; should I switch it ${enabled ? 'on' : 'off'}?`,
    )
  return { steps: [], refs }
}

/** Words that would change the canvas: a social message with one of them is read as a command. */
function acts(token: Token): boolean {
  return (
    token.kind === 'verb' || token.kind === 'number' || token.kind === 'value' || token.kind === 'relative'
  )
}

function socialAnswer(chinese: boolean): string {
  return chinese
    ? '好的，画布没有改动。需要调整时告诉我。'
    : 'Glad to help; the canvas is unchanged. Tell me when you want a change.'
}

/** Clauses that may say a change against the current value ("drop the decay a bit" is no deletion). */
const RELATIVE_VERBS: ReadonlySet<Segment['verb']> = new Set<Segment['verb']>(['set', 'delete', undefined])

/** What a negated clause names, for a later "it": its own problems (an ambiguity) are not the person's. */
function quietly(read: () => ModuleRef[], context: ReferenceContext): ModuleRef[] {
  const before = context.problems.length
  const refs = read()
  context.problems.length = before
  return refs
}

function isNegation(token: Token): boolean {
  return token.kind === 'role' && token.role === 'not'
}

/**
 * The modules a segment acts on; none named means the one named last (它, it), or the only module on the
 * canvas that has the parameter named (延迟时间 → the delay).
 */
function targetsOf(tokens: readonly Token[], context: ReferenceContext): ModuleRef[] {
  const refs = referencedModules(tokens, context)
  if (refs.length > 0) return refs
  const counted = ordinalAlone(tokens, context)
  if (counted) return counted
  const last = context.last.slice(-1)
  if (last.length > 0) return last
  const owner = soleOwner(tokens, context)
  if (owner) return [owner]
  // "Turn it back on", "make it 350": the module the turn before acted on, when "it" was said.
  if (context.earlier && tokens.some((token) => token.kind === 'role' && token.role === 'it'))
    return [context.earlier]
  if (context.problems.length === 0)
    context.problems.push(context.chinese ? '请说明是哪个模块。' : 'Which module do you mean?')
  return []
}

/** The only module on the canvas with the parameter named, or the one a value word implies (换成方波 → waveform). */
function soleOwner(tokens: readonly Token[], context: ReferenceContext): ModuleRef | undefined {
  const param = tokens.find((token) => token.kind === 'param')
  const value = tokens.find((token) => token.kind === 'value' && token.parameter !== '')
  const names =
    param?.kind === 'param' ? param.names.slice(0, 1) : value?.kind === 'value' ? [value.parameter] : []
  if (names.length === 0) return undefined
  const owners = context.canvas.nodes.filter((node) => pickParameter(node.type, names))
  return owners.length === 1 ? { kind: 'existing', id: owners[0]!.id, type: owners[0]!.type } : undefined
}
