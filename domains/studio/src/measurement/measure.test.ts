import { describe, expect, it } from 'vitest'
import type { Chain } from '../chain/chain.ts'
import { analyze } from './analyze.ts'
import { curveAt } from './curve.ts'
import { measure } from './measure.ts'
import { spectrumFindings, toSpectrumPart } from './spectrum.ts'
import { alignedTarget } from './target-curves.ts'

const empty: Chain = { modules: [], connections: [], bindings: [] }
const request = {
  chain: empty,
  sampleRate: 48_000,
  vehicleModel: 'sedan-a',
  seat: 'driver' as const,
  seed: 7,
}

describe('simulated measurement and analysis', () => {
  it('is deterministic per seed; pink noise measures noisier than a sweep', () => {
    const a = measure({ ...request, signalType: 'sweep' })
    expect(measure({ ...request, signalType: 'sweep' }).curve.magnitudeDb).toEqual(a.curve.magnitudeDb)
    const roughness = (signalType: 'pink' | 'sweep') => {
      let total = 0
      for (let seed = 1; seed <= 8; seed++) {
        const m = measure({ ...request, seed, signalType }).curve.magnitudeDb
        for (let i = 1; i < m.length - 1; i++) total += Math.abs(m[i]! - (m[i - 1]! + m[i + 1]!) / 2)
      }
      return total
    }
    expect(roughness('pink')).toBeGreaterThan(2 * roughness('sweep'))
  })

  it('finds the sedan driver seat cabin mode near 82 Hz and the presence dip near 3.2 kHz', () => {
    const { curve } = measure({ ...request, signalType: 'sweep' })
    const result = analyze(curve, alignedTarget('flat', curve))
    const peak = result.findings.find((f) => f.kind === 'peak' && f.frequencyHz > 60 && f.frequencyHz < 110)
    const dip = result.findings.find((f) => f.kind === 'dip' && f.frequencyHz > 2500 && f.frequencyHz < 4000)
    expect(peak?.deviationDb).toBeGreaterThan(4)
    expect(peak?.text).toMatch(/^\d+ Hz 附近 \+\d+\.\d dB 过冲 \(overshoot\)$/)
    expect(dip?.deviationDb).toBeLessThan(-3)
    expect(dip?.text).toMatch(/^\d\.\d kHz −\d+\.\d dB 凹陷 \(dip\)$/)
    expect(result.maxDeviationDb).toBeGreaterThan(4)
    expect(result.rmsDeviationDb).toBeLessThan(result.maxDeviationDb)
  })

  it('an EQ cut in the chain shows up in the measurement by its gain', () => {
    const before = measure({ ...request, signalType: 'sweep' }).curve
    const chain: Chain = {
      modules: [{ id: 'p', type: 'eq-parametric-v2', params: { fc: 1000, gainDb: -6, q: 1 } }],
      connections: [],
      bindings: [],
    }
    const after = measure({ ...request, chain, signalType: 'sweep' }).curve
    expect(curveAt(after, 1000) - curveAt(before, 1000)).toBeCloseTo(-6, 0)
  })

  it('the harman-car target has about +6 dB of bass and a falling treble, aligned to the curve', () => {
    const { curve } = measure({ ...request, signalType: 'sweep' })
    const target = alignedTarget('harman-car', curve)
    expect(curveAt(target, 40) - curveAt(target, 1000)).toBeGreaterThan(5)
    expect(curveAt(target, 10_000) - curveAt(target, 1000)).toBeLessThan(-2)
  })

  it('a spectrum part round-trips: the findings of its linear bins match the curve findings', () => {
    const { curve } = measure({ ...request, signalType: 'sweep' })
    const part = toSpectrumPart(curve, { bins: 4096, label: 'sedan-a driver' })
    expect(part.magnitudesDb).toHaveLength(4096)
    const findings = spectrumFindings(part.magnitudesDb, part.sampleRate)
    const mode = findings.find((f) => f.kind === 'peak' && f.frequencyHz < 150)
    const dip = findings.find((f) => f.kind === 'dip' && f.frequencyHz > 2000 && f.frequencyHz < 4500)
    expect(mode?.frequencyHz).toBeGreaterThan(65)
    expect(mode?.frequencyHz).toBeLessThan(100)
    expect(dip).toBeDefined()
  })
})
