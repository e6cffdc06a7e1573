import { autoTune } from '@mindwire/studio/autotune'
import { SEATS, VEHICLE_MODEL_IDS } from '@mindwire/studio/cabin'
import type { Chain } from '@mindwire/studio/chain'
import { chainResponse } from '@mindwire/studio/dsp'
import { alignedTarget, analyze, measure } from '@mindwire/studio/measurement'
import type { BenchCase, BenchRow } from '../bench-row.ts'
import { collectGarbage, percentile, round } from '../measure.ts'

const sampleRate = 48_000
const RUNS = 300

/** 32 modules in series, a mix of every linear kind: HPF, shelves, 20 PEQ bands, crossover, allpass, delay. */
function bigChain(): Chain {
  const modules: Chain['modules'] = [
    { id: 'hpf', type: 'filter-hpf-lpf-v3', params: { fc: 35, order: 4 } },
    { id: 'low', type: 'eq-shelf-v2', params: { fc: 100, gainDb: 4 } },
    { id: 'high', type: 'eq-shelf-v2', params: { type: 'highShelf', fc: 8000, gainDb: -3 } },
    ...Array.from({ length: 20 }, (_, i) => ({
      id: `peq${i + 1}`,
      type: 'eq-parametric-v2',
      params: { fc: 40 * 1.3 ** i, gainDb: i % 2 ? -3 : 2, q: 2 },
    })),
    { id: 'notch', type: 'notch-v1', params: { fc: 6500 } },
    { id: 'lr', type: 'filter-linkwitz-riley-v2', params: { type: 'highpass', fc: 60 } },
    { id: 'ap', type: 'allpass-phase-v1', params: { fc: 2500 } },
    { id: 'x', type: 'crossover-3way-v2', params: {} },
    { id: 'delay', type: 'delay-time-alignment-v2', params: { delayMs: 1.2 } },
    { id: 'comp', type: 'compressor-v3', params: { makeupDb: 2 } },
    { id: 'dyn', type: 'dynamic-eq-v1', params: {} },
    { id: 'trim', type: 'gain-polarity-mute-v1', params: { gainDb: -2 } },
    { id: 'limit', type: 'limiter-lookahead-v2', params: {} },
  ]
  return {
    modules,
    connections: modules.slice(1).map((m, i) => ({ from: modules[i]!.id, to: m.id })),
    bindings: [],
  }
}

const start: Chain = {
  modules: [{ id: 'hpf', type: 'filter-hpf-lpf-v3', params: { fc: 30 } }],
  connections: [],
  bindings: [],
}

/** Median time of `work` over `runs` runs, in ms. */
function medianMs(work: () => unknown, runs: number): number {
  for (let i = 0; i < Math.min(20, runs); i++) work()
  collectGarbage()
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    work()
    samples.push(performance.now() - started)
  }
  return percentile(samples, 50)
}

/**
 * The studio DSP: chain response of a 32-module chain on the 1/24-octave grid, a simulated measurement
 * with its analysis, auto-tune to ±3 dB, and auto-tune's before/after deviation on every simulated seat.
 * No peer exists for these.
 */
export const studioDsp: BenchCase = {
  name: 'studio/dsp',
  description: 'chain response, measurement + analysis, auto-tune on every simulated seat',
  async run(progress) {
    const rows: BenchRow[] = []
    const chain = bigChain()
    const responseMs = medianMs(() => chainResponse(chain, { sampleRate }), RUNS * 3)
    rows.push({
      name: 'studio/dsp-chain-response-32-modules',
      value: round(responseMs * 1000, 0),
      unit: 'µs',
      target: '< 1000 µs; peer: none',
    })
    progress(1, 4)
    const request = {
      chain,
      sampleRate,
      vehicleModel: 'suv-b',
      seat: 'driver' as const,
      signalType: 'pink' as const,
      seed: 1,
    }
    const measureMs = medianMs(() => {
      const { curve } = measure(request)
      return analyze(curve, alignedTarget('harman-car', curve))
    }, RUNS)
    rows.push({
      name: 'studio/dsp-measure-and-analyze',
      value: round(measureMs, 2),
      unit: 'ms',
      target: '< 10 ms; peer: none',
    })
    progress(2, 4)
    const tuneOnce = (vehicleModel: string, seat: (typeof SEATS)[number]) =>
      autoTune({
        measure: (c) =>
          measure({ chain: c, sampleRate, vehicleModel, seat, signalType: 'sweep', seed: 11 }).curve,
        chain: start,
        target: 'harman-car',
        sampleRate,
      })
    let iterations = 0
    const tuneMs = medianMs(() => {
      iterations = tuneOnce('suv-b', 'driver').iterations.length
    }, 20)
    rows.push({
      name: 'studio/dsp-autotune-suv-b-driver',
      value: round(tuneMs, 1),
      unit: 'ms',
      target: 'within ±3 dB, < 1000 ms; peer: none',
    })
    rows.push({
      name: 'studio/dsp-autotune-iterations',
      value: iterations,
      unit: 'rounds',
      target: '≤ 10; peer: none',
    })
    progress(3, 4)
    for (const vehicleModel of VEHICLE_MODEL_IDS) {
      const results = SEATS.map((seat) => tuneOnce(vehicleModel, seat))
      const before = Math.max(...results.map((r) => r.before.maxDeviationDb))
      const after = Math.max(...results.map((r) => r.after.maxDeviationDb))
      const converged = results.filter((r) => r.converged).length
      rows.push({
        name: `studio/dsp-autotune-${vehicleModel}-max-dev`,
        value: round(after, 2),
        unit: `dB (before ${round(before, 1)}, ${converged}/${SEATS.length} seats)`,
        target: '≤ 3 dB in 100 Hz–10 kHz; peer: none',
      })
    }
    progress(4, 4)
    return rows
  },
}
