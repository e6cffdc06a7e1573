import type { ProjectDocument } from '../chain/chain.ts'
import { kindNamedIn } from '../forge/index.ts'
import type { Ask } from './asks.ts'
import { catalogueIdsIn } from './catalogue-words.ts'
import { type ModuleRef, moduleRefs } from './module-refs.ts'
import { bindValues, type ParamChange, paramOwners } from './param-bindings.ts'
import {
  appIn,
  certificationIn,
  modeIn,
  positionIn,
  signalIn,
  signalTypeIn,
  suiteIn,
} from './request-words.ts'
import { VOCABULARY } from './vocabulary.ts'

/** What a request to the studio asks for, as the offline engine understands it. */
export type StudioIntent =
  | { kind: 'diagnose'; position: Position }
  | { kind: 'open-app'; app: string; intent: string }
  | { kind: 'generate'; request: string; tests: boolean }
  | { kind: 'run-tests'; suiteId: string; autoStart: boolean }
  | { kind: 'engine-sound-chain' }
  | { kind: 'remove-module'; moduleId: string }
  | { kind: 'replace-module'; moduleId: string; type: string }
  | { kind: 'connect'; from: string; to: string; disconnect: boolean }
  | { kind: 'move-module'; moduleId: string; after: string }
  | { kind: 'bind-signal'; moduleId?: string; request: string; signalName: string; mode: string }
  | { kind: 'auto-tune'; position: Position; signalType: SignalType }
  | { kind: 'measure'; position: Position; signalType: SignalType }
  | { kind: 'set-param'; changes: ParamChange[] }
  | { kind: 'add-module'; query: string; type?: string; after?: string }
  | { kind: 'bass'; direction: 'less' | 'more' }
  | { kind: 'treble'; direction: 'less' | 'more' }
  | { kind: 'search'; query: string; certification?: string }
  | { kind: 'unknown' }
  | { kind: 'ask'; ask: Ask }
  | { kind: 'answer'; text: string }
  | { kind: 'steps'; steps: ReadonlyArray<{ text: string; intent: StudioIntent }> }

export type Position = 'driver' | 'passenger' | 'rear'
export type SignalType = 'sweep' | 'pink'

const has = (text: string, pattern: RegExp) => pattern.test(text)

const GENERATE = /生成|写个|写一个|写一版|出一版|写.*代码|实现|generate|write|implement|code (?:up|for)/
const TESTS = /单测|单元测试|测试用例|unit[- ]?tests?|test cases?/
const RUN = /运行|跑|执行|\brun\b|kick off|start|execute|列出|list|show me/
const REMOVE = /删除|删掉|删了|去掉|移除|不要了|拿掉|\bremove\b|delete|\bdrop\b|get rid of|take out/
const REPLACE = /换成|替换|替换成|swap|replace/
const DISCONNECT = /断开|断掉|之间的线|disconnect|unplug|unwire/
const CONNECT = /连到|连接到|直连|接到|connect|wire .* (?:to|into)|route .* to/
const MOVE = /挪到|移到|放到|移动到|\bmove\b|put .* (?:after|before|first)|最前面|to the front/
const BIND = /跟着|跟随|随|跟.*走|绑定|按.*变|越.*越|track|follow|\btie\b|\blink\b|\bbind\b|driven by|depend/
const MEASURE = /测量|测一下|测个|测下|量一下|扫频|粉噪|\bmeasure|measurement|\bsweep\b|pink noise/
const AUTO_TUNE = /自动调音|自动 ?eq|自动均衡|根据.*测量|按.*结果|auto[- ]?tun|auto[- ]?eq|tune .* from/
const ADD = /加一个|加个|添加|增加一个|插入|插一个|在.*加|\badd\b|insert|append/
const SEARCH =
  /搜索|搜一下|查查|查找|查一下|找个|找一个|找找|有没有|有哪些|库里|推荐|search|find|look (?:up|for)|what do we have|i need|recommend/
const BUILD_CHAIN = /搭|做个.*链路|做一个.*链路|build .* chain|set up .* chain/

