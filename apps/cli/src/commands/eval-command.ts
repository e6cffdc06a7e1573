import type { Command } from 'commander'

/** What every copilot's `mindwire eval DOMAIN` takes (issue 41: one command shape for all of them). */
export interface CopilotEvalOptions {
  cases: string
  model: string
  concurrency: string
  json?: boolean
}

/**
 * Declares `mindwire eval NAME` with the options every copilot's eval shares: `--cases`, `-m/--model`,
 * `-c/--concurrency` and `--json` (whose help lists `reportFields`). The caller adds its own and the action.
 */
export function copilotEvalCommand(
  evaluate: Command,
  spec: { name: string; description: string; casesExample: string; reportFields: string },
): Command {
  return evaluate
    .command(spec.name)
    .description(spec.description)
    .requiredOption('--cases <file>', `a .jsonl file of cases, e.g. ${spec.casesExample}`)
    .option(
      '-m, --model <spec>',
      'offline, or a model spec / fail-over chain (openai:gpt-4o-mini, …)',
      'offline',
    )
    .option('-c, --concurrency <n>', 'cases in flight at once (LLMs benefit from more)', '1')
    .option('--json', `print one JSON object: ${spec.reportFields}`)
}
