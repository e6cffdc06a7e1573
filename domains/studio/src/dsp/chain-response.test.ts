import { logFrequencyGrid } from '@mindwire/dsp'
import { describe, expect, it } from 'vitest'
import type { Chain, ChainModule } from '../chain/chain.ts'
import { ChainCycleError } from './chain-graph.ts'
import { chainResponse } from './chain-response.ts'

const sampleRate = 48_000
const series = (...modules: ChainModule[]): Chain => ({
  modules,
  connections: modules.slice(1).map((m, i) => ({ from: modules[i]!.id, to: m.id })),
  bindings: [],
})
const wrap = (deg: number) => ((((deg + 180) % 360) + 360) % 360) - 180

describe('chain response', () => {
  const peq = (id: string, fc: number, gainDb: number): ChainModule => ({
    id,
    type: 'eq-parametric-v2',
    params: { fc, gainDb, q: 2 },
  })

  it('an empty chain is a wire (0 dB, 0°)', () => {
    const r = chainResponse({ modules: [], connections: [], bindings: [] }, { sampleRate })
    expect(r.frequencies).toHaveLength(240)
    expect(r.frequencies.at(-1)).toBe(20_000)
    expect(Math.max(...r.magnitudeDb.map(Math.abs))).toBe(0)
  })

  it('cascaded modules add in dB', () => {
    const a = chainResponse(series(peq('a', 100, 6)), { sampleRate })
    const b = chainResponse(series(peq('b', 3000, -5)), { sampleRate })
    const both = chainResponse(series(peq('a', 100, 6), peq('b', 3000, -5)), { sampleRate })
    both.magnitudeDb.forEach((m, i) => {
      expect(m).toBeCloseTo(a.magnitudeDb[i]! + b.magnitudeDb[i]!, 9)
    })
    const at100 = both.frequencies.indexOf(both.frequencies.find((f) => Math.abs(f - 100) < 1.5)!)
    expect(both.magnitudeDb[at100]).toBeGreaterThan(5)
  })

  it('missing parameters take the catalogue defaults: a default peaking band is transparent', () => {
    const r = chainResponse(series({ id: 'p', type: 'eq-parametric-v2', params: {} }), { sampleRate })
    expect(Math.max(...r.magnitudeDb.map(Math.abs))).toBeLessThan(1e-9)
  })

  it('a delay has phase −360·f·τ and unit magnitude', () => {
    const tau = 0.0013
    const r = chainResponse(
      series({ id: 'd', type: 'delay-time-alignment-v2', params: { delayMs: tau * 1000 } }),
      {
        sampleRate,
      },
    )
    r.frequencies.forEach((f, i) => {
      expect(r.magnitudeDb[i]).toBeCloseTo(0, 9)
      expect(wrap(r.phaseDeg[i]! + 360 * f * tau)).toBeCloseTo(0, 6)
    })
  })

  it('inverted polarity flips the phase by 180° at every frequency', () => {
    const base = series(peq('a', 500, 4))
    const flipped = series(peq('a', 500, 4), {
      id: 'g',
      type: 'gain-polarity-mute-v1',
      params: { polarity: 'inverted' },
    })
    const r0 = chainResponse(base, { sampleRate })
    const r1 = chainResponse(flipped, { sampleRate })
    r0.phaseDeg.forEach((p, i) => {
      expect(Math.abs(wrap(r1.phaseDeg[i]! - p))).toBeCloseTo(180, 6)
      expect(r1.magnitudeDb[i]).toBeCloseTo(r0.magnitudeDb[i]!, 9)
    })
  })

  it('bypass and mute: a bypassed module passes audio, a muted gain silences it', () => {
    const loud = { id: 'p', type: 'eq-parametric-v2', params: { gainDb: 12 }, bypass: true }
    expect(Math.max(...chainResponse(series(loud), { sampleRate }).magnitudeDb.map(Math.abs))).toBe(0)
    const muted = chainResponse(series({ id: 'g', type: 'gain-polarity-mute-v1', params: { mute: true } }), {
      sampleRate,
    })
    expect(muted.magnitudeDb.every((m) => m === Number.NEGATIVE_INFINITY)).toBe(true)
  })

  it.each(['LR4', 'LR8'])('a 2-way %s crossover wired as two branches sums flat within 0.01 dB', (order) => {
    const chain: Chain = {
      modules: [
        { id: 'x', type: 'crossover-2way-v2', params: { fc: 2500, order } },
        { id: 'woofer', type: 'gain-polarity-mute-v1', params: {} },
        { id: 'tweeter', type: 'gain-polarity-mute-v1', params: {} },
      ],
      connections: [
        { from: 'x', to: 'woofer', fromPort: 'low' },
        { from: 'x', to: 'tweeter', fromPort: 'high' },
      ],
      bindings: [],
    }
    const r = chainResponse(chain, { sampleRate })
    expect(Math.max(...r.magnitudeDb.map(Math.abs))).toBeLessThan(0.01)
    // One branch alone is −6.02 dB at the crossover.
    const low = chainResponse(
      { ...chain, modules: chain.modules.slice(0, 2), connections: chain.connections.slice(0, 1) },
      {
        sampleRate,
        frequencies: [2500],
      },
    )
    expect(low.magnitudeDb[0]).toBeCloseTo(-6.02, 2)
  })

  it('an LR2 crossover sums flat only with the tweeter inverted, as the document says', () => {
    const chain = (tweeterPolarity: string) =>
      series({ id: 'x', type: 'crossover-2way-v2', params: { order: 'LR2', tweeterPolarity } })
    const normal = chainResponse(chain('normal'), { sampleRate, frequencies: [3000] })
    const inverted = chainResponse(chain('inverted'), { sampleRate })
    expect(normal.magnitudeDb[0]).toBeLessThan(-40)
    expect(Math.max(...inverted.magnitudeDb.map(Math.abs))).toBeLessThan(0.01)
  })

  it('a 3-way LR4 crossover sums flat with allpass compensation and ripples without it (fcHigh = 4·fcLow)', () => {
    const chain = (allpassComp: boolean) =>
      series({ id: 'x', type: 'crossover-3way-v2', params: { fcLow: 500, fcHigh: 2000, allpassComp } })
    const grid = logFrequencyGrid(20, 20_000, 48)
    const compensated = chainResponse(chain(true), { sampleRate, frequencies: grid })
    const plain = chainResponse(chain(false), { sampleRate, frequencies: grid })
    expect(Math.max(...compensated.magnitudeDb.map(Math.abs))).toBeLessThan(0.01)
    expect(Math.max(...plain.magnitudeDb.map(Math.abs))).toBeGreaterThan(0.5)
  })

  it('per-band gain of the 3-way crossover shows in its band', () => {
    const r = chainResponse(
      series({ id: 'x', type: 'crossover-3way-v2', params: { bandGainDb: [0, -6, 0] } }),
      {
        sampleRate,
        frequencies: [50, 1300, 15_000],
      },
    )
    expect(r.magnitudeDb[0]).toBeCloseTo(0, 1)
    expect(r.magnitudeDb[1]).toBeCloseTo(-6, 0)
    expect(r.magnitudeDb[2]).toBeCloseTo(0, 1)
  })

  it('compressors give their make-up gain, GALA its curve gain at the speed', () => {
    const comp = chainResponse(series({ id: 'c', type: 'compressor-v3', params: { makeupDb: 4 } }), {
      sampleRate,
    })
    expect(comp.magnitudeDb.every((m) => Math.abs(m - 4) < 1e-9)).toBe(true)
    const gala = series({ id: 'g', type: 'gala-sdvc-v2', params: {} })
    expect(chainResponse(gala, { sampleRate, frequencies: [1000] }).magnitudeDb[0]).toBeCloseTo(0, 9)
    expect(chainResponse(gala, { sampleRate, frequencies: [1000], speedKmh: 80 }).magnitudeDb[0]).toBeCloseTo(
      3.25,
      9,
    )
  })

  it('the dynamic EQ cuts only when the level is above its threshold', () => {
    const chain = series({
      id: 'd',
      type: 'dynamic-eq-v1',
      params: { fc: 3000, thresholdDb: -30, ratio: 2, rangeDb: -6 },
    })
    const quiet = chainResponse(chain, { sampleRate, frequencies: [3000], inputLevelDb: -40 })
    const loud = chainResponse(chain, { sampleRate, frequencies: [3000], inputLevelDb: -26 })
    const louder = chainResponse(chain, { sampleRate, frequencies: [3000], inputLevelDb: -6 })
    expect(quiet.magnitudeDb[0]).toBeCloseTo(0, 9)
    expect(loud.magnitudeDb[0]).toBeCloseTo(-2, 9)
    expect(louder.magnitudeDb[0]).toBeCloseTo(-6, 9)
  })

  it('parallel branches from the chain input sum; an unknown module type is an error', () => {
    const chain: Chain = {
      modules: [
        { id: 'a', type: 'gain-polarity-mute-v1', params: { gainDb: 0 } },
        { id: 'b', type: 'gain-polarity-mute-v1', params: { gainDb: 0 } },
        { id: 'ctl', type: 'not-in-this-catalogue-control', params: {} },
      ],
      connections: [],
      bindings: [],
    }
    const r = chainResponse(
      { ...chain, modules: chain.modules.slice(0, 2) },
      { sampleRate, frequencies: [1000] },
    )
    expect(r.magnitudeDb[0]).toBeCloseTo(20 * Math.log10(2), 9)
    expect(() => chainResponse(chain, { sampleRate })).toThrow(/unknown type/)
  })

  it('throws a clear error on a cycle', () => {
    const chain = series(peq('a', 100, 1), peq('b', 200, 1))
    chain.connections.push({ from: 'b', to: 'a' })
    expect(() => chainResponse(chain, { sampleRate })).toThrow(ChainCycleError)
    expect(() => chainResponse(chain, { sampleRate })).toThrow(/cycle through a → b/)
  })
})
