import { isAbsolute, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Command } from 'commander'
import { progressBar } from '../progress.ts'

interface EvalAnalystOptions {
  cases: string
  planner: string
  analyze: string
  concurrency: string
  json?: boolean
}

/** The analyst's loop as an `Analyze`; a placeholder until the loop is merged (see its file). */
const DEFAULT_ANALYZE = '@mindwire/analyst/eval-analyze'

/** `mindwire eval analyst`: renders each case, runs an analyzer on it and scores findings against the truth. */
export function registerEvalAnalyst(evaluate: Command): void {
  evaluate
    .command('analyst')
    .description(
      'run analyst cases (injected defects over synthetic audio) through an analyzer and score the findings',
    )
    .requiredOption('--cases <file>', 'a .jsonl file of cases, e.g. tests/data/analyst/dev.jsonl')
    .option('--planner <name>', 'the planner driving the loop: offline, or a model spec', 'offline')
    .option('--analyze <module>', 'a module exporting createAnalyze({ planner }) → Analyze', DEFAULT_ANALYZE)
    .option('-c, --concurrency <n>', 'cases in flight at once (model planners benefit from more)', '1')
    .option(
      '--json',
      'print one JSON object: the score (precision, recall, per label, controls, experiments, ms, failures)',
    )
    .action(async (options: EvalAnalystOptions) => {
      process.exitCode = await evalAnalyst(options)
    })
}

async function evalAnalyst(options: EvalAnalystOptions): Promise<number> {
  // Lazy: the analyst domain (and the loop behind it) loads only when this command runs.
  const { readCases, renderAnalystReport, runAnalystEval } = await import('@mindwire/analyst/eval')
  const cases = await readCases(options.cases)
  const module = (await import(moduleSpecifier(options.analyze))) as {
    createAnalyze?: (o: { planner: string }) => unknown
  }
  if (typeof module.createAnalyze !== 'function')
    throw new Error(`${options.analyze} does not export createAnalyze({ planner })`)
  const analyze = (await module.createAnalyze({ planner: options.planner })) as Parameters<
    typeof runAnalystEval
  >[1]
  const bar = progressBar(`eval analyst ${options.planner}`, cases.length)
  const { score } = await runAnalystEval(cases, analyze, () => bar.tick(), {
    concurrency: Math.max(1, Number(options.concurrency) || 1),
  })
  bar.done()
  if (options.json) process.stdout.write(`${JSON.stringify(score)}\n`)
  else process.stdout.write(renderAnalystReport(score, `analyst (${options.planner}) on ${options.cases}`))
  // A run where the analyzer failed on some case is not a measurement: say so in the exit code.
  return score.errors > 0 ? 1 : 0
}

/** Package names import as they are; file paths resolve against the working directory. */
function moduleSpecifier(spec: string): string {
  const isPath = spec.startsWith('.') || isAbsolute(spec) || /\.[cm]?[jt]s$/.test(spec)
  return isPath ? pathToFileURL(resolve(spec)).href : spec
}
