import type { LanguageModelV4 } from '@ai-sdk/provider'
import type { Domain } from '@mindwire/agent'
import type { Command } from 'commander'
import { modelConfigFrom, routerFor } from '../resolve-model.ts'

/** What every copilot's `mindwire eval DOMAIN` takes (issue 41: one command shape for all of them). */
export interface CopilotEvalOptions {
  cases: string
  model: string
  concurrency: string
  json?: boolean
}

/**
 * Declares `mindwire eval NAME` with the options every copilot's eval shares: `--cases`, `-m/--model`,
 * `-c/--concurrency` and `--json` (whose help lists `reportFields`); `run` scores and returns the exit code.
 * The caller may add options of its own to the command returned.
 */
export function copilotEvalCommand<Options extends CopilotEvalOptions>(
  evaluate: Command,
  spec: { name: string; description: string; casesExample: string; reportFields: string },
  run: (options: Options) => Promise<number>,
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
    .action(async (options: Options) => {
      process.exitCode = await run(options)
    })
}

/**
 * The model a `--model` spec names for `domain`, routed as the server routes it and wrapped with the
 * domain's own engines; undefined for `offline`, which the domain's offline engine serves directly.
 */
export function specModel(spec: string, domain: Domain): LanguageModelV4 | undefined {
  if (spec === 'offline') return undefined
  const routed = routerFor(modelConfigFrom(process.env, spec), domain).model(domain.taskType ?? 'control')
  return domain.wrapModel ? domain.wrapModel(routed) : routed
}
