import { moduleFileName } from './generate-module.ts'
import type { ResolvedModuleDef } from './module-def.ts'
import { FILTER_KINDS, type ModuleKind } from './module-kinds.ts'
import {
  COMPRESSOR_CASES,
  COMPRESSOR_SUMMARY,
  LIMITER_CASES,
  LIMITER_SUMMARY,
  NOISE_GATE_CASES,
  NOISE_GATE_SUMMARY,
} from './templates/dynamics-tests.ts'
import { FILTER_SUMMARY, filterTestCases } from './templates/filter-tests.ts'
import {
  DELAY_CASES,
  DELAY_SUMMARY,
  GAIN_CASES,
  GAIN_SUMMARY,
  SOFT_CLIPPER_CASES,
  SOFT_CLIPPER_SUMMARY,
} from './templates/simple-tests.ts'
import { testFile } from './templates/test-harness.ts'

const NON_FILTER_TESTS: Partial<Record<ModuleKind, readonly [summary: string, cases: string]>> = {
  gain: [GAIN_SUMMARY, GAIN_CASES],
  limiter: [LIMITER_SUMMARY, LIMITER_CASES],
  compressor: [COMPRESSOR_SUMMARY, COMPRESSOR_CASES],
  delay: [DELAY_SUMMARY, DELAY_CASES],
  softClipper: [SOFT_CLIPPER_SUMMARY, SOFT_CLIPPER_CASES],
  noiseGate: [NOISE_GATE_SUMMARY, NOISE_GATE_CASES],
}

/** What the generated test for a kind checks, in one sentence. */
export function testSummary(kind: ModuleKind): string {
  return FILTER_KINDS.includes(kind) ? FILTER_SUMMARY : NON_FILTER_TESTS[kind]![0]
}

/** The file name of a definition's generated test: "peak-limiter.behaviour-test.ts". */
export function testFileName(def: ResolvedModuleDef): string {
  return moduleFileName(def).replace(/\.ts$/, '.behaviour-test.ts')
}

/**
 * The behaviour test of a module definition as TypeScript source without imports or a test framework:
 * `runTests(createProcessor)` returns `[{ name, ok, detail }]`, one per case.
 */
export function generateTest(def: ResolvedModuleDef): string {
  const cases = FILTER_KINDS.includes(def.kind) ? filterTestCases(def.kind) : NON_FILTER_TESTS[def.kind]![1]
  return testFile(def, testSummary(def.kind), cases)
}
