import { moduleDefinition } from '../catalogue/index.ts'
import type { ProjectDocument } from '../chain/chain.ts'
import { chainGraph } from '../dsp/chain-graph.ts'
import { chainResponse } from '../dsp/chain-response.ts'
import { renderChain } from '../dsp/render.ts'
import { result, type TestCase } from './test-case.ts'

/** Seed 000's XiTest rule: no frequency may be boosted by more than this. */
export const MAX_GAIN_DB = 12
/** The end-to-end latency budget of a playback chain (a lip-sync and ANC limit). */
export const MAX_LATENCY_MS = 10

export const maxGainCase: TestCase = {
  id: 'max-gain',
  name: `no gain above +${MAX_GAIN_DB} dB`,
  nameZh: `任何频点增益不超过 +${MAX_GAIN_DB} dB`,
  run(project) {
    const response = chainResponse(project.chain, { sampleRate: project.sampleRate })
    let peak = -Infinity
    let at = 0
    response.magnitudeDb.forEach((db, i) => {
      if (db > peak) [peak, at] = [db, response.frequencies[i]!]
    })
    return result(
      this,
      peak <= MAX_GAIN_DB,
      {
        en: `peak gain ${peak.toFixed(2)} dB at ${Math.round(at)} Hz`,
        zh: `${Math.round(at)} Hz 处增益最高，${peak.toFixed(2)} dB`,
      },
      round(peak),
      MAX_GAIN_DB,
    )
  },
}

export const noClippingCase: TestCase = {
  id: 'no-clipping',
  name: 'no clipping for a 0 dBFS sine sweep',
  nameZh: '0 dBFS 正弦扫频不削波',
  run(project) {
    const output = renderChain(project.chain, logSweep(project.sampleRate), {
      sampleRate: project.sampleRate,
    })
    let peak = 0
    for (const sample of output) peak = Math.max(peak, Math.abs(sample))
    const peakDb = 20 * Math.log10(peak || 1e-12)
    return result(
      this,
      peak <= 1,
      { en: `output peak ${peakDb.toFixed(2)} dBFS`, zh: `输出峰值 ${peakDb.toFixed(2)} dBFS` },
      round(peakDb),
      0,
    )
  },
}

export const latencyCase: TestCase = {
  id: 'latency',
  name: `latency under ${MAX_LATENCY_MS} ms`,
  nameZh: `链路延迟低于 ${MAX_LATENCY_MS} ms`,
  run(project) {
    const latency = chainLatencyMs(project)
    return result(
      this,
      latency < MAX_LATENCY_MS,
      { en: `longest path ${latency.toFixed(2)} ms`, zh: `最长路径 ${latency.toFixed(2)} ms` },
      round(latency),
      MAX_LATENCY_MS,
    )
  },
}

/**
 * The chain's latency: the longest path through it, each module adding its catalogue latency and delay
 * modules their delay setting.
 */
export function chainLatencyMs(project: ProjectDocument): number {
  const graph = chainGraph(project.chain)
  const arrival = new Map<string, number>()
  let longest = 0
  for (const module of graph.order) {
    const incoming = graph.incoming.get(module.id) ?? []
    const start = Math.max(0, ...incoming.map((connection) => arrival.get(connection.from) ?? 0))
    const definition = moduleDefinition(module.type)
    const own =
      (definition?.latencyMs ?? 0) +
      (typeof module.params.delayMs === 'number' && !module.bypass ? module.params.delayMs : 0)
    arrival.set(module.id, start + own)
    longest = Math.max(longest, start + own)
  }
  return longest
}

/** A 2-second logarithmic sine sweep 20 Hz–20 kHz at full scale (amplitude 1). */
function logSweep(sampleRate: number, seconds = 2): Float32Array {
  const n = Math.round(seconds * sampleRate)
  const [f1, f2] = [20, 20_000]
  const k = Math.log(f2 / f1)
  const sweep = new Float32Array(n)
  for (let i = 0; i < n; i++) {
    const t = i / sampleRate
    sweep[i] = Math.sin(((2 * Math.PI * f1 * seconds) / k) * (Math.exp((t / seconds) * k) - 1))
  }
  return sweep
}

function round(value: number): number {
  return Math.round(value * 100) / 100
}
