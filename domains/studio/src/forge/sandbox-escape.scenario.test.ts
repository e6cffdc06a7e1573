import { existsSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { afterEach, describe, expect, it } from 'vitest'
import { compileAndTest } from './compile-and-test.ts'
import { compileTs } from './compile-ts.ts'
import { generateTest } from './generate-test.ts'
import { resolveModuleDef } from './module-def.ts'
import { runInSandboxProcess } from './sandbox-process.ts'

// Each attack tries to leave a mark the host can see (a file written, a command run, a secret read). The
// suite passes only if no attack leaves one, the host process lives on, and its event loop keeps turning.

const resolved = resolveModuleDef({ name: 'PeakLimiter', kind: 'limiter' })
if (!resolved.ok) throw new Error('the limiter definition is valid')
const limiterTest = generateTest(resolved.def)

const mark = join(tmpdir(), `mindwire-escape-${process.pid}`)
const SECRET = `secret-${Math.random().toString(36).slice(2)}`
process.env.MINDWIRE_ESCAPE_PROBE = SECRET
afterEach(() => rmSync(mark, { force: true }))

/** What an escaped guest would do with the host's `process`: run a command that writes the mark. */
const PAYLOAD = `(p) => {
  const cp = p.mainModule ? p.mainModule.require('child_process') : p.getBuiltinModule('child_process')
  cp.execSync('id > ${mark}')
  return String(p.env.MINDWIRE_ESCAPE_PROBE)
}`

/** A module that runs `attack` (statements; `payload` is the function above) when loaded and when processing. */
function hostile(attack: string): string {
  return `const payload = ${PAYLOAD}
function attack(input?: unknown): unknown { ${attack} }
let loaded: unknown
try { loaded = attack() } catch (error) { loaded = error }
export function createProcessor() {
  return {
    process(input: Float32Array): Float32Array {
      const reached = attack(input)
      throw new Error('reached ' + String(reached) + ' ' + String(loaded))
    },
    reset(): void {},
  }
}`
}

async function expectContained(attack: string, timeoutMs = 1000) {
  const outcome = await compileAndTest(hostile(attack), limiterTest, { timeoutMs })
  expect(outcome.ok).toBe(false)
  expect(existsSync(mark)).toBe(false)
  expect(JSON.stringify(outcome)).not.toContain(SECRET)
  expect(JSON.stringify(outcome)).not.toMatch(/\/work\/|node_modules|\/root\//)
  return outcome
}

describe('the code sandbox contains hostile modules', () => {
  it('refuses a dynamic import, and its rejection leads back to no host constructor', async () => {
    await expectContained(`
      const p = import('node:child_process')
      p.then((cp: any) => cp.execSync('id > ${mark}')).catch((e: any) => payload(e.constructor.constructor('return process')()))
      return 'sent'`)
  })

  it('refuses an import() that reaches the sandbox uncompiled, with an error of the guest’s own realm', async () => {
    const test = await compileTs(limiterTest)
    // An error of the guest's realm is an instance of the guest's own Error; a host error is not. The refusal
    // settles on a later turn of the child's event loop, which a synchronous job may never reach: either way
    // no host error is ever seen.
    const moduleJs = `import('node:fs').catch((e) => { globalThis.caught = String(e instanceof Error) + ':' + e.message })
      module.exports.createProcessor = () => ({ process() { throw new Error('caught ' + globalThis.caught) }, reset() {} })`
    const outcome = await runInSandboxProcess(
      { moduleJs, testJs: test.js! },
      { timeoutMs: 1000, wallMs: 3000, heapMiB: 64, residentMiB: 256, outputBytes: 1 << 20 },
    )
    expect(outcome.ok).toBe(false)
    expect(outcome.cases[0]?.detail).toMatch(
      /caught (undefined|true:import\(\) is not available in the sandbox)$/,
    )
  })

  it('survives a rejected import nobody catches (no unhandled rejection reaches the host)', async () => {
    const outcome = await expectContained(
      `import('node:fs'); Promise.reject(new Error('nobody catches me')); return 'left'`,
    )
    expect(outcome.compile.ok).toBe(true)
  })

  it('finds no host Function through constructor chains, prototypes or thrown errors', async () => {
    const outcome = await expectContained(`
      const tries: unknown[] = []
      const attempt = (f: () => unknown) => { try { tries.push(payload(f())) } catch (e) { tries.push('x') } }
      attempt(() => (this as any).constructor.constructor('return process')())
      attempt(() => (input as any).constructor.constructor('return process')())
      attempt(() => Object.getPrototypeOf(async () => {}).constructor('return process')())
      attempt(() => Object.getPrototypeOf(function* () {}).constructor('return process')())
      attempt(() => { try { null!.x } catch (e: any) { return e.constructor.constructor('return process')() } })
      attempt(() => { try { (function f(): unknown { return f() })() } catch (e: any) { return e.constructor.constructor('return process')() } })
      attempt(() => (globalThis as any).process)
      return tries.join(',')`)
    expect(outcome.test.cases[0]?.detail).toMatch(/reached x,x,x,x,x,x,x/)
  })

  it('gets no host object from stack frames (CallSite tricks)', async () => {
    await expectContained(`
      const E = Error as any
      E.prepareStackTrace = (_: unknown, frames: any[]) => frames
      const frames = new Error().stack as any
      E.prepareStackTrace = undefined
      for (const frame of frames) {
        for (const get of ['getThis', 'getFunction']) {
          try {
            const value = frame[get]?.()
            if (value) payload(value.constructor.constructor('return process')())
          } catch {}
        }
      }
      return frames.length`)
  })

  it('has no WebAssembly, SharedArrayBuffer or Atomics, and a blocking wait cannot hold it past its limit', async () => {
    const started = performance.now()
    const outcome = await expectContained(`
      const names = ['WebAssembly', 'SharedArrayBuffer', 'Atomics'].map((n) => typeof (globalThis as any)[n])
      if (input) { const g = globalThis as any; if (g.Atomics) g.Atomics.wait(new Int32Array(new g.SharedArrayBuffer(4)), 0, 0) }
      return names.join(',')`)
    expect(outcome.test.cases[0]?.detail).toMatch(/undefined,undefined,undefined/)
    expect(performance.now() - started).toBeLessThan(5000)
  })

  it('stops a module that fills memory outside the heap (typed arrays) and one that fills the heap', async () => {
    const buffers = await expectContained(
      `const a: Float64Array[] = []; for (;;) a.push(new Float64Array(1 << 24).fill(1))`,
      5000,
    )
    expect(buffers.test.error).toMatch(/memory|heap/)
    const heap = await expectContained(
      `const a: number[][] = []; for (;;) a.push(new Array(1 << 16).fill(1.5))`,
      5000,
    )
    expect(heap.test.error).toMatch(/memory|heap/)
  })

  it('does not run a hostile getter or Proxy thrown at the host, nor hang on one', async () => {
    const started = performance.now()
    const thrownWhileLoading = (value: string) =>
      compileAndTest(`throw ${value}\nexport function createProcessor() {}`, limiterTest, { timeoutMs: 500 })
    const proxy = await thrownWhileLoading(`new Proxy({}, { get() { for (;;) {} }, has() { for (;;) {} } })`)
    const getter = await thrownWhileLoading(`{ get message() { for (;;) {} } }`)
    for (const outcome of [proxy, getter]) expect(outcome.test).toMatchObject({ ok: false, timedOut: true })
    expect(performance.now() - started).toBeLessThan(8000)
  })

  it('bounds what comes back: a 64 MiB message, ten thousand cases, NUL and lone surrogates', async () => {
    const long = await expectContained(`throw new Error('x'.repeat(64 << 20))`, 3000)
    expect(JSON.stringify(long).length).toBeLessThan(20_000)
    const odd = await expectContained(`throw new Error('nul \\u0000 and \\ud800 alone')`)
    const text = JSON.stringify(odd)
    expect(text).not.toContain('\\u0000')
    expect(odd.test.error ?? odd.test.cases[0]?.detail).toMatch(/nul \uFFFD and \uFFFD alone/)
    const manyCases = `export function runTests() { return Array.from({ length: 1e4 }, (_, i) => ({ name: 'c' + i, ok: true, detail: 'x'.repeat(100) })) }`
    const many = await compileAndTest(hostile('return 1'), manyCases)
    expect(many.ok).toBe(false)
    expect(many.test.error).toMatch(/more than 200 cases|too much output/)
  })

  it('keeps the host’s event loop turning while a guest spins for its whole time limit', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 })
    delay.enable()
    const outcome = await compileAndTest(hostile('for (;;) {}'), limiterTest, { timeoutMs: 1500 })
    delay.disable()
    expect(outcome.test.timedOut).toBe(true)
    expect(delay.max / 1e6).toBeLessThan(250)
  })
})
