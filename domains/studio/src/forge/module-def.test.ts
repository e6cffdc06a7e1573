import { describe, expect, it } from 'vitest'
import { resolveModuleDef } from './module-def.ts'
import { STANDARD_PARAMS } from './module-kinds.ts'

function issuesOf(input: unknown, prompt = ''): string[] {
  const result = resolveModuleDef(input, prompt)
  return result.ok ? [] : result.issues
}

function defOf(input: unknown, prompt = '') {
  const result = resolveModuleDef(input, prompt)
  if (!result.ok) throw new Error(result.issues.join('; '))
  return result.def
}

describe('resolveModuleDef', () => {
  it('gives a definition without params the kind’s standard parameters at 48 kHz', () => {
    const def = defOf({ name: 'PeakLimiter', kind: 'limiter' })
    expect(def.sampleRate).toBe(48_000)
    expect(def.params.map((p) => p.key)).toEqual(STANDARD_PARAMS.limiter.map((p) => p.key))
    expect(def.fixed).toEqual({})
    expect(def.identifier).toBe('PeakLimiter')
  })

  it('infers the kind from the name, then the description, then the prompt', () => {
    expect(defOf({ name: 'PeakLimiter' }).kind).toBe('limiter')
    expect(defOf({ name: '限幅器' }).kind).toBe('limiter')
    expect(defOf({ name: 'Band1', description: 'a parametric EQ band' }).kind).toBe('peaking')
    expect(defOf({ name: 'Module7' }, '为新 EQ 模块生成单测').kind).toBe('peaking')
    expect(defOf({ name: 'HighPassEq' }).kind).toBe('highPass')
    expect(defOf({ name: 'NewEq' }).kindInferred).toBe(true)
    expect(defOf({ name: 'NewEq', kind: 'notch' }).kindInferred).toBe(false)
  })

  it('asks for a kind when nothing names one', () => {
    expect(issuesOf({ name: 'Module7' }, 'make it sound nice')[0]).toMatch(/^kind: .*one of gain, limiter/)
  })

  it('maps parameter aliases to standard keys and fixes the parameters left out', () => {
    const def = defOf({
      name: 'Eq',
      kind: 'peaking',
      params: [{ key: 'frequency', min: 100, max: 4000, default: 1000 }],
    })
    expect(def.params).toEqual([{ key: 'fc', min: 100, max: 4000, default: 1000, unit: 'Hz' }])
    expect(def.fixed).toEqual({ gainDb: 6, q: 1.41 })
  })

  it('rejects ranges that are inverted, miss their default or are not finite', () => {
    const param = (p: object) => issuesOf({ name: 'G', kind: 'gain', params: [{ key: 'gainDb', ...p }] })
    expect(param({ min: 6, max: -6, default: 0 })).toEqual(['params.0.min: min 6 is above max -6'])
    expect(param({ min: -6, max: 6, default: 9 })).toEqual(['params.0.default: default 9 is outside [-6, 6]'])
    expect(param({ min: -6, max: Number.POSITIVE_INFINITY, default: 0 })[0]).toMatch(/^params\.0\.max/)
    expect(param({ min: Number.NaN, max: 6, default: 0 })[0]).toMatch(/^params\.0\.min/)
  })

  it('rejects keys that are not identifiers, duplicates, unknown parameters and more than 16', () => {
    expect(
      issuesOf({ name: 'G', kind: 'gain', params: [{ key: 'gain db', min: 0, max: 1, default: 0 }] })[0],
    ).toMatch(/identifier/)
    const twice = [0, 1].map(() => ({ key: 'gainDb', min: 0, max: 1, default: 0 }))
    expect(issuesOf({ name: 'G', kind: 'gain', params: twice })).toEqual([
      'params.1.key: "gainDb" appears twice',
    ])
    expect(
      issuesOf({ name: 'G', kind: 'gain', params: [{ key: 'wet', min: 0, max: 1, default: 0 }] })[0],
    ).toBe('params: "wet" is not a parameter of a gain; its parameters are gainDb, invert')
    const many = Array.from({ length: 17 }, (_, i) => ({ key: `p${i}`, min: 0, max: 1, default: 0 }))
    expect(issuesOf({ name: 'G', kind: 'gain', params: many })).toContain(
      'params: a module exposes at most 16 parameters',
    )
  })

  it('keeps frequencies below Nyquist and ranges within what the DSP can do', () => {
    const issues = issuesOf({
      name: 'Lpf',
      kind: 'lowPass',
      sampleRate: 44_100,
      params: [
        { key: 'fc', min: 100, max: 30_000, default: 1000 },
        { key: 'q', min: 0, max: 2, default: 0.7 },
      ],
    })
    expect(issues).toEqual([
      'params: fc max 30000 Hz is not below Nyquist (22050 Hz at 44100 Hz)',
      'params: q must stay within [0.05, 200], got [0, 2]',
    ])
  })

  it('fits the standard frequency ranges to a low sample rate', () => {
    const def = defOf({ name: 'Air', kind: 'highShelf', sampleRate: 8000 })
    const fc = def.params.find((p) => p.key === 'fc')!
    expect(fc.max).toBeLessThan(4000)
    expect(fc.default).toBeLessThanOrEqual(fc.max)
  })

  it('rejects names and sample rates that are not names or rates', () => {
    expect(issuesOf({ name: '', kind: 'gain' })[0]).toMatch(/^name/)
    expect(issuesOf({ name: 'a;b', kind: 'gain' })[0]).toMatch(/^name/)
    expect(issuesOf({ name: 'G', kind: 'gain', sampleRate: 1000 })[0]).toMatch(/^sampleRate/)
    expect(issuesOf({ name: 'G', kind: 'reverb' })[0]).toMatch(/^kind/)
  })
})
