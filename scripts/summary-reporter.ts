import type { Reporter, TestModule } from 'vitest/node'

/**
 * Ends every test run with one line, `N passed, N failed, N skipped`, which CI reads. A test file that
 * could not load, and an unhandled error, each count as one failure: nothing broken may read as green.
 */
const SLOWEST_SHOWN = 20

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0
    let failed = unhandledErrors.length
    let skipped = 0
    this.printSlowest(testModules)
    for (const module of testModules) {
      let tests = 0
      for (const test of module.children.allTests()) {
        tests++
        const state = test.result().state
        if (state === 'passed') passed++
        else if (state === 'failed') failed++
        else skipped++
      }
      if (tests === 0 && module.state() === 'failed') failed++
    }
    process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`)
  }

  /** The slowest files, so whoever keeps CI inside its time budget knows where the time goes. */
  private printSlowest(testModules: ReadonlyArray<TestModule>): void {
    const timed = testModules.map((module) => {
      const d = module.diagnostic()
      return {
        file: module.relativeModuleId,
        seconds: (d.duration + d.collectDuration + d.setupDuration) / 1000,
      }
    })
    const total = timed.reduce((sum, t) => sum + t.seconds, 0)
    const slowest = timed.sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST_SHOWN)
    if (slowest.length === 0) return
    const lines = slowest.map((t) => `${t.seconds.toFixed(1).padStart(7)} s  ${t.file}`)
    process.stdout.write(`\nslowest test files (of ${total.toFixed(0)} s in all):\n${lines.join('\n')}\n`)
  }
}
