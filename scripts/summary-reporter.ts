import type { Reporter, TestModule } from 'vitest/node'

/**
 * Ends every test run with one line, `N passed, N failed, N skipped`, which CI reads. A test file that
 * could not load, and an unhandled error, each count as one failure: nothing broken may read as green.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0
    let failed = unhandledErrors.length
    let skipped = 0
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
}
