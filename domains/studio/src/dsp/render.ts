import { processBiquad } from '@mindwire/dsp'
import type { Chain } from '../chain/chain.ts'
import { chainGraph } from './chain-graph.ts'
import type { DynamicsSettings } from './dynamics-settings.ts'
import type { ResponseOptions } from './module-response.ts'
import { type Branch, moduleTransfer } from './module-transfer.ts'
import { gainReductionDb } from './static-curve.ts'

/** One branch applied to a copy of the input: sections, gain, then a delay rounded to whole samples. */
export function processBranch(b: Branch, input: Float64Array, sampleRate: number): Float64Array {
  const out = Float64Array.from(input)
  for (const section of b.sections) processBiquad(section, out)
  const shift = Math.round(b.delaySeconds * sampleRate)
  if (shift > 0) {
    out.copyWithin(shift, 0, out.length - shift)
    out.fill(0, 0, Math.min(shift, out.length))
  }
  if (b.gain !== 1) for (let i = 0; i < out.length; i++) out[i]! *= b.gain
  return out
}

/**
 * Applies a compressor's gain computer to a signal: a peak detector, the static curve's gain reduction,
 * smoothed by one-pole ballistics α = exp(−1/(τ·fs)) with the attack constant while the reduction grows
 * and the release constant while it recovers. Make-up gain is left to the module's branch.
 */
export function applyDynamics(
  settings: DynamicsSettings,
  signal: Float64Array,
  sampleRate: number,
): Float64Array {
  const coefficient = (ms: number) => (ms > 0 ? Math.exp(-1 / ((ms / 1000) * sampleRate)) : 0)
  const attack = coefficient(settings.attackMs)
  const release = coefficient(settings.releaseMs)
  const out = new Float64Array(signal.length)
  let reduction = 0
  for (let i = 0; i < signal.length; i++) {
    const x = signal[i]!
    const target = gainReductionDb(settings, 20 * Math.log10(Math.abs(x) + 1e-12))
    const alpha = target < reduction ? attack : release
    reduction = alpha * reduction + (1 - alpha) * target
    out[i] = x * 10 ** (reduction / 20)
  }
  return out
}

/**
 * Renders a chain offline over a mono signal: each module in topological order, crossovers as parallel
 * branches, outputs of the modules without outgoing connections summed. Dynamic EQ and GALA render at
 * the fixed conditions of `options` (their level and speed tracking is not simulated).
 */
export function renderChain(chain: Chain, input: Float32Array, options: ResponseOptions): Float32Array {
  const graph = chainGraph(chain)
  if (graph.order.length === 0) return Float32Array.from(input)
  const source = Float64Array.from(input)
  const outputs = new Map<string, Record<string, Float64Array>>()
  const mix = new Float64Array(input.length)
  for (const module of graph.order) {
    let signal: Float64Array
    if (graph.sources.has(module.id)) signal = source
    else {
      signal = new Float64Array(input.length)
      for (const c of graph.incoming.get(module.id)!)
        addTo(signal, portSignal(outputs.get(c.from)!, c.fromPort))
    }
    const transfer = moduleTransfer(module, options.sampleRate, options)
    if (transfer.dynamics) signal = applyDynamics(transfer.dynamics, signal, options.sampleRate)
    const results: Record<string, Float64Array> = {}
    for (const [port, b] of Object.entries(transfer.ports))
      results[port] = processBranch(b, signal, options.sampleRate)
    outputs.set(module.id, results)
    if (graph.sinks.has(module.id)) addTo(mix, portSignal(results))
  }
  return Float32Array.from(mix)
}

function addTo(target: Float64Array, addend: Float64Array): void {
  for (let i = 0; i < target.length; i++) target[i]! += addend[i]!
}

function portSignal(results: Record<string, Float64Array>, port?: string): Float64Array {
  if (port !== undefined && results[port]) return results[port]
  const names = Object.keys(results)
  if (names.length === 1) return results[names[0]!]!
  const sum = new Float64Array(results[names[0]!]!.length)
  for (const name of names) if (name !== '') addTo(sum, results[name]!)
  return sum
}
