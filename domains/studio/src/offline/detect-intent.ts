import { moduleDefinition } from '../catalogue/index.ts'
import type { ParamValue } from '../catalogue/module-definition.ts'
import type { ChainModule, ProjectDocument } from '../chain/chain.ts'
import { kindNamedIn } from '../forge/index.ts'
import type { ReportPoint } from '../xiprobe/assess-report.ts'
import { kindNamedApart, readAdd, slotBefore } from './add-request.ts'
import { amountsIn } from './amounts.ts'
import type { Ask } from './asks.ts'
import { catalogueIdsIn } from './catalogue-words.ts'
import { complaintStep } from './complaints.ts'
import { unexplainedWords } from './coverage-gate.ts'
import { type ModuleRef, moduleRefs } from './module-refs.ts'
import type { SubjectArgs } from './module-subject.ts'
import { moduleSwitch } from './module-switch.ts'
import { bindValues, type ParamChange, paramOwners, vagueChange } from './param-bindings.ts'
import { relativeStep } from './relative-steps.ts'
import {
  appIn,
  certificationIn,
  modeIn,
  positionIn,
  signalIn,
  signalTypeIn,
  suiteIn,
} from './request-words.ts'
import { judgedValue } from './value-judgements.ts'
import { SHARED_KIND_WORDS, VOCABULARY, INTENT_WORDS as W } from './vocabulary.ts'

/** What a request to the studio asks for, as the offline engine understands it. */
export type StudioIntent =
  | { kind: 'diagnose'; position: Position }
  | { kind: 'open-app'; app: string; intent: string }
  | { kind: 'generate'; request: string; tests: boolean }
  | { kind: 'run-tests'; suiteId: string; autoStart: boolean }
  | { kind: 'engine-sound-chain' }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'remove-module'; moduleId: string }
  | { kind: 'replace-module'; moduleId: string; type: string }
  | { kind: 'connect'; from: string; to: string; disconnect: boolean }
  | { kind: 'move-module'; moduleId: string; after: string }
  | { kind: 'bind-signal'; moduleId?: string; request: string; signalName: string; mode: string }
  | { kind: 'auto-tune'; position: Position; signalType: SignalType }
  | { kind: 'measure'; position: Position; signalType: SignalType }
  | { kind: 'set-param'; changes: ParamChange[] }
  | { kind: 'add-module'; query: string; type?: string; params?: Record<string, ParamValue>; after?: string }
  | { kind: 'bass'; direction: 'less' | 'more' }
  | { kind: 'treble'; direction: 'less' | 'more' }
  | { kind: 'complaint'; changes: ParamChange[] }
  | { kind: 'search'; query: string; certification?: string }
  | { kind: 'suggest-params'; subject: SubjectArgs }
  | { kind: 'tuning-ui'; subject: SubjectArgs; style: string }
  | { kind: 'recommend-plugins'; category: string; needs: string[] }
  | { kind: 'sdk-question'; question: string }
  | { kind: 'recall-history'; query: string; collections: string[]; vehicleModel?: string; seat?: Position }
  | { kind: 'plan-measurement'; target: string }
  | { kind: 'why-failed'; suiteId: string; log?: string }
  | { kind: 'assess-report'; metric: 'thd' | 'frequency-response'; points: ReportPoint[]; limit?: number }
  | { kind: 'unknown' }
  | { kind: 'ask'; ask: Ask }
  | { kind: 'answer'; text: string }
  | { kind: 'steps'; steps: ReadonlyArray<{ text: string; intent: StudioIntent }> }

export type Position = 'driver' | 'passenger' | 'rear'
export type SignalType = 'sweep' | 'pink'

/** Reads one command (a step of a request); `hasSpectrum` when the person attached a spectrum to it. */
export function detectIntent(
  raw: string,
  hasSpectrum: boolean,
  project: ProjectDocument & { focusModuleId?: string },
): StudioIntent {
  const named = focusRef(raw, project) ?? moduleRefs(raw, project)
  // "bump the lookahead to 3 ms": a parameter only one module has names that module; several is a question.
  const owners = named.length === 0 ? paramOwners(raw, project) : []
  const refs: ModuleRef[] = owners.length === 1 ? [{ module: owners[0]!, at: 0, end: 0 }] : named
  return detectWith(raw, refs, project, hasSpectrum, owners)
}

