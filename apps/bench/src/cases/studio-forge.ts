import { MODULE_DEF_SET, runForgeEval } from '@mindwire/studio/forge'
import type { BenchCase } from '../bench-row.ts'
import { round } from '../measure.ts'

/**
 * XiForge's generate-code over the module requests of the forge set: the offline generator writes each
 * module and its behaviour test, esbuild compiles both, the test runs against the module in a sandbox.
 * Seed §8 asks for a first-pass compile rate above 70 %.
 */
export const studioForge: BenchCase = {
  name: 'studio/forge',
  description: `generate-code (offline) on ${MODULE_DEF_SET.length} module requests: compile, test, time`,
  async run(progress) {
    // One untimed pass warms esbuild's service and the JIT, so the median is of steady-state runs.
    await runForgeEval(MODULE_DEF_SET.slice(0, 3))
    const report = await runForgeEval(MODULE_DEF_SET, progress)
    return [
      {
        name: 'studio/forge-first-pass-compile-rate',
        value: round(report.compileRate * 100, 1),
        unit: '%',
        target: '> 70 % (seed §8)',
      },
      {
        name: 'studio/forge-test-pass-rate',
        value: round(report.testPassRate * 100, 1),
        unit: '%',
        target: '100 % (offline generator)',
      },
      { name: 'studio/forge-generate-compile-test-ms', value: round(report.medianMs, 1), unit: 'ms' },
    ]
  },
}
