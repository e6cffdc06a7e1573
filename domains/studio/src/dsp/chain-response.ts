import {
  addInto,
  type ComplexResponse,
  DEFAULT_GRID,
  magnitudeDb,
  multiplyInto,
  phaseDeg,
  unitResponse,
  zeroResponse,
} from '@mindwire/dsp'
import type { Chain } from '../chain/chain.ts'
import { chainGraph } from './chain-graph.ts'
import { branchResponse, type ResponseOptions } from './module-response.ts'
import { moduleTransfer } from './module-transfer.ts'

/** A chain's frequency response: magnitude (dB) and phase (degrees, wrapped) per grid frequency. */
export interface ChainResponse {
  frequencies: Float64Array
  magnitudeDb: Float64Array
  phaseDeg: Float64Array
}

/**
 * The complex response of a chain on a grid: modules in topological order, each taking the sum of its
 * incoming connections (the chain input when it has none); the chain output sums the modules without
 * outgoing connections. An empty chain is a wire.
 */
export function chainComplexResponse(
  chain: Chain,
  frequencies: ArrayLike<number>,
  options: ResponseOptions,
): ComplexResponse {
  const n = frequencies.length
  const graph = chainGraph(chain)
  if (graph.order.length === 0) return unitResponse(n)
  const outputs = new Map<string, Record<string, ComplexResponse>>()
  const output = zeroResponse(n)
  for (const module of graph.order) {
    let input: ComplexResponse
    if (graph.sources.has(module.id)) input = unitResponse(n)
    else {
      input = zeroResponse(n)
      for (const c of graph.incoming.get(module.id)!)
        addInto(input, portOutput(outputs.get(c.from)!, c.fromPort))
    }
    const { ports } = moduleTransfer(module, options.sampleRate, options)
    const results: Record<string, ComplexResponse> = {}
    for (const [port, b] of Object.entries(ports)) {
      const response = branchResponse(b, frequencies, options.sampleRate)
      multiplyInto(response, input)
      results[port] = response
    }
    outputs.set(module.id, results)
    if (graph.sinks.has(module.id)) addInto(output, portOutput(results))
  }
  return output
}

/** One port's output, or, without a port (or an unknown one), the sum of a splitter's bands. */
function portOutput(results: Record<string, ComplexResponse>, port?: string): ComplexResponse {
  if (port !== undefined && results[port]) return results[port]
  const names = Object.keys(results)
  if (names.length === 1) return results[names[0]!]!
  const sum = zeroResponse(results[names[0]!]!.re.length)
  for (const name of names) if (name !== '') addInto(sum, results[name]!)
  return sum
}

/** The chain's magnitude and phase on a grid (default 1/24 octave, 20 Hz – 20 kHz). */
export function chainResponse(
  chain: Chain,
  options: ResponseOptions & { frequencies?: ArrayLike<number> },
): ChainResponse {
  const frequencies = Float64Array.from(options.frequencies ?? DEFAULT_GRID)
  const response = chainComplexResponse(chain, frequencies, options)
  return { frequencies, magnitudeDb: magnitudeDb(response), phaseDeg: phaseDeg(response) }
}