/** Reads one command (a step of a request); `hasSpectrum` when the person attached a spectrum to it. */
export function detectIntent(raw: string, hasSpectrum: boolean, project: ProjectDocument): StudioIntent {
  const text = raw.toLowerCase()
  const named = moduleRefs(raw, project)
  // "bump the lookahead to 3 ms": a parameter only one module has names that module; several is a question.
  const owners = named.length === 0 ? paramOwners(raw, project) : []
  const refs: ModuleRef[] = owners.length === 1 ? [{ module: owners[0]!, at: 0, end: 0 }] : named
  const position = positionIn(text)
  const signalType = signalTypeIn(text)
  if (
    hasSpectrum ||
    has(
      text,
      /(频响|频谱|曲线|response|spectrum|curve).*(问题|毛病|怎么样|怎样|诊断|wrong|problem|issue)|诊断|diagnos/,
    )
  )
    return { kind: 'diagnose', position }
  const app = appIn(text)
  if (
    app &&
    has(
      text,
      /打开|去|切到|切换|跳到|送到|到.*里|open|go to|switch|jump|pull up|over to|take .* to|hand .* to/,
    )
  )
    return {
      kind: 'open-app',
      app,
      intent: has(text, /自动调音|auto[- ]?tun/)
        ? 'auto-tune'
        : has(text, /测量|measure/)
          ? 'measure'
          : 'open',
    }
  if (has(text, TESTS) && !has(text, RUN)) return { kind: 'generate', request: raw, tests: true }
  // Code for a module is generated, never applied to the project's module of that kind.
  const codeAsked = VOCABULARY.codeArtefacts.test(text) && kindNamedIn(raw) !== undefined
  if (codeAsked || (has(text, GENERATE) && !has(text, /链路|chain/))) {
    if (!codeAsked && kindNamedIn(raw) === undefined)
      return { kind: 'ask', ask: { kind: 'cannot', what: 'writing' } }
    return { kind: 'generate', request: raw, tests: has(text, TESTS) }
  }
  const suite = suiteIn(text)
  if (suite && (has(text, RUN) || has(text, /用例|suite|tests?\b|回归|regression/)))
    return {
      kind: 'run-tests',
      suiteId: suite,
      autoStart: !has(text, /先别跑|不要跑|别跑|don'?t (?:start|run)|list|列出|看看有哪些/),
    }
  if (has(text, /声浪|引擎声|发动机声|engine[- ]?sound|\bese\b/)) return { kind: 'engine-sound-chain' }
  const unclear = refs.find((ref) => ref.candidates)
  if (unclear)
    return { kind: 'ask', ask: { kind: 'which-module', candidates: unclear.candidates!.map((m) => m.id) } }
  // A number bound to a module's parameter is a setting: "drop the gain to 1 dB" drops no module.
  const values = refs.length > 0 ? bindValues(raw, refs) : undefined
  const binds = signalIn(text) !== undefined && has(text, BIND)
  if (values && 'changes' in values && !has(text, ADD) && !binds)
    return { kind: 'set-param', changes: values.changes }
  const chainEdit = chainEditIntent(text, raw, refs)
  if (chainEdit) return chainEdit
  const signalName = signalIn(text)
  if (signalName && has(text, BIND))
    return { kind: 'bind-signal', moduleId: refs[0]?.module.id, request: raw, signalName, mode: modeIn(text) }
  if (has(text, AUTO_TUNE)) return { kind: 'auto-tune', position, signalType }
  if (has(text, MEASURE) || has(text, /频响看看|frequency response/))
    return { kind: 'measure', position, signalType }
  if (values)
    return 'ask' in values ? { kind: 'ask', ask: values.ask } : { kind: 'set-param', changes: values.changes }
  if (owners.length > 1 && /\d/.test(text))
    return { kind: 'ask', ask: { kind: 'which-module', candidates: owners.map((module) => module.id) } }
  const bass = bassDirection(text)
  if (bass) return { kind: 'bass', direction: bass }
  const treble = trebleDirection(text)
  if (treble) return { kind: 'treble', direction: treble }
  if (has(text, SEARCH) || has(text, BUILD_CHAIN))
    return { kind: 'search', query: raw, certification: certificationIn(raw) }
  return { kind: 'unknown' }
}

/** Removing, replacing, connecting, moving and adding modules: the verbs of update-link. */
function chainEditIntent(text: string, raw: string, refs: readonly ModuleRef[]): StudioIntent | undefined {
  const types = catalogueIdsIn(raw)
  const [first, second] = refs
  if (first && has(text, REPLACE) && types[0])
    return { kind: 'replace-module', moduleId: first.module.id, type: types[0] }
  if (first && second && has(text, DISCONNECT))
    return { kind: 'connect', from: first.module.id, to: second.module.id, disconnect: true }
  if (first && second && has(text, CONNECT))
    return { kind: 'connect', from: first.module.id, to: second.module.id, disconnect: false }
  if (first && has(text, MOVE)) {
    const toFront = has(text, /最前面|最前|开头|to the front|first|start/)
    if (toFront || second)
      return { kind: 'move-module', moduleId: first.module.id, after: toFront ? 'start' : second!.module.id }
  }
  if (first && has(text, REMOVE) && !has(text, ADD))
    return { kind: 'remove-module', moduleId: first.module.id }
  if (has(text, ADD) && !has(text, /dB|分贝/i)) {
    const after = has(text, /后面|之后|after|behind/) ? first?.module.id : undefined
    return {
      kind: 'add-module',
      query: raw,
      ...(types[0] ? { type: types[0] } : {}),
      ...(after ? { after } : {}),
    }
  }
  return undefined
}

function bassDirection(text: string): 'less' | 'more' | undefined {
  if (!has(text, /低频|低音|低架|bass|low end|lows\b/)) return undefined
  if (has(text, /闷|浑|糊|轰|太重|太多|过多|多了|boomy|muddy|boom|too much|heavy|bloated/)) return 'less'
  if (has(text, /不够|太少|太弱|单薄|薄|少了|thin|weak|not enough|lacks|more/)) return 'more'
  return undefined
}

function trebleDirection(text: string): 'less' | 'more' | undefined {
  if (!has(text, /高频|高音|高架|treble|highs\b|top end|镲|齿音/)) return undefined
  if (has(text, /刺|尖|太亮|太多|累耳|收一收|harsh|bright|sibilant|too much|fatiguing/)) return 'less'
  if (has(text, /不够|暗|闷|太少|dull|dark|not enough|more/)) return 'more'
  return undefined
}
