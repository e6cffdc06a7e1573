import { readCaseFile } from '@mindwire/agent/evaluation'
import { createStudio } from '@mindwire/studio'
import {
  renderStudioReport,
  runStudioCase,
  StudioEvalCase,
  scoreStudioRun,
  studioReport,
} from '@mindwire/studio/eval'
import type { Command } from 'commander'
import { type CopilotEvalOptions, copilotEvalCommand, specModel } from './eval-command.ts'
import { runCases } from './run-cases.ts'

/** `mindwire eval studio`: each request's first step through the studio's model, scored on its first call. */
export function registerEvalStudio(evaluate: Command): void {
  copilotEvalCommand(
    evaluate,
    {
      name: 'studio',
      description:
        'run studio cases (a request and the first call it should make) through the studio model and score the first calls',
      casesExample: 'domains/studio/eval/holdout.jsonl',
      reportFields:
        'cases, accuracy, toolAccuracy, outcomes, wrongActionRate, latencyMs, reliability, byLang, failures',
    },
    evalStudio,
  )
}

async function evalStudio(options: CopilotEvalOptions): Promise<number> {
  const cases = await readCaseFile(options.cases, StudioEvalCase)
  const domain = createStudio()
  const routed = specModel(options.model, domain)
  const model = () => routed ?? domain.offlineModel!()
  const scored = await runCases(`eval studio ${options.model}`, cases, options.concurrency, async (item) =>
    scoreStudioRun(await runStudioCase(item, domain, model())),
  )
  const report = studioReport(scored)
  if (options.json) process.stdout.write(`${JSON.stringify(report)}\n`)
  else process.stdout.write(renderStudioReport(report))
  // Failed runs (model errors) make the figures meaningless: say so in the exit code.
  return report.errors > 0 ? 1 : 0
}
