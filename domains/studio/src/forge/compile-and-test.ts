import { availableParallelism } from 'node:os'
import { type CompileError, compileTs } from './compile-ts.ts'
import { runInSandboxProcess, type SandboxLimits } from './sandbox-process.ts'
import { SandboxQueue } from './sandbox-queue.ts'

/** One case of a behaviour test. */
export interface TestCaseOutcome {
  name: string
  ok: boolean
  detail: string
}

export interface CompileAndTestOutcome {
  ok: boolean
  compile: { ok: boolean; ms: number; errors: CompileError[] }
  test: { ok: boolean; ms: number; cases: TestCaseOutcome[]; error?: string; timedOut?: boolean }
}

export interface CompileAndTestOptions {
  /** The time the module and its test may take together, loading included; 2 s by default. */
  timeoutMs?: number
  moduleFileName?: string
  testFileName?: string
  /** Whose turn in the sandbox queue this is (a tenant id); runs of one tenant never crowd out another's. */
  tenant?: string
}

/** Start-up of a sandbox process (~70 ms here) and its teardown, beyond the guest's own time limit. */
const START_ALLOWANCE_MS = 1500

/** The limits every sandbox process runs under, besides the caller's time limit. */
const SANDBOX_LIMITS: Omit<SandboxLimits, 'timeoutMs' | 'wallMs'> = {
  heapMiB: 128,
  residentMiB: 320,
  outputBytes: 1 << 20,
}

/**
 * One queue for the whole process: at most one sandbox per core beyond the server's own, one running per
 * tenant, four waiting per tenant.
 */
const sandboxQueue = new SandboxQueue({
  concurrency: Math.max(1, availableParallelism() - 1),
  perTenant: 1,
  waitingPerTenant: 4,
})

/**
 * Compiles a generated (or model-written) module and its behaviour test with esbuild, then runs the test
 * against the module in a sandbox process of its own (see sandbox-process.ts) under a time limit. Broken or hostile code gives a failed
 * outcome, never a crash or a hang.
 */
export async function compileAndTest(
  moduleSource: string,
  testSource: string,
  options: CompileAndTestOptions = {},
): Promise<CompileAndTestOutcome> {
  const [compiledModule, compiledTest] = await Promise.all([
    compileTs(moduleSource, options.moduleFileName ?? 'module.ts'),
    compileTs(testSource, options.testFileName ?? 'module.behaviour-test.ts'),
  ])
  const compile = { ok: compiledModule.ok, ms: compiledModule.ms, errors: compiledModule.errors }
  if (!compiledModule.js)
    return {
      ok: false,
      compile,
      test: { ok: false, ms: 0, cases: [], error: 'not run: the module did not compile' },
    }
  if (!compiledTest.js) {
    const where = compiledTest.errors.map((e) => `${e.line}:${e.column} ${e.message}`).join('; ')
    return {
      ok: false,
      compile,
      test: { ok: false, ms: 0, cases: [], error: `the test did not compile: ${where}` },
    }
  }
  const timeoutMs = options.timeoutMs ?? 2000
  const limits = { ...SANDBOX_LIMITS, timeoutMs, wallMs: timeoutMs + START_ALLOWANCE_MS }
  const moduleJs = compiledModule.js
  const testJs = compiledTest.js
  const test = await sandboxQueue.run(options.tenant ?? '', async () => {
    const started = performance.now()
    const outcome = await runInSandboxProcess({ moduleJs, testJs }, limits)
    return { ...outcome, ms: performance.now() - started }
  })
  return { ok: compile.ok && test.ok, compile, test }
}
