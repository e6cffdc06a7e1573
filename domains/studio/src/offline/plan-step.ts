import { kindNamedIn } from '../forge/index.ts'
import { composeChainCalls, ENGINE_SOUND_RECIPE } from './compose-chain.ts'
import type { StudioIntent } from './detect-intent.ts'
import { moduleOfRole } from './module-words.ts'
import { paramNamedIn } from './param-bindings.ts'
import type { StudioTurn } from './studio-turn.ts'
import { answered, latestOutput, type PlannedCall } from './turn-calls.ts'
import { whyFailedCalls } from './xitest-steps.ts'

/** How many measurements an offline auto-tune turn takes at most (seed 000 §6.3: budgeted). */
export const AUTO_TUNE_ROUNDS = 4

const SHELF_STEP_DB = 3

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
      return composeChainCalls(ENGINE_SOUND_RECIPE, turn)
    case 'add-module':
      return addCalls(intent, turn)
    case 'undo':
      return started ? [] : [{ name: 'undo-change', args: {} }]
    case 'redo':
      return started ? [] : [{ name: 'redo-change', args: {} }]
    case 'auto-tune':
    case 'measure':
      return measurementLoop(intent, turn)
    case 'bass':
    case 'treble':
      return started ? [] : shelfCalls(intent, turn)
    case 'diagnose':
      return turn.spectra.length > 0 || started ? [] : [measure(intent.position, 'sweep')]
    case 'why-failed':
      return whyFailedCalls(intent, turn)
    case 'unknown':
    case 'ask':
    case 'answer':
    case 'steps':
      return []
    default:
      return started ? [] : firstCalls(intent, turn)
  }
}

/** The single-step intents: one call decided from the request alone. */
function firstCalls(intent: StudioIntent, turn: StudioTurn): PlannedCall[] {
  const link = (args: Record<string, unknown>) => [{ name: 'update-link', args }]
  switch (intent.kind) {
    case 'remove-module':
      return link({ operation: 'remove', moduleId: intent.moduleId })
    case 'replace-module':
      return link({ operation: 'replace', moduleId: intent.moduleId, payload: { type: intent.type } })
    case 'connect':
      return link({
        operation: intent.disconnect ? 'disconnect' : 'connect',
        payload: { from: intent.from, to: intent.to },
      })
    case 'move-module':
      return link({ operation: 'move', moduleId: intent.moduleId, payload: { after: intent.after } })
    case 'bind-signal':
      return bindCalls(intent, turn)
    case 'set-param':
    case 'complaint':
      return setParamCalls(intent)
    case 'suggest-params':
      return [{ name: 'suggest-module-params', args: intent.subject }]
    case 'tuning-ui':
      return [{ name: 'generate-tuning-ui', args: { ...intent.subject, style: intent.style } }]
    case 'recommend-plugins':
      return [
        { name: 'recommend-plugins', args: { category: intent.category, needs: intent.needs, limit: 3 } },
      ]
    case 'sdk-question':
      return [{ name: 'search-sdk-docs', args: { question: intent.question } }]
    case 'plan-measurement':
      return [{ name: 'plan-measurement', args: { target: intent.target } }]
    case 'recall-history': {
      const { query, collections, vehicleModel, seat } = intent
      const narrowed = { ...(vehicleModel ? { vehicleModel } : {}), ...(seat ? { seat } : {}) }
      return [
        { name: 'search-tuning-history', args: { query: query.slice(0, 300), collections, ...narrowed } },
      ]
    }
    case 'assess-report': {
      const { metric, points, limit } = intent
      return [{ name: 'assess-report', args: { metric, points, ...(limit ? { limit } : {}) } }]
    }
    case 'generate':
      return [
        {
          name: 'generate-code',
          args: { moduleDef: moduleDefFor(intent.request, intent.tests), prompt: intent.request },
        },
      ]
    case 'run-tests':
      return [{ name: 'run-test-suite', args: { suiteId: intent.suiteId, autoStart: intent.autoStart } }]
    case 'open-app':
      return [openApp(intent.app, intent.intent, turn.project.projectId)]
    case 'search':
      return [
        {
          name: 'search-algo-library',
          args: {
            query: intent.query.slice(0, 300),
            ...(intent.certification ? { certification: intent.certification } : {}),
          },
        },
      ]
    default:
      return []
  }
}

function addCalls(intent: Extract<StudioIntent, { kind: 'add-module' }>, turn: StudioTurn): PlannedCall[] {
  if (answered(turn.calls, 'update-link').length > 0) return []
  const add = (type: string) => [
    {
      name: 'update-link',
      args: {
        operation: 'add',
        payload: {
          type,
          ...(intent.params && Object.keys(intent.params).length > 0 ? { params: intent.params } : {}),
          ...(intent.after ? { after: intent.after } : {}),
        },
      },
    },
  ]
  // A catalogue id written out is added at once; anything else is looked up first.
  if (intent.type) return add(intent.type)
  if (turn.calls.length === 0) return [search(intent.query)]
  const found =
    latestOutput<{ results?: Array<{ id: string }> }>(turn.calls, 'search-algo-library')?.results ?? []
  return found[0] ? add(found[0].id) : []
}

/** Each change the reading bound, in the order said; the values were made absolute when read. */
function setParamCalls(intent: Extract<StudioIntent, { kind: 'set-param' | 'complaint' }>): PlannedCall[] {
  return intent.changes.map((change) => ({
    name: 'update-param',
    args: { moduleId: change.moduleId, paramKey: change.paramKey, value: change.value },
  }))
}

function bindCalls(intent: Extract<StudioIntent, { kind: 'bind-signal' }>, turn: StudioTurn): PlannedCall[] {
  const project = turn.project
  const module =
    project.chain.modules.find((candidate) => candidate.id === intent.moduleId) ??
    moduleOfRole(project, { type: 'eq-shelf-v2', subtype: 'lowShelf' }) ??
    project.chain.modules.find((candidate) => candidate.type.startsWith('eq-'))
  if (!module) return []
  const param = paramNamedIn(module, intent.request)
  const args = {
    moduleId: module.id,
    paramKey: param?.key ?? 'gainDb',
    signalName: intent.signalName,
    mode: intent.mode,
  }
  return [{ name: 'bind-param-to-signal', args }]
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

/** The module definition a generation request describes: its kind (XiForge's words) and a name. */
function moduleDefFor(request: string, tests: boolean): { name: string; kind: string } {
  const kind = kindNamedIn(request) ?? 'peaking'
  const name = kind.charAt(0).toUpperCase() + kind.slice(1)
  return { name: /新|new/i.test(request) || tests ? `New${name}` : name, kind }
}
