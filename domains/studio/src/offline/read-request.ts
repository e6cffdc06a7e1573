import { moduleDefinition } from '../catalogue/index.ts'
import type { ProjectDocument } from '../chain/chain.ts'
import { kindNamedIn } from '../forge/index.ts'
import { type Ask, askText } from './asks.ts'
import { gateIntent } from './coverage-gate.ts'
import { detectIntent, type StudioIntent } from './detect-intent.ts'
import { forgeIntent } from './forge-intents.ts'
import { resolveFrequencyAnchors } from './frequency-anchors.ts'
import { historyIntent } from './history-intents.ts'
import { resolvePointers } from './module-pointers.ts'
import { moduleRefs } from './module-refs.ts'
import { paramNamedIn, paramOwners } from './param-bindings.ts'
import { sequenceSteps, softParts, withoutNegated } from './request-steps.ts'
import { certificationIn, suiteIn } from './request-words.ts'
import { speechAct } from './speech-act.ts'
import { answerFromState } from './state-answers.ts'
import { undoIntent } from './undo-intents.ts'
import { INTENT_WORDS, VOCABULARY } from './vocabulary.ts'
import { xiprobeIntent } from './xiprobe-intents.ts'
import { xitestIntent } from './xitest-intents.ts'
import { xivstIntent } from './xivst-intents.ts'

/**
 * Reads a whole request before anything is done: a question is answered from the project; negated parts
 * are left alone; the rest is cut into steps, and each must be understood or none is done.
 */
export function readRequest(
  raw: string,
  hasSpectrum: boolean,
  project: ProjectDocument & { focusModuleId?: string },
  /** A picture came with the request: the offline engine cannot read one (a report is asked for as data). */
  hasImage = false,
): StudioIntent {
  // "the shelf at 8 kHz", 第二个搁架: pointers at a module are read as the module they point at, first.
  // "cut 2 dB at 8 kHz": a frequency with no module named points at the one module sitting there.
  const text = resolveFrequencyAnchors(resolvePointers(raw, project), project)
  return gateIntent(readWhole(text, hasSpectrum, project, hasImage), text, project)
}

function readWhole(
  raw: string,
  hasSpectrum: boolean,
  project: ProjectDocument & { focusModuleId?: string },
  hasImage: boolean,
): StudioIntent {
  const zh = /[\u4e00-\u9fff]/.test(raw)
  if (hasSpectrum) return detectIntent(raw, hasSpectrum, project)
  // "这个模块该暴露哪些参数？" reads like a question about state, but XiForge answers it with a tool.
  const app =
    forgeIntent(raw, project) ??
    xivstIntent(raw) ??
    xiprobeIntent(raw, hasImage) ??
    xitestIntent(raw) ??
    historyIntent(raw) ??
    undoIntent(raw)
  if (app) return app
  // "差多少？主驾实测一下": a question followed by the command that answers it is the command.
  const sentences = raw.split(/(?<=[?？。!！])/).filter((part) => part.trim())
  const commands = sentences.filter((sentence) => speechAct(sentence) === 'command')
  if (sentences.length > 1 && commands.length > 0 && commands.length < sentences.length)
    return readRequest(commands.join(' '), hasSpectrum, project, hasImage)
  const act = speechAct(raw)
  if (act !== 'command') {
    // Questions about the algorithm library are answered by searching it (a read, not an edit).
    if (act === 'question' && INTENT_WORDS.library.test(raw))
      return { kind: 'search', query: raw, certification: certificationIn(raw) }
    // "how would you implement a look-ahead limiter in C++?": code asked for as a question is written.
    if (act === 'question' && asksForCode(raw)) return detectIntent(raw, false, project)
    // "does it still pass the clipping tests?": a suite named with a run word is answered by running it.
    if (act === 'question' && suiteIn(raw.toLowerCase()) && INTENT_WORDS.run.test(raw))
      return detectIntent(raw, false, project)
    // "释放时间现在多长": a parameter only one module has names that module.
    const refs = moduleRefs(raw, project)
    const owners = refs.length === 0 ? paramOwners(raw, project) : []
    const asked = owners.length === 1 ? [{ module: owners[0]!, at: 0, end: 0 }] : refs
    const text = answerFromState(raw, asked, project, act === 'hypothetical', zh)
    return text ? { kind: 'answer', text } : { kind: 'ask', ask: { kind: 'cannot', what: 'unknown' } }
  }
  const kept = withoutNegated(raw)
  if (kept === undefined)
    return { kind: 'answer', text: zh ? '好的，保持不变。' : 'OK, I will leave that as it is.' }
  const steps = sequenceSteps(kept)
  if (steps.length === 1) {
    // Parts joined by commas or "and" are separate steps only when each stands alone ("低架 100Hz，高架 -2dB").
    const parts = softParts(kept)
    if (parts.length > 1) {
      const read = withoutReasons(
        parts.map((text) => ({ text, intent: detectIntent(text, false, project) })),
        project,
      )
      if (read.length === 1) return read[0]!.intent
      // "写个限幅器，前瞻 2ms": the values beside a code request describe the code, never the project.
      if (read.some((step) => step.intent.kind === 'generate')) return detectIntent(kept, false, project)
      if (read.every((step) => actionable(step.intent))) return { kind: 'steps', steps: read }
    }
    return orFromState(detectIntent(kept, false, project), kept, project, zh)
  }
  const read = withoutReasons(
    steps.map((text) => ({ text, intent: detectIntent(text, false, project) })),
    project,
  )
  if (read.length === 1) return read[0]!.intent
  const unread = read.find((step) => !actionable(step.intent))
  if (unread)
    return unread.intent.kind === 'ask' && unread.intent.ask.kind !== 'cannot'
      ? unread.intent
      : { kind: 'ask', ask: { kind: 'not-understood', part: unread.text } }
  return { kind: 'steps', steps: read }
}

