import type { StudioIntent } from './detect-intent.ts'
import { moduleIn, moduleOfRole, numberIn, paramIn, roleIn } from './module-words.ts'
import type { StudioTurn } from './studio-turn.ts'
import { answered, latestOutput, type PlannedCall } from './turn-calls.ts'

/** How many measurements an offline auto-tune turn takes at most (seed 000 §6.3: budgeted). */
export const AUTO_TUNE_ROUNDS = 4

const SHELF_STEP_DB = 3
const ENGINE_SOUND_CHAIN = [
  ['oscillator-sine-v2', 'oscillator'],
  ['mapping-curve-v1', 'mapping'],
  ['smooth-v1', 'smooth'],
] as const

interface MeasurementOutput {
  summary?: { withinTolerance?: boolean }
  suggestions?: PlannedCall[]
}

/**
 * The calls of the engine's next step for a request, given what this turn already did; an empty list
 * means the turn is done and the engine replies.
 */
export function planStep(intent: StudioIntent, turn: StudioTurn): PlannedCall[] {
  const started = turn.calls.length > 0
  const project = turn.project
  switch (intent.kind) {
    case 'engine-sound-chain':
      if (!started)
        return [search('发动机声浪 振荡器 映射曲线 平滑 engine sound oscillator mapping smoothing')]
      if (answered(turn.calls, 'update-link').length > 0) return []
      return engineSoundCalls(project)
    case 'add-module': {
      if (!started) return [search(intent.query)]
      if (answered(turn.calls, 'update-link').length > 0) return []
      const role = roleIn(intent.query)
      const found =
        latestOutput<{ results?: Array<{ id: string }> }>(turn.calls, 'search-algo-library')?.results ?? []
      const type =
        role && found.some((hit) => hit.id === role.type) ? role.type : (role?.type ?? found[0]?.id)
      if (!type) return []
      const params = role?.subtype ? { type: role.subtype } : undefined
      return [
        { name: 'update-link', args: { operation: 'add', payload: { type, ...(params ? { params } : {}) } } },
      ]
    }
    case 'remove-module': {
      const module = moduleIn(intent.query, project)
      return started || !module
        ? []
        : [{ name: 'update-link', args: { operation: 'remove', moduleId: module.id } }]
    }
    case 'bass':
    case 'treble':
      return started ? [] : shelfCalls(intent, turn)
    case 'bind-signal': {
      if (started) return []
      const module =
        moduleIn(intent.target, project) ??
        moduleOfRole(project, { type: 'eq-shelf-v2', subtype: 'lowShelf' }) ??
        project.chain.modules.find((candidate) => candidate.type.startsWith('eq-'))
      if (!module) return []
      const args = {
        moduleId: module.id,
        paramKey: paramIn(intent.target) ?? 'gainDb',
        signalName: intent.signalName,
        mode: 'offset',
      }
      return [{ name: 'bind-param-to-signal', args }]
    }
    case 'auto-tune':
    case 'measure':
      return measurementLoop(intent, turn)
    case 'diagnose':
      return turn.spectra.length > 0 || started ? [] : [measure(intent.position, 'sweep')]
    case 'generate-tests':
    case 'generate-code':
      return started
        ? []
        : [
            {
              name: 'generate-code',
              args: { moduleDef: moduleDefFor(intent.request), prompt: intent.request },
            },
          ]
    case 'run-tests':
      return started ? [] : [{ name: 'run-test-suite', args: { suiteId: intent.suiteId, autoStart: true } }]
    case 'set-param': {
      if (started) return []
      const module = moduleIn(intent.request, project)
      const value = numberIn(intent.request)
      if (!module || value === undefined) return []
      return [
        {
          name: 'update-param',
          args: { moduleId: module.id, paramKey: paramIn(intent.request) ?? 'gainDb', value },
        },
      ]
    }
    case 'open-app':
      return started ? [] : [openApp(intent.app, intent.intent, project.projectId)]
    case 'search':
      return started ? [] : [search(intent.query)]
    case 'unknown':
      return []
  }
}

