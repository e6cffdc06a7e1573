import type { Context } from 'node:vm'
import { type CompileError, compileTs } from './compile-ts.ts'
import { createSandbox, freezeBuiltins, runInSandbox } from './sandbox.ts'

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
}

function parseCases(json: string): TestCaseOutcome[] | undefined {
  const parsed: unknown = JSON.parse(json)
  if (!Array.isArray(parsed)) return undefined
  return parsed.map((item: { name?: unknown; ok?: unknown; detail?: unknown }) => ({
    name: String(item?.name),
    ok: item?.ok === true,
    detail: String(item?.detail),
  }))
}

/** Loads the module and runs the test, each in a sandbox of its own; the module's code never shares a realm with the test's. */
function runTest(moduleJs: string, testJs: string, timeoutMs: number): CompileAndTestOutcome['test'] {
  const started = performance.now()
  const remaining = () => timeoutMs - (performance.now() - started)
  const failed = (error: string, timedOut = false) => ({
    ok: false,
    ms: performance.now() - started,
    cases: [],
    error,
    ...(timedOut ? { timedOut } : {}),
  })

  /** Runs compiled CommonJS in a sandbox; the reason it failed, if it did or does not export `name`. */
  const load = (sandbox: Context, js: string, name: string, what: string) => {
    const loaded = runInSandbox(sandbox, `${js}\nreturn typeof module.exports.${name}`, remaining())
    if (!loaded.ok) return failed(`loading the ${what}: ${loaded.error}`, loaded.timedOut)
    return loaded.value === 'function' ? undefined : failed(`the ${what} exports no ${name} function`)
  }
  const moduleSandbox = createSandbox('forge-module')
  const moduleFailure = load(moduleSandbox, moduleJs, 'createProcessor', 'module')
  if (moduleFailure) return moduleFailure
  const testSandbox = createSandbox('forge-test')
  freezeBuiltins(testSandbox)
  testSandbox.moduleSandbox = moduleSandbox
  const testFailure = load(testSandbox, testJs, 'runTests', 'test')
  if (testFailure) return testFailure

  if (remaining() <= 0) return failed(`stopped after ${timeoutMs} ms (time limit)`, true)
  const ran = runInSandbox(
    testSandbox,
    `const cases = module.exports.runTests(moduleSandbox.module.exports.createProcessor)
return JSON.stringify(Array.from(cases, (c) => ({ name: String(c.name), ok: c.ok === true, detail: String(c.detail) })))`,
    remaining(),
  )
  if (!ran.ok) return failed(`running the test: ${ran.error}`, ran.timedOut)
  const cases = parseCases(ran.value)
  if (!cases) return failed('the test returned no list of cases')
  return { ok: cases.length > 0 && cases.every((c) => c.ok), ms: performance.now() - started, cases }
}

/**
 * Compiles a generated (or model-written) module and its behaviour test with esbuild, then runs the test
 * against the module in isolated vm contexts under a time limit. Broken or hostile code gives a failed
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
  const test = runTest(compiledModule.js, compiledTest.js, options.timeoutMs ?? 2000)
  return { ok: compile.ok && test.ok, compile, test }
}
