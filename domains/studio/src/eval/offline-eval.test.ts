import { fileURLToPath } from 'node:url'
import { readCaseFile } from '@mindwire/agent/evaluation'
import { describe, expect, it } from 'vitest'
import { createStudio } from '../studio-domain.ts'
import { runStudioCase } from './run-studio-case.ts'
import { StudioEvalCase } from './studio-eval-case.ts'
import { scoreStudioRun, studioReport } from './studio-report.ts'

const set = (name: string) =>
  readCaseFile(fileURLToPath(new URL(`../../eval/${name}.jsonl`, import.meta.url)), StudioEvalCase)

// Written before the engine was measured against them, by someone who had not read it. dev is for
// development. holdout's failures were seen once while the engine was rewritten, so it is no longer
// unseen; holdout2 was written afterwards, blind, and is only measured. The floors sit just under where
// the engine stands, so a regression fails.
describe('the studio offline engine on its evaluation sets', () => {
  it.each([
    ['dev', 0.95],
    ['holdout', 0.9],
    ['holdout2', 0.9],
    // Issue 41's kinds in the words of new users; the first set was developed against, the second was
    // written after the structured reading and measured once before any change for it (40.6 → 93.8 %).
    ['outside-style', 0.95],
    ['outside-style-2', 0.9],
    // Issue 41's vocabulary kinds (jargon, units, relative amounts, chain edits in other words, steps, code,
    // questions), new wordings of our own: -3 measured once before the vocabulary files grew (85.4 %), -4
    // once after its first batch (79.2 %); both were then developed against.
    ['outside-style-3', 0.95],
    ['outside-style-4', 0.95],
    // Wordings found while probing the readings above, kept as they now read (developed against, not unseen).
    ['outside-style-5', 0.95],
    // Round 8 (frequencies with no module, jargon, units, steps): measured once before its changes (73.4 %).
    ['outside-style-11', 0.95],
    // XiForge's answers about one module (issue 44), written with them: suggest-module-params, generate-tuning-ui.
    ['forge-answers', 0.95],
    // XiVST and XiProbe (issue 44), written with them: recommend-plugins, search-sdk-docs, plan-measurement, assess-report.
    ['probe-vst', 0.95],
    // XiTest 失败根因 (issue 44), written with it: run-test-suite first without a log, analyze-test-failures with one.
    ['test-root-cause', 0.95],
  ])(
    '%s: the first call (tool and the arguments that must hold) is right for at least %d of the cases',
    async (name, floor) => {
      const domain = createStudio()
      const scored = []
      for (const testCase of await set(name as string))
        scored.push(scoreStudioRun(await runStudioCase(testCase, domain, domain.offlineModel!())))
      const report = studioReport(scored)
      console.log(
        `studio offline eval ${name}: tool ${(report.toolAccuracy * 100).toFixed(1)} %, tool+args ${(report.accuracy * 100).toFixed(1)} %, wrong actions ${(report.wrongActionRate * 100).toFixed(1)} % of ${report.cases}`,
      )
      // The holdout's failures are not printed: its cases stay out of development.
      if (name === 'dev')
        for (const failure of report.failures)
          console.log(`  ✗ ${failure.id} ${failure.text} → ${JSON.stringify(failure.got)}`)
      expect(report.accuracy).toBeGreaterThanOrEqual(floor)
      // A wrong action costs more than a question: on no set may more than 2 % of cases act wrongly.
      expect(report.wrongActionRate).toBeLessThanOrEqual(0.02)
    },
  )
})