/** Reads one command given the modules it refers to. */
function detectWith(
  raw: string,
  refs: readonly ModuleRef[],
  project: ProjectDocument,
  hasSpectrum = false,
  owners: readonly ChainModule[] = [],
): StudioIntent {
  const text = raw.toLowerCase()
  const position = positionIn(text)
  const signalType = signalTypeIn(text)
  if (hasSpectrum || complainsAboutResponse(text) || W.diagnose.test(text))
    return { kind: 'diagnose', position }
  const app = appIn(text)
  if (app && W.openApp.test(text))
    return {
      kind: 'open-app',
      app,
      intent: W.autoTune.test(text) ? 'auto-tune' : W.measure.test(text) ? 'measure' : 'open',
    }
  if (W.tests.test(text) && !W.run.test(text)) return { kind: 'generate', request: raw, tests: true }
  // Code for a module is generated, never applied to the project's module of that kind.
  const codeAsked = VOCABULARY.codeArtefacts.test(text) && kindNamedIn(raw) !== undefined
  if (codeAsked || (W.generate.test(text) && !W.chainWords.test(text))) {
    if (!codeAsked && kindNamedIn(raw) === undefined)
      return { kind: 'ask', ask: { kind: 'cannot', what: 'writing' } }
    return { kind: 'generate', request: raw, tests: W.tests.test(text) }
  }
  const suite = suiteIn(text)
  if (suite && (W.run.test(text) || W.suiteWords.test(text)))
    return {
      kind: 'run-tests',
      suiteId: suite,
      autoStart: !W.listOnly.test(text),
    }
  if (W.engineSound.test(text)) return { kind: 'engine-sound-chain' }
  // "swap the low shelf and the high shelf": two modules and no new kind is their order, not a replacement.
  // "swap the shelves": one word that fits two modules names the pair too.
  const pair = new Set(refs.flatMap((ref) => (ref.candidates ?? [ref.module]).map((module) => module.id)))
  const swapsPair =
    (W.swapPair.test(text) || W.swapVerb.test(text)) && pair.size === 2 && !kindNamedApart(raw, refs)
  const swapped = W.swapOrder.test(text) || swapsPair ? swapOf(refs, project) : undefined
  if (swapped) return swapped
  const unclear = refs.find((ref) => ref.candidates)
  // "a notch between the two shelves": the modules a word fits are the place, not a choice to ask about.
  const between = W.add.test(text) && VOCABULARY.between.test(text)
  if (unclear && !between) {
    // More than one module only with an explicit "all" (全部, both): then each of them, else a question.
    if (!VOCABULARY.all.test(text))
      return { kind: 'ask', ask: { kind: 'which-module', candidates: unclear.candidates!.map((m) => m.id) } }
    return forEachModule(raw, refs, project)
  }
  // A number bound to a module's parameter is a setting: "drop the gain to 1 dB" drops no module.
  const values = refs.length > 0 ? bindValues(raw, refs) : undefined
  const binds = signalIn(text) !== undefined && W.bind.test(text)
  // "release 100 毫秒太短了": the value it holds now, judged, is no setting; how far is asked.
  const judged = judgedValue(text, refs)
  if (judged && values && 'changes' in values && values.changes.every((c) => holds(refs, c)))
    return { kind: 'ask', ask: judged }
  // "swap the subsonic for a linkwitz-riley filter": a new module named for one there is a replacement,
  // even when its name is also one of the old module's settings.
  const replacing =
    refs[0] !== undefined &&
    W.replace.test(text) &&
    (catalogueIdsIn(raw)[0] ?? kindNamedApart(raw, refs)) !== undefined
  if (values && 'changes' in values && !W.add.test(text) && !binds && !replacing)
    return { kind: 'set-param', changes: values.changes }
  const chainEdit = chainEditIntent(text, raw, refs, project)
  if (chainEdit?.kind === 'add-module' && !chainEdit.type) {
    // "add some air", 低音加点: a band asked for more is the band's shelf, not a module to look up.
    const band = bandDirection(text, 'treble') ?? bandDirection(text, 'bass')
    if (band) return { kind: bandDirection(text, 'treble') ? 'treble' : 'bass', direction: band }
    // "add a crossover": a word several catalogue kinds share is asked, not searched and guessed.
    const kinds = [...new Set(SHARED_KIND_WORDS.filter((e) => e.list.test(text)).flatMap((e) => e.types))]
    if (kinds.length > 1) return { kind: 'ask', ask: { kind: 'which-module', candidates: kinds } }
  }
  if (chainEdit) return chainEdit
  const signalName = signalIn(text)
  if (signalName && W.bind.test(text))
    return { kind: 'bind-signal', moduleId: refs[0]?.module.id, request: raw, signalName, mode: modeIn(text) }
  if (W.autoTune.test(text)) return { kind: 'auto-tune', position, signalType }
  // "帮我规划一下测量方案" asks for a plan, not a measurement run.
  if (W.measure.test(text) && !W.probePlan.test(text)) return { kind: 'measure', position, signalType }
  if (values)
    return 'ask' in values ? { kind: 'ask', ask: values.ask } : { kind: 'set-param', changes: values.changes }
  if (owners.length > 1 && /\d/.test(text))
    return { kind: 'ask', ask: { kind: 'which-module', candidates: owners.map((module) => module.id) } }
  const bass = bandDirection(text, 'bass')
  if (bass) return { kind: 'bass', direction: bass }
  const treble = bandDirection(text, 'treble')
  if (treble) return { kind: 'treble', direction: treble }
  const complaint = complaintStep(text, project)
  // "the low shelf is too loud": a complaint whose step is on another module than the one judged is asked.
  const elsewhere =
    judged !== undefined &&
    complaint !== undefined &&
    'changes' in complaint &&
    complaint.changes.some((change) => !refs.some((ref) => ref.module.id === change.moduleId))
  if (complaint && !elsewhere)
    return 'ask' in complaint ? { kind: 'ask', ask: complaint.ask } : { kind: 'complaint', ...complaint }
  if (judged) return { kind: 'ask', ask: judged }
  if (complaint && 'changes' in complaint) {
    const candidates = [
      ...new Set([...refs, ...complaint.changes].map((c) => ('module' in c ? c.module.id : c.moduleId))),
    ]
    return { kind: 'ask', ask: { kind: 'which-module', candidates } }
  }
  // "make the release faster", "disable the subsonic": a way with no amount, or a whole module switched.
  const stepped = relativeStep(text, refs) ?? moduleSwitch(text, refs)
  if (stepped) return { kind: 'set-param', changes: [stepped] }
  const vague = vagueChange(raw, refs)
  if (vague) return { kind: 'ask', ask: vague }
  if (W.search.test(text) || W.buildChain.test(text))
    return { kind: 'search', query: raw, certification: certificationIn(raw) }
  const unnamed = refs.length === 0 ? modulesAChangeCouldMean(raw, project) : []
  if (unnamed.length > 0) return { kind: 'ask', ask: { kind: 'which-module', candidates: unnamed } }
  // "the gain is too high", "adjust the ceiling": a parameter named with no value; which module, or how.
  if (owners.length > 1)
    return { kind: 'ask', ask: { kind: 'which-module', candidates: owners.map((module) => module.id) } }
  const asked = refs.length === 1 ? vagueChange(raw, refs, true) : undefined
  if (asked) return { kind: 'ask', ask: asked }
  return { kind: 'unknown' }
}

