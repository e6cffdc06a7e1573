import { z } from 'zod'
import { type CompileAndTestOutcome, compileAndTest } from './compile-and-test.ts'
import { generateModule, moduleFileName } from './generate-module.ts'
import { generateTest, testFileName, testSummary } from './generate-test.ts'
import { type ResolvedModuleDef, resolveModuleDef } from './module-def.ts'
import type { ModuleKind } from './module-kinds.ts'

/** The arguments of the `generate-code` tool (seed §4.3): a module definition and what the user asked. */
export const generateCodeArgsSchema = z.object({
  moduleDef: z.unknown(),
  prompt: z.string().max(4000).default(''),
  /** Module source a model wrote itself: checked against the generated test instead of the offline code. */
  code: z.string().max(200_000).optional(),
})

export type GenerateCodeArgs = z.input<typeof generateCodeArgsSchema>

/** A generated module with its behaviour test, both compiled and the test run against the module. */
export interface GeneratedCode {
  valid: true
  language: 'typescript'
  /** The primary artifact's file name: the module's, or the test's when the prompt asked for tests. */
  fileName: string
  primary: 'module' | 'test'
  code: string
  moduleFileName: string
  testCode: string
  testFileName: string
  /** Where the module came from: the offline generator, or the caller's `code`. */
  source: 'offline' | 'caller'
  kind: ModuleKind
  def: ResolvedModuleDef
  compile: CompileAndTestOutcome['compile']
  test: CompileAndTestOutcome['test']
  /** Compiled and every test case passed; never true for code that did not compile. */
  ok: boolean
  summary: string
}

/** A `moduleDef` the generator cannot work from, with what is wrong with it. */
export interface RejectedModuleDef {
  valid: false
  ok: false
  issues: string[]
  summary: string
}

export type GenerateCodeResult = GeneratedCode | RejectedModuleDef

/** Prompts that ask for tests rather than a module (seed §6.4: "为新 EQ 模块生成单测"). */
const ASKS_FOR_TESTS =
  /单测|单元测试|测试用例|生成测试|写测试|unit[ -]?tests?|test[ -]?cases?|\btests? for\b|\bwrite tests?\b/i

/** Whether a prompt asks for tests of a module rather than the module itself. */
export function asksForTests(prompt: string): boolean {
  return ASKS_FOR_TESTS.test(prompt)
}

function summarise(
  def: ResolvedModuleDef,
  primary: 'module' | 'test',
  source: 'offline' | 'caller',
  outcome: CompileAndTestOutcome,
): string {
  const origin = source === 'offline' ? 'offline-generated' : 'supplied'
  const what = `${def.identifier} (${def.kind}, ${def.sampleRate} Hz)`
  if (!outcome.compile.ok) {
    const first = outcome.compile.errors[0]
    return `${what}: the ${origin} module does not compile${first ? ` — line ${first.line}, column ${first.column}: ${first.message}` : ''}.`
  }
  const passed = outcome.test.cases.filter((c) => c.ok).length
  const total = outcome.test.cases.length
  const failedCase = outcome.test.cases.find((c) => !c.ok)
  const verdict = outcome.test.error
    ? `the behaviour test did not run: ${outcome.test.error}`
    : `${passed}/${total} behaviour test cases pass${failedCase ? `; failing: ${failedCase.name} — ${failedCase.detail}` : ''}`
  if (primary === 'test')
    return `Behaviour tests for ${what}, ${total} cases: ${testSummary(def.kind)} Against the ${origin} module: ${verdict}.`
  return `${what}, ${origin}: compiled in ${outcome.compile.ms.toFixed(1)} ms; ${verdict}.`
}

/**
 * The operation behind the `generate-code` tool: resolves the definition, generates the module (or takes
 * the caller's) and its behaviour test, compiles both and runs the test against the module.
 */
export async function generateCode(
  args: GenerateCodeArgs,
  options: { timeoutMs?: number; tenant?: string } = {},
): Promise<GenerateCodeResult> {
  const parsed = generateCodeArgsSchema.safeParse(args)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    return {
      valid: false,
      ok: false,
      issues,
      summary: `generate-code arguments are invalid: ${issues.join('; ')}`,
    }
  }
  const { moduleDef, prompt, code } = parsed.data
  const resolved = resolveModuleDef(moduleDef, prompt)
  if (!resolved.ok)
    return {
      valid: false,
      ok: false,
      issues: resolved.issues,
      summary: `moduleDef is invalid: ${resolved.issues.join('; ')}`,
    }
  const def = resolved.def
  const source = code === undefined ? 'offline' : 'caller'
  const moduleCode = code ?? generateModule(def)
  const testCode = generateTest(def)
  const names = { moduleFileName: moduleFileName(def), testFileName: testFileName(def) }
  const outcome = await compileAndTest(moduleCode, testCode, { ...names, ...options })
  const primary = asksForTests(prompt) ? 'test' : 'module'
  return {
    valid: true,
    language: 'typescript',
    fileName: primary === 'test' ? names.testFileName : names.moduleFileName,
    primary,
    code: moduleCode,
    ...names,
    testCode,
    source,
    kind: def.kind,
    def,
    compile: outcome.compile,
    test: outcome.test,
    ok: outcome.ok,
    summary: summarise(def, primary, source, outcome),
  }
}
