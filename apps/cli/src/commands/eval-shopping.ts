import { createShopping } from '@mindwire/shopping'
import { loadShopCases, renderShopReport, runShopEval, shopReport } from '@mindwire/shopping/eval'
import type { Command } from 'commander'
import { type CopilotEvalOptions, copilotEvalCommand, specModel } from './eval-command.ts'
import { runCases } from './run-cases.ts'

/** `mindwire eval shopping`: each case as a new shopper of the demo shop, scored on the calls of its last turn. */
export function registerEvalShopping(evaluate: Command): void {
  copilotEvalCommand(
    evaluate,
    {
      name: 'shopping',
      description:
        'run shop cases (earlier turns, an utterance, the calls it should make) on the demo shop and score the calls',
      casesExample: 'tests/data/shopping/holdout.jsonl',
      reportFields:
        'cases, accuracy, outcomes, wrongActionRate, questions, questionsFromState, latencyMs, reliability, byLang, failures',
    },
    evalShopping,
  )
}

async function evalShopping(options: CopilotEvalOptions): Promise<number> {
  const cases = await loadShopCases(options.cases)
  const domain = createShopping()
  const model = specModel(options.model, domain)
  const outcomes = await runShopEval(cases, {
    ...(model ? { model: () => model } : {}),
    each: (all, run) => runCases(`eval shopping ${options.model}`, all, options.concurrency, run),
  })
  const report = shopReport(outcomes)
  if (options.json) process.stdout.write(`${JSON.stringify(report)}\n`)
  else process.stdout.write(renderShopReport(report))
  return 0
}
