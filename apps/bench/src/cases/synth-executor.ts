import type { Tool } from '@mindwire/agent'
import {
  addModuleTool,
  type CanvasSnapshot,
  connectModulesTool,
  disconnectModulesTool,
  MODULE_TYPES,
  updateModuleParameterTool,
} from '@mindwire/synth'
import type { BenchCase, BenchRow } from '../bench-row.ts'
import { collectGarbage, round } from '../measure.ts'

const CANVAS_MODULES = 200
const OPERATIONS = 5_000
const ROUNDS = 5

type Execute = (args: unknown, state: CanvasSnapshot) => unknown

function executor(tool: Tool<CanvasSnapshot>): Execute {
  const signal = new AbortController().signal
  return (args, state) => tool.execute!(args, { callId: 'bench', signal, state })
}

const add = executor(addModuleTool)
const update = executor(updateModuleParameterTool)
const connect = executor(connectModulesTool)
const disconnect = executor(disconnectModulesTool)

/** 200 modules of every type, 40 oscillators → reverbs wired, like a large patch. */
function bigCanvas(): CanvasSnapshot {
  const canvas: CanvasSnapshot = { nodes: [], edges: [] }
  for (let i = 0; i < CANVAS_MODULES; i++) add({ type: MODULE_TYPES[i % MODULE_TYPES.length] }, canvas)
  const ids = (type: string) => canvas.nodes.filter((node) => node.type === type).map((node) => node.id)
  const oscillators = ids('simpleoscillator')
  const reverbs = ids('reverb')
  for (let i = 0; i < Math.min(oscillators.length, reverbs.length); i++)
    connect({ sourceId: oscillators[i], targetId: reverbs[i] }, canvas)
  return canvas
}

/** Operations per second of `work(i)` over OPERATIONS calls, best of ROUNDS, each round on a fresh canvas. */
function opsPerSecond(
  prepare: () => CanvasSnapshot,
  work: (canvas: CanvasSnapshot, i: number) => void,
): number {
  let best = Number.POSITIVE_INFINITY
  for (let round = 0; round < ROUNDS; round++) {
    const canvas = prepare()
    collectGarbage()
    const started = performance.now()
    for (let i = 0; i < OPERATIONS; i++) work(canvas, i)
    best = Math.min(best, performance.now() - started)
  }
  return (OPERATIONS / best) * 1000
}

/**
 * The canvas executor's throughput: add, update, connect and disconnect through the tools' own execute
 * functions (validation, the pure graph update, module details in the result, client operations) on a
 * 200-module canvas.
 */
export const synthExecutor: BenchCase = {
  name: 'synth/executor',
  description: `canvas tools on a ${CANVAS_MODULES}-module canvas, ${OPERATIONS} calls per kind`,
  async run(progress) {
    const base = bigCanvas()
    const fresh = () => structuredClone(base)
    const oscillators = base.nodes.filter((node) => node.type === 'simpleoscillator').map((node) => node.id)
    const lfos = base.nodes.filter((node) => node.type === 'lfo').map((node) => node.id)
    const eqs = base.nodes.filter((node) => node.type === 'eq').map((node) => node.id)
    const rates: Record<string, number> = {}

    // Adds grow the canvas from 200 modules; a round of 5,000 ends at 5,200, so adds are timed in
    // batches of 100 on a fresh 200-module canvas each.
    rates.add = opsPerSecond(fresh, (canvas, i) => {
      if (i % 100 === 0) {
        canvas.nodes = base.nodes.slice()
        canvas.edges = base.edges.slice()
      }
      add({ type: MODULE_TYPES[i % MODULE_TYPES.length] }, canvas)
    })
    progress(1, 4)
    rates.update = opsPerSecond(fresh, (canvas, i) =>
      update(
        { moduleId: oscillators[i % oscillators.length], parameter: 'freq', value: 20 + (i % 198) * 10 },
        canvas,
      ),
    )
    progress(2, 4)
    // An LFO into an oscillator's freqMod, alternating sources: every other call replaces a connection.
    rates.connect = opsPerSecond(fresh, (canvas, i) =>
      connect(
        {
          sourceId: lfos[i % lfos.length],
          targetId: oscillators[Math.floor(i / lfos.length) % oscillators.length],
          targetHandle: 'freqMod',
        },
        canvas,
      ),
    )
    progress(3, 4)
    // Each call disconnects the edge the previous (untimed) connect made: oscillator → eq.
    let disconnectMs = 0
    let best = Number.POSITIVE_INFINITY
    for (let round = 0; round < ROUNDS; round++) {
      const canvas = fresh()
      disconnectMs = 0
      for (let i = 0; i < OPERATIONS; i++) {
        const sourceId = oscillators[i % oscillators.length]!
        const targetId = eqs[i % eqs.length]!
        connect({ sourceId, targetId }, canvas)
        const started = performance.now()
        disconnect({ sourceId, targetId }, canvas)
        disconnectMs += performance.now() - started
      }
      best = Math.min(best, disconnectMs)
    }
    rates.disconnect = (OPERATIONS / best) * 1000
    progress(4, 4)
    return Object.entries(rates).map(
      ([kind, rate]): BenchRow => ({ name: `synth/executor-${kind}`, value: round(rate, 0), unit: 'ops/s' }),
    )
  },
}
