import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  Catalogue,
  createCockpit,
  createHybridModel,
  createOfflineModel,
  defaultCatalogue,
  EvalCase,
  enginePredictor,
  FAST_PATH_CONFIDENCE,
} from '@mindwire/cockpit'
import type { Command } from 'commander'
import { progressBar } from '../progress.ts'
import { modelConfigFrom, routerFor } from '../resolve-model.ts'
import { cockpitReport, renderCockpitReport } from './cockpit-report.ts'
import { registerEvalAnalyst } from './eval-analyst.ts'
import { registerEvalSynth } from './eval-synth.ts'

interface EvalOptions {
  cases: string
  model: string
  hybrid?: boolean
  concurrency: string
  json?: boolean
  byTag?: boolean
  config?: string
}

export function registerEval(program: Command): void {
  const evaluate = program.command('eval').description('score a domain against an evaluation set')
  evaluate
    .command('cockpit')
    .description(
      'run cockpit cases (COCKPIT_CONTRACT.md JSON Lines) through the whole pipeline and score them',
    )
    .requiredOption('--cases <file>', 'a .jsonl file of cases, e.g. tests/data/cockpit/dev.jsonl')
    .option(
      '-m, --model <spec>',
      'offline, or a model spec / fail-over chain (openai:gpt-4o-mini, …)',
      'offline',
    )
    .option('--hybrid', 'route like production: confident offline parses first, the model for the rest')
    .option('-c, --concurrency <n>', 'cases in flight at once (LLMs benefit from more)', '1')
    .option('--by-tag', 'also score each tag of the cases')
    .option(
      '--config <dir>',
      'a cockpit configuration folder (functions/*.json, prompts/*.md) instead of the shipped one',
    )
    .option(
      '--json',
      'print one JSON object: cases, accuracies, latencyMs {p50,p95,p99}, outcomes, byFunction, byTag, confusion, failures',
    )
    .action(async (options: EvalOptions) => {
      process.exitCode = await evalCockpit(options)
    })
  registerEvalAnalyst(evaluate)
  registerEvalSynth(evaluate)
}

async function evalCockpit(options: EvalOptions): Promise<number> {
  const cases = await readCases(options.cases)
  // A broken folder fails here with the CatalogueError naming each file and field.
  const catalogue = options.config
    ? new Catalogue({
        functionsDir: join(options.config, 'functions'),
        promptsDir: join(options.config, 'prompts'),
      })
    : defaultCatalogue()
  const model = modelFactory(options, catalogue)
  const predict = enginePredictor(model, createCockpit({ catalogue }))
  const bar = progressBar(`eval ${options.model}`, cases.length)
  const results = new Array(cases.length)
  let next = 0
  const worker = async () => {
    while (next < cases.length) {
      const index = next++
      results[index] = await predict(cases[index]!)
      bar.tick()
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Number(options.concurrency)) }, worker))
  bar.done()
  const report = cockpitReport(results)
  if (options.json) process.stdout.write(`${JSON.stringify(report)}\n`)
  else process.stdout.write(renderCockpitReport(report, { byTag: options.byTag }))
  return 0
}

function modelFactory(options: EvalOptions, catalogue: Catalogue) {
  const offline = () => createOfflineModel(catalogue.functions)
  if (options.model === 'offline' && !options.hybrid) return offline
  const router = routerFor(modelConfigFrom(process.env, options.model), { offlineModel: offline } as never)
  const routed = router.model('control')
  return () =>
    options.hybrid ? createHybridModel(routed, FAST_PATH_CONFIDENCE, catalogue.functions) : routed
}

async function readCases(file: string): Promise<EvalCase[]> {
  const lines = (await readFile(file, 'utf8')).split('\n')
  const cases: EvalCase[] = []
  lines.forEach((line, index) => {
    if (!line.trim()) return
    const parsed = EvalCase.safeParse(JSON.parse(line))
    if (!parsed.success)
      throw new Error(
        `${file}:${index + 1}: not a valid case: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      )
    cases.push(parsed.data)
  })
  return cases
}