/** Removing, replacing, connecting, moving and adding modules: the verbs of update-link. */
function chainEditIntent(
  text: string,
  raw: string,
  refs: readonly ModuleRef[],
  project: ProjectDocument,
): StudioIntent | undefined {
  const types = catalogueIdsIn(raw)
  // "route the input into the low shelf, skipping the subsonic": a module skipped is no end of the wire.
  const skipped = (ref: ModuleRef) =>
    W.skip
      .find(text.slice(0, ref.at))
      .some((hit) => !/\S/.test(text.slice(hit.end, ref.at).replace(/\bthe\b/g, '')))
  const ends = W.connect.test(text) || W.disconnect.test(text) ? refs.filter((ref) => !skipped(ref)) : refs
  const [first, second] = ends
  const replacement = first && W.replace.test(text) ? (types[0] ?? kindNamedApart(raw, refs)) : undefined
  if (first && replacement) return { kind: 'replace-module', moduleId: first.module.id, type: replacement }
  if (first && second && W.disconnect.test(text)) {
    // "unhook the limiter from the high shelf": the wire that exists says which way it runs.
    const wired = (from: string, to: string) =>
      project.chain.connections.some((connection) => connection.from === from && connection.to === to)
    const reversed = !wired(first.module.id, second.module.id) && wired(second.module.id, first.module.id)
    const [from, to] = reversed ? [second, first] : [first, second]
    return { kind: 'connect', from: from.module.id, to: to.module.id, disconnect: true }
  }
  if (first && second && W.connect.test(text))
    return { kind: 'connect', from: first.module.id, to: second.module.id, disconnect: false }
  // "加一个参量 EQ，1 kHz −3 dB": a kind named for a new module is added with its values, without a search;
  // 在最前面加一个增益模块 adds one at the front rather than moving the one there is.
  const added = types[0] ? undefined : readAdd(raw, refs, project)
  if (added && 'ask' in added) return { kind: 'ask', ask: added.ask }
  if (added) return { kind: 'add-module', query: raw, ...added.add }
  if (first && W.move.test(text)) {
    const toFront = W.toFront.test(text)
    if (toFront) return { kind: 'move-module', moduleId: first.module.id, after: 'start' }
    const last = project.chain.modules.filter((module) => module.id !== first.module.id).at(-1)
    if (W.toEnd.test(text) && !second && last)
      return { kind: 'move-module', moduleId: first.module.id, after: last.id }
    // "put the high shelf before the low shelf": the place is after whatever feeds the second module.
    if (second) {
      // "before the low shelf", 放到低架前面: the word may stand on either side of the module it places against.
      const before = VOCABULARY.before.find(text).some((hit) => hit.at >= first.end)
      const after = before ? slotBefore(project, second.module.id) : second.module.id
      if (after !== first.module.id) return { kind: 'move-module', moduleId: first.module.id, after }
      return { kind: 'ask', ask: { kind: 'not-understood', part: raw } }
    }
  }
  if (first && W.remove.test(text) && !W.add.test(text))
    return { kind: 'remove-module', moduleId: first.module.id }
  // "后排放个粉噪测一下": an add that names no module kind yields to the measurement said with it.
  const measures = W.measure.test(text) && !W.probePlan.test(text)
  if (W.add.test(text) && !measures && !amountsIn(raw).some((amount) => amount.unit === 'db')) {
    const after = W.after.test(text) ? first?.module.id : W.toFront.test(text) ? 'start' : undefined
    return {
      kind: 'add-module',
      query: raw,
      ...(types[0] ? { type: types[0] } : {}),
      ...(after ? { after } : {}),
    }
  }
  return undefined
}

