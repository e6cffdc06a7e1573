import fc from 'fast-check'

/** Runs per property in CI: enough to reach every kind of input on every route, small enough for CI. */
const DEFAULT_RUNS = 25

/** The fixed seed CI uses, so a failure there reproduces anywhere. */
const DEFAULT_SEED = 13

/** Shrink steps per failure: each one is a real request, so an unbounded shrink could take minutes. */
const SHRINK_STEPS = 40

/** Past this a property stops and reports the smallest failure so far (shrinking hung requests is slow). */
const SHRINK_BUDGET_MS = 8_000

/** How many runs a property makes: MINDWIRE_FUZZ_RUNS (`npm run fuzz -- --runs N`) or the CI default. */
export function fuzzRuns(scale = 1): number {
  const runs = Number(process.env.MINDWIRE_FUZZ_RUNS) || DEFAULT_RUNS
  return Math.max(1, Math.round(runs * scale))
}

/** Keeps a failing property's shrink short; the seed and path fast-check prints still replay it. */
export function boundedShrink<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.limitShrink(arbitrary, SHRINK_STEPS)
}

/**
 * fast-check's parameters for one property. MINDWIRE_FUZZ_SEED (`npm run fuzz -- --seed S`) replaces
 * the fixed seed; a failure report names the seed and path that reproduce it.
 */
export function fuzzParameters(scale = 1): fc.Parameters<unknown> {
  const seed = process.env.MINDWIRE_FUZZ_SEED ? Number(process.env.MINDWIRE_FUZZ_SEED) : DEFAULT_SEED
  const budget = fuzzRuns(scale) * 300 + SHRINK_BUDGET_MS
  return { numRuns: fuzzRuns(scale), seed, verbose: 0, plugins: [fc.interruptAfterTimeLimit(budget)] }
}

/** A test's time limit: room for every run (a hung one takes the full request timeout) and a shrink. */
export function fuzzTimeout(scale = 1): number {
  return fuzzRuns(scale) * 300 + SHRINK_BUDGET_MS + 30_000
}