/**
 * A command not understood that names something in the project ("show me the chain", "低架的参数") gets
 * the project's state, never canned help; unless it asked to be shown, it is told nothing changed.
 */
function orFromState(
  intent: StudioIntent,
  text: string,
  project: ProjectDocument,
  zh: boolean,
): StudioIntent {
  if (intent.kind !== 'unknown') return intent
  const state = answerFromState(text, moduleRefs(text, project), project, false, zh)
  if (!state) return intent
  if (VOCABULARY.showTopic.test(text)) return { kind: 'answer', text: state }
  const question = whatToChange(text, project)
  return {
    kind: 'answer',
    text: `${
      question
        ? `${askText(question, zh)}${zh ? '' : ' '}`
        : zh
          ? '我没有理解要改什么，什么都没改。'
          : 'I did not understand what to change, so nothing changed. '
    }${zh ? '现在：' : 'Now: '}${state}`,
  }
}

/**
 * The question for a request that names what it is about but not the change: which parameter of the one
 * module named, or which of the modules named; never a bare "I did not understand".
 */
function whatToChange(text: string, project: ProjectDocument): Ask | undefined {
  // No module named: the modules that have the parameter named ("the release" is the limiter's).
  const named = moduleRefs(text, project).flatMap((ref) => ref.candidates ?? [ref.module])
  const modules = [
    ...new Set((named.length > 0 ? named : paramOwners(text, project)).map((module) => module.id)),
  ]
  if (modules.length > 1) return { kind: 'which-module', candidates: modules }
  const module = project.chain.modules.find((candidate) => candidate.id === modules[0])
  const params = module ? (moduleDefinition(module.type)?.params ?? []) : []
  const said = module ? paramNamedIn(module, text) : undefined
  // The settings a person tunes; the shape a module was added as (its `type`) is not one of them.
  const tunable = params.filter((param) => param.type === 'number' || param.type === 'boolean')
  const candidates = said ? [said.key] : tunable.map((param) => param.key)
  return module && candidates.length > 0
    ? { kind: 'which-param', moduleId: module.id, candidates }
    : undefined
}

type Step = { text: string; intent: StudioIntent }

/**
 * "the low end is muddy, bring the low shelf down 3 dB": a complaint about a band said beside an explicit
 * change of that band's shelf is the reason for it, not a second change ("低音太轰了，然后跑回归" keeps both).
 */
function withoutReasons(steps: Step[], project: ProjectDocument): Step[] {
  const shelfOf = (moduleId: string) =>
    project.chain.modules.find((module) => module.id === moduleId)?.params.type
  const band = { bass: 'lowShelf', treble: 'highShelf' } as const
  const changed = new Set(
    steps
      .flatMap((step) => (step.intent.kind === 'set-param' ? step.intent.changes : []))
      .map((change) => shelfOf(change.moduleId)),
  )
  // "the limiter is pumping, set its release to 300 ms": the complaint is why, the value is what.
  const changedModules = new Set(
    steps
      .flatMap((step) => (step.intent.kind === 'set-param' ? step.intent.changes : []))
      .map((c) => c.moduleId),
  )
  return steps.filter(
    (step) =>
      !(
        ((step.intent.kind === 'bass' || step.intent.kind === 'treble') &&
          changed.has(band[step.intent.kind])) ||
        (step.intent.kind === 'complaint' &&
          step.intent.changes.every((change) => changedModules.has(change.moduleId)))
      ),
  )
}

/** A module kind named with a code word or a writing verb ("implement", 代码). */
function asksForCode(raw: string): boolean {
  const text = raw.toLowerCase()
  return (
    kindNamedIn(raw) !== undefined &&
    (VOCABULARY.codeArtefacts.test(text) || INTENT_WORDS.generate.test(text)) &&
    !INTENT_WORDS.chainWords.test(text)
  )
}

function actionable(intent: StudioIntent): boolean {
  return !['unknown', 'ask', 'answer', 'steps'].includes(intent.kind)
}