function shelfCalls(
  intent: Extract<StudioIntent, { kind: 'bass' | 'treble' }>,
  turn: StudioTurn,
): PlannedCall[] {
  const subtype = intent.kind === 'bass' ? 'lowShelf' : 'highShelf'
  const shelf = moduleOfRole(turn.project, { type: 'eq-shelf-v2', subtype })
  const step = intent.direction === 'less' ? -SHELF_STEP_DB : SHELF_STEP_DB
  const calls: PlannedCall[] = []
  if (shelf) {
    const current = typeof shelf.params.gainDb === 'number' ? shelf.params.gainDb : 0
    calls.push({
      name: 'update-param',
      args: { moduleId: shelf.id, paramKey: 'gainDb', value: current + step },
    })
  } else {
    const fc = subtype === 'lowShelf' ? 120 : 8000
    calls.push({
      name: 'update-link',
      args: {
        operation: 'add',
        moduleId: subtype,
        payload: { type: 'eq-shelf-v2', params: { type: subtype, fc, gainDb: step } },
      },
    })
  }
  // Seed 000 §6.1: after the quick fix, XiTune's auto-tune checks it against the measurement.
  if (intent.kind === 'bass') calls.push(openApp('xi-tune', 'auto-tune', turn.project.projectId))
  return calls
}

function measurementLoop(
  intent: Extract<StudioIntent, { kind: 'auto-tune' | 'measure' }>,
  turn: StudioTurn,
): PlannedCall[] {
  const measured = answered(turn.calls, 'run-measurement')
  if (measured.length === 0) return [measure(intent.position, intent.signalType)]
  if (intent.kind === 'measure') return []
  const last = turn.calls.at(-1)!
  if (last.name !== 'run-measurement') return [measure(intent.position, intent.signalType)]
  if (last.result?.isError || measured.length >= AUTO_TUNE_ROUNDS) return []
  const output = last.result?.output as MeasurementOutput | undefined
  if (output?.summary?.withinTolerance) return []
  return output?.suggestions ?? []
}

function search(query: string): PlannedCall {
  return { name: 'search-algo-library', args: { query: query.slice(0, 300) } }
}

function measure(position: string, signalType: string): PlannedCall {
  return { name: 'run-measurement', args: { position, signalType } }
}

function openApp(app: string, intent: string, projectId: string | undefined): PlannedCall {
  return { name: 'open-app', args: { app, intent, ...(projectId ? { context: { projectId } } : {}) } }
}

/** Seed 000 §6.1's 车载声浪链路, Oscillator → Mapping → Smooth, beside the playback chain. */
function engineSoundCalls(project: StudioTurn['project']): PlannedCall[] {
  const taken = new Set(project.chain.modules.map((module) => module.id))
  const ids = ENGINE_SOUND_CHAIN.map(([, base]) => {
    let id: string = base
    for (let n = 2; taken.has(id); n++) id = `${base}${n}`
    taken.add(id)
    return id
  })
  return ENGINE_SOUND_CHAIN.map(([type], index) => ({
    name: 'update-link',
    args: {
      operation: 'add',
      moduleId: ids[index],
      payload: index === 0 ? { type, connect: false } : { type, after: ids[index - 1] },
    },
  }))
}

const FORGE_KINDS: ReadonlyArray<[RegExp, string, string]> = [
  [/限幅|limiter/, 'limiter', 'Limiter'],
  [/压缩|compressor/, 'compressor', 'Compressor'],
  [/低架|low[- ]?shelf/, 'lowShelf', 'LowShelfEq'],
  [/高架|high[- ]?shelf/, 'highShelf', 'HighShelfEq'],
  [/陷波|notch/, 'notch', 'NotchFilter'],
  [/高通|high[- ]?pass/, 'highPass', 'HighPassFilter'],
  [/低通|low[- ]?pass/, 'lowPass', 'LowPassFilter'],
  [/均衡|\beq\b|equali[sz]er|peaking/, 'peaking', 'PeakingEq'],
  [/延时|延迟|delay/, 'delay', 'Delay'],
  [/门限|噪声门|gate/, 'noiseGate', 'NoiseGate'],
  [/削波|clipper/, 'softClipper', 'SoftClipper'],
  [/增益|gain/, 'gain', 'Gain'],
]

/** The module definition a generation request describes: its kind and a name. */
function moduleDefFor(request: string): { name: string; kind: string } {
  const lower = request.toLowerCase()
  const found = FORGE_KINDS.find(([pattern]) => pattern.test(lower))
  const [, kind, name] = found ?? [undefined, 'peaking', 'PeakingEq']
  return { name: /新|new/.test(lower) ? `New${name}` : name, kind }
}
