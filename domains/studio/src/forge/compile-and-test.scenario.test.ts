import { describe, expect, it } from 'vitest'
import { compileAndTest } from './compile-and-test.ts'
import { generateModule } from './generate-module.ts'
import { generateTest } from './generate-test.ts'
import { resolveModuleDef } from './module-def.ts'

const resolved = resolveModuleDef({ name: 'PeakLimiter', kind: 'limiter' })
if (!resolved.ok) throw new Error('the limiter definition is valid')
const limiterTest = generateTest(resolved.def)

/** A module whose processor runs `processBody` (input in `input`) and which runs `topLevel` when loaded. */
function moduleWith(processBody: string, topLevel = ''): string {
  return `${topLevel}
export function createProcessor(params: Record<string, number>, sampleRate: number) {
  return {
    process(input: Float32Array): Float32Array {
      ${processBody}
    },
    reset(): void {},
  }
}`
}

describe('compileAndTest', () => {
  it('passes the offline limiter against its own test', async () => {
    const outcome = await compileAndTest(generateModule(resolved.def), limiterTest)
    expect(outcome.compile).toMatchObject({ ok: true, errors: [] })
    expect(outcome.test.cases.length).toBeGreaterThan(4)
    expect(outcome.test.cases.filter((c) => !c.ok)).toEqual([])
    expect(outcome.ok).toBe(true)
  })

  it('reports a syntax error with its line and column and runs nothing', async () => {
    const source =
      'export function createProcessor() {\n  return {\n    process(input: Float32Array) { return input +* 2 },\n  }\n}\n'
    const outcome = await compileAndTest(source, limiterTest)
    expect(outcome.ok).toBe(false)
    expect(outcome.compile.ok).toBe(false)
    const line = source.split('\n')[2]!
    expect(outcome.compile.errors[0]).toMatchObject({ line: 3, column: line.indexOf('*') + 1 })
    expect(outcome.test).toMatchObject({ ok: false, cases: [], error: 'not run: the module did not compile' })
  })

  it('fails a limiter that does not limit', async () => {
    const outcome = await compileAndTest(moduleWith('return Float32Array.from(input)'), limiterTest)
    expect(outcome.compile.ok).toBe(true)
    expect(outcome.ok).toBe(false)
    const ceiling = outcome.test.cases.find((c) => c.name.startsWith('a sine 6 dB over the ceiling'))
    expect(ceiling?.ok).toBe(false)
  })

  it('stops an infinite loop in process() at the time limit', async () => {
    const started = performance.now()
    const outcome = await compileAndTest(moduleWith('for (;;) {}'), limiterTest, { timeoutMs: 300 })
    expect(performance.now() - started).toBeLessThan(3000)
    expect(outcome.ok).toBe(false)
    expect(outcome.test).toMatchObject({ ok: false, timedOut: true })
    expect(outcome.test.error).toMatch(/time limit/)
  })

  it('stops an infinite loop while the module loads, and an endless chain of promise jobs', async () => {
    const loop = await compileAndTest(moduleWith('return input', 'while (true) {}'), limiterTest, {
      timeoutMs: 300,
    })
    expect(loop.test).toMatchObject({ ok: false, timedOut: true })
    const jobs = await compileAndTest(
      moduleWith('return input', 'const again = (): unknown => Promise.resolve().then(again); again()'),
      limiterTest,
      { timeoutMs: 300 },
    )
    expect(jobs.test).toMatchObject({ ok: false, timedOut: true })
  })

  it('cannot reach process, require or the host’s Function', async () => {
    const probe = `const reached = [
        typeof process, typeof require, typeof globalThis.process, typeof setTimeout,
        (() => { try { return typeof (input as any).constructor.constructor('return process')() } catch { return 'blocked' } })(),
      ]
      throw new Error('reached ' + reached.join(','))`
    const outcome = await compileAndTest(moduleWith(probe), limiterTest)
    expect(outcome.ok).toBe(false)
    expect(outcome.test.cases[0]?.detail).toMatch(
      /^threw: (Error: )?reached undefined,undefined,undefined,undefined,blocked$/,
    )
  })

  it('turns process.exit and a throw while loading into a failed outcome, not an exit', async () => {
    const exit = await compileAndTest(moduleWith('process.exit(1); return input'), limiterTest)
    expect(exit.ok).toBe(false)
    expect(exit.test.cases.every((c) => !c.ok && c.detail.includes('process is not defined'))).toBe(true)
    const thrown = await compileAndTest(moduleWith('return input', 'throw { message: "boom" }'), limiterTest)
    expect(thrown.test).toMatchObject({ ok: false, error: 'loading the module: boom' })
  })

  it('fails a module without createProcessor and one that imports a host module', async () => {
    const none = await compileAndTest('export const x = 1', limiterTest)
    expect(none.test.error).toBe('the module exports no createProcessor function')
    const imports = await compileAndTest(
      `import fs from 'node:fs'\n${moduleWith('return input', 'fs.readFileSync("/etc/passwd")')}`,
      limiterTest,
    )
    expect(imports.ok).toBe(false)
    expect(imports.test.error).toMatch(/require is not defined/)
  })

  it('cannot change the test’s built-ins through the arrays it is given', async () => {
    const tamper = `try { Object.getPrototypeOf(input).constructor.from = () => new Float32Array(input.length) } catch {}
      try { (Object.getPrototypeOf(Object.getPrototypeOf(input)) as any).fill = () => input } catch {}
      return Float32Array.from(input)`
    const outcome = await compileAndTest(moduleWith(tamper), limiterTest)
    expect(outcome.test.cases.find((c) => c.name.startsWith('a sine 6 dB over the ceiling'))?.ok).toBe(false)
  })
})