/**
 * "swap the order of the two shelves", 高架和低架对调: two neighbours change places (the first moves after the
 * second); two modules apart, or not two, is asked.
 */
function swapOf(refs: readonly ModuleRef[], project: ProjectDocument): StudioIntent | undefined {
  const ids = [...new Set(refs.flatMap((ref) => (ref.candidates ?? [ref.module]).map((module) => module.id)))]
  if (ids.length === 0) return undefined
  const [first, second] = ids.sort(
    (a, b) =>
      project.chain.modules.findIndex((module) => module.id === a) -
      project.chain.modules.findIndex((module) => module.id === b),
  )
  const adjacent = project.chain.connections.some(
    (connection) => connection.from === first && connection.to === second,
  )
  if (ids.length !== 2 || !adjacent)
    return { kind: 'ask', ask: { kind: 'not-understood', part: refs.map((r) => r.module.id).join(', ') } }
  return { kind: 'move-module', moduleId: first!, after: second! }
}

/** "double it" on a module's card: a pronoun with no module named is the module the person is on. */
/** Whether a change writes the value the parameter already holds. */
function holds(refs: readonly ModuleRef[], change: ParamChange): boolean {
  const module = refs.find((ref) => ref.module.id === change.moduleId)?.module
  const spec = module
    ? moduleDefinition(module.type)?.params.find((p) => p.key === change.paramKey)
    : undefined
  return module !== undefined && (module.params[change.paramKey] ?? spec?.default) === change.value
}

