import { describe, expect, it } from 'vitest'
import { compileAndTest } from './compile-and-test.ts'
import { generateModule } from './generate-module.ts'
import { generateTest } from './generate-test.ts'
import { type ModuleDefInput, resolveModuleDef } from './module-def.ts'

/** The offline module with one change, run against the unchanged generated test: the failing cases' names. */
async function failingCases(moduleDef: ModuleDefInput, from: string, to: string): Promise<string[]> {
  const resolved = resolveModuleDef(moduleDef)
  if (!resolved.ok) throw new Error(resolved.issues.join('; '))
  const source = generateModule(resolved.def)
  expect(source).toContain(from)
  const outcome = await compileAndTest(source.replace(from, to), generateTest(resolved.def))
  expect(outcome.compile.ok).toBe(true)
  return outcome.test.cases.filter((c) => !c.ok).map((c) => c.name)
}

describe('generated behaviour tests catch wrong implementations', () => {
  it('a peaking EQ with the wrong bandwidth', async () => {
    const failing = await failingCases({ name: 'Eq', kind: 'peaking' }, 'sinW0 / (2 * p.q)', 'sinW0 / p.q')
    expect(failing.some((name) => name.startsWith('magnitude at a decade'))).toBe(true)
  })

  it('a high-pass that is a low-pass', async () => {
    const failing = await failingCases(
      { name: 'Hpf', kind: 'highPass' },
      'const b0 = (1 + cosW0) / 2',
      'const b0 = (1 - cosW0) / 2',
    )
    expect(failing.length).toBeGreaterThan(0)
  })

  it('a notch whose null misses f0', async () => {
    const failing = await failingCases(
      { name: 'Notch', kind: 'notch' },
      'const b1 = -2 * cosW0',
      'const b1 = -1.99 * cosW0',
    )
    expect(failing.some((name) => name.startsWith('magnitude at f0'))).toBe(true)
  })

  it('a delay one sample short', async () => {
    const failing = await failingCases(
      { name: 'Delay', kind: 'delay' },
      'new Float32Array(delaySamples + 1)',
      'new Float32Array(delaySamples)',
    )
    expect(failing.some((name) => name.startsWith('an impulse comes out at'))).toBe(true)
  })

  it('a compressor that forgets its makeup gain', async () => {
    const def = {
      name: 'Comp',
      kind: 'compressor' as const,
      params: [{ key: 'makeupDb', min: 0, max: 12, default: 4 }],
    }
    const failing = await failingCases(def, '* makeup\n', '\n')
    expect(failing.some((name) => name.startsWith('steady-state gain'))).toBe(true)
  })

  it('a limiter without look-ahead that overshoots its ceiling', async () => {
    const failing = await failingCases(
      { name: 'Lim', kind: 'limiter' },
      'output[i] = delayed[(n + 1) % window]! * gain',
      'output[i] = x * gain',
    )
    expect(failing).toContain('a sine 6 dB over the ceiling never exceeds the ceiling after the attack')
  })

  it('a gate that never closes', async () => {
    const failing = await failingCases(
      { name: 'Gate', kind: 'noiseGate' },
      'const target = open ? 1 : floor',
      'const target = 1',
    )
    expect(failing.some((name) => name.includes('attenuated by the range'))).toBe(true)
  })

  it('a soft clipper that clips past its output level', async () => {
    const failing = await failingCases(
      { name: 'Clip', kind: 'softClipper' },
      'return Math.tanh(u)',
      'return 1.2 * Math.tanh(u)',
    )
    expect(failing.length).toBeGreaterThan(0)
  })
})
