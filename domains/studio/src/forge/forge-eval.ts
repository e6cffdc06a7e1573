import { type GenerateCodeResult, generateCode } from './generate-code.ts'
import { MODULE_DEF_SET, type ModuleDefCase } from './module-def-set.ts'

/** One request's outcome in the evaluation. */
export interface ForgeEvalRow {
  name: string
  expectedKind: string
  kind?: string
  compiled: boolean
  passed: boolean
  ms: number
  summary: string
}

/** Seed §8's first-pass compile rate and the behaviour-test pass rate over a set of requests. */
export interface ForgeEvalReport {
  total: number
  /** Compiled on the first attempt, over all requests (a rejected definition counts as not compiled). */
  compileRate: number
  /** Compiled and passed every behaviour test case, over all requests. */
  testPassRate: number
  /** The kind came out as the request meant, over all requests. */
  kindRate: number
  /** Generate + compile + test per request, median, ms. */
  medianMs: number
  rows: ForgeEvalRow[]
}

function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

function row(request: ModuleDefCase, result: GenerateCodeResult, ms: number): ForgeEvalRow {
  const base = {
    name: request.moduleDef.name,
    expectedKind: request.expectedKind,
    ms,
    summary: result.summary,
  }
  if (!result.valid) return { ...base, compiled: false, passed: false }
  return { ...base, kind: result.kind, compiled: result.compile.ok, passed: result.ok }
}

/** Runs generate-code (offline generator, first pass only) over the requests and reports the rates. */
export async function runForgeEval(
  requests: readonly ModuleDefCase[] = MODULE_DEF_SET,
  onProgress?: (done: number, total: number) => void,
): Promise<ForgeEvalReport> {
  const rows: ForgeEvalRow[] = []
  for (const request of requests) {
    const started = performance.now()
    const result = await generateCode({ moduleDef: request.moduleDef, prompt: request.prompt })
    rows.push(row(request, result, performance.now() - started))
    onProgress?.(rows.length, requests.length)
  }
  const rate = (count: number) => (rows.length ? count / rows.length : 0)
  return {
    total: rows.length,
    compileRate: rate(rows.filter((r) => r.compiled).length),
    testPassRate: rate(rows.filter((r) => r.passed).length),
    kindRate: rate(rows.filter((r) => r.kind === r.expectedKind).length),
    medianMs: median(rows.map((r) => r.ms)),
    rows,
  }
}