function focusRef(
  raw: string,
  project: ProjectDocument & { focusModuleId?: string },
): ModuleRef[] | undefined {
  const module = project.chain.modules.find((candidate) => candidate.id === project.focusModuleId)
  if (!module || moduleRefs(raw, project).length > 0) return undefined
  const pronoun = VOCABULARY.pronouns.find(raw)[0]
  return pronoun ? [{ module, at: pronoun.at, end: pronoun.end }] : undefined
}

/**
 * "make it louder", "cut 3 dB": a change with a direction or an amount but no module is asked about, with
 * the modules that have a parameter it could move (gain for a bare direction).
 */
function modulesAChangeCouldMean(raw: string, project: ProjectDocument): string[] {
  const [amount] = amountsIn(raw)
  const moves = amount !== undefined || [VOCABULARY.down, VOCABULARY.up].some((list) => list.test(raw))
  // "make it sound more expensive" is not understood at all; only a request whole but for its module is asked.
  if (!moves || unexplainedWords(raw, project).length > 0) return []
  const unit = amount?.unit ?? 'db'
  return project.chain.modules
    .filter((module) =>
      moduleDefinition(module.type)?.params.some(
        (param) =>
          param.type === 'number' && param.unit !== undefined && VOCABULARY.unitOfParam[param.unit] === unit,
      ),
    )
    .map((module) => module.id)
}

/** "the bass is boomy": a complaint about a band says which way to move its shelf. */
function bandDirection(text: string, band: 'bass' | 'treble'): 'less' | 'more' | undefined {
  // "a bit brighter", "less boomy": some words say the band as well as the way.
  if (!W[band].test(text) && !W[band === 'bass' ? 'bassImplied' : 'trebleImplied'].test(text))
    return undefined
  if (W[band === 'bass' ? 'bassLess' : 'trebleLess'].test(text)) return 'less'
  if (W[band === 'bass' ? 'bassMore' : 'trebleMore'].test(text)) return 'more'
  return undefined
}

/** A response or spectrum named before a complaint about it ("频响有什么问题", "what's wrong with the curve"). */
function complainsAboutResponse(text: string): boolean {
  const topic = W.diagnoseTopic.find(text)[0]
  return topic !== undefined && W.diagnoseComplaint.find(text.slice(topic.end)).length > 0
}

/** A request said of all the modules a word fits: one step per module, each read as if it named that one. */
function forEachModule(raw: string, refs: readonly ModuleRef[], project: ProjectDocument): StudioIntent {
  const unclear = refs.find((ref) => ref.candidates)!
  const steps = unclear.candidates!.map((module) => {
    const one = refs.map((ref) => (ref === unclear ? { module, at: ref.at, end: ref.end } : ref))
    return { text: `${raw} (${module.id})`, intent: detectWith(raw, one, project) }
  })
  const failed = steps.find((step) => step.intent.kind === 'ask' || step.intent.kind === 'unknown')
  return failed ? failed.intent : { kind: 'steps', steps }
}
