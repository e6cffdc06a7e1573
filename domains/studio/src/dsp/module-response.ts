import { addInto, applyCascade, type ComplexResponse, zeroResponse } from '@mindwire/dsp'
import type { ChainModule } from '../chain/chain.ts'
import { type Branch, moduleTransfer, type ResponseConditions } from './module-transfer.ts'

/** Options of a module or chain response: the sample rate and the conditions of dynamic blocks. */
export interface ResponseOptions extends ResponseConditions {
  sampleRate: number
}

/** The complex response of one branch (sections × gain × e^{−jωτ}) on a frequency grid. */
export function branchResponse(
  b: Branch,
  frequencies: ArrayLike<number>,
  sampleRate: number,
): ComplexResponse {
  const n = frequencies.length
  const out: ComplexResponse = { re: new Float64Array(n), im: new Float64Array(n) }
  for (let i = 0; i < n; i++) {
    const phase = -2 * Math.PI * frequencies[i]! * b.delaySeconds
    out.re[i] = b.gain * Math.cos(phase)
    out.im[i] = b.gain * Math.sin(phase)
  }
  applyCascade(out, b.sections, frequencies, sampleRate)
  return out
}

/**
 * The complex response of one chain module on a frequency grid. A crossover's `port` picks a band; without
 * a port the bands sum. Compressors and limiters give their small-signal (make-up) gain, GALA its gain at
 * `speedKmh`, the dynamic EQ its band at `inputLevelDb`; bypassed and non-audio modules give 1.
 */
export function moduleResponse(
  module: ChainModule,
  frequencies: ArrayLike<number>,
  options: ResponseOptions,
  port?: string,
): ComplexResponse {
  const { ports } = moduleTransfer(module, options.sampleRate, options)
  const names = Object.keys(ports)
  const chosen =
    port !== undefined && ports[port] ? [port] : names.length === 1 ? names : names.filter((n) => n !== '')
  const total = zeroResponse(frequencies.length)
  for (const name of chosen) addInto(total, branchResponse(ports[name]!, frequencies, options.sampleRate))
  return total
}
