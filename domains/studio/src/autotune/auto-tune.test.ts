import { describe, expect, it } from 'vitest'
import { SEATS, VEHICLE_MODEL_IDS } from '../cabin/vehicle-models.ts'
import type { Chain } from '../chain/chain.ts'
import { chainGraph } from '../dsp/chain-graph.ts'
import { measure } from '../measurement/measure.ts'
import { autoTune } from './auto-tune.ts'

const sampleRate = 48_000
const baseChain: Chain = {
  modules: [
    { id: 'hpf', type: 'filter-hpf-lpf-v3', params: { fc: 30, order: 2 } },
    { id: 'trim', type: 'gain-polarity-mute-v1', params: { gainDb: -3 } },
  ],
  connections: [{ from: 'hpf', to: 'trim' }],
  bindings: [],
}

describe('auto-tune', () => {
  for (const vehicleModel of VEHICLE_MODEL_IDS) {
    for (const seat of SEATS) {
      it(`converges to ±3 dB (100 Hz–10 kHz, harman-car) at ${vehicleModel} / ${seat}`, () => {
        const result = autoTune({
          measure: (chain) =>
            measure({ chain, sampleRate, vehicleModel, seat, signalType: 'sweep', seed: 11 }).curve,
          chain: baseChain,
          target: 'harman-car',
          sampleRate,
        })
        console.log(
          `${vehicleModel}/${seat}: max ${result.before.maxDeviationDb.toFixed(1)} → ${result.after.maxDeviationDb.toFixed(1)} dB, ` +
            `${result.iterations.length} iterations, ${result.addedModules.length} bands`,
        )
        expect(result.before.maxDeviationDb).toBeGreaterThan(3)
        expect(result.converged).toBe(true)
        expect(result.after.maxDeviationDb).toBeLessThanOrEqual(3)
        // Every band stays inside the catalogue range and the +6 dB boost cap.
        for (const m of result.addedModules) {
          expect(m.id).toMatch(/^autoEq\d+$/)
          expect(Number(m.params.gainDb)).toBeLessThanOrEqual(6)
          expect(Number(m.params.gainDb)).toBeGreaterThanOrEqual(-24)
        }
        // The returned chain, measured again, is what the result reports.
        const again = measure({
          chain: result.chain,
          sampleRate,
          vehicleModel,
          seat,
          signalType: 'sweep',
          seed: 11,
        })
        expect(again.curve.magnitudeDb.length).toBe(240)
      })
    }
  }

  it('records each round’s changes with their previous values and wires new bands in series', () => {
    const result = autoTune({
      measure: (chain) =>
        measure({ chain, sampleRate, vehicleModel: 'suv-b', seat: 'rear', signalType: 'pink', seed: 3 })
          .curve,
      chain: baseChain,
      target: 'flat',
      sampleRate,
    })
    const first = result.iterations[0]!
    expect(first.addedModules).toEqual(['autoEq1'])
    expect(
      first.changes
        .filter((c) => c.moduleId === 'autoEq1')
        .map((c) => c.paramKey)
        .sort(),
    ).toEqual(['fc', 'gainDb', 'q'])
    expect(first.changes.every((c) => c.moduleId !== 'autoEq1' || c.previous === undefined)).toBe(true)
    // The bands sit in series in front of the chain: autoEq1 alone takes the chain input.
    expect([...chainGraph(result.chain).sources]).toEqual(['autoEq1'])
    expect(result.chain.connections.some((c) => c.from.startsWith('autoEq') && c.to === 'hpf')).toBe(true)
    expect(result.after.maxDeviationDb).toBeLessThan(result.before.maxDeviationDb)
  })

  it('stops at once when the curve is already within tolerance', () => {
    const result = autoTune({
      measure: (chain) =>
        measure({ chain, sampleRate, vehicleModel: 'sedan-a', seat: 'driver', signalType: 'sweep', seed: 1 })
          .curve,
      chain: baseChain,
      target: 'flat',
      sampleRate,
      toleranceDb: 40,
    })
    expect(result.iterations).toEqual([])
    expect(result.converged).toBe(true)
    expect(result.chain).toBe(baseChain)
  })
})
