import { join } from 'node:path'
import { readCaseFile } from '@mindwire/agent/evaluation'
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
import { modelConfigFrom, routerFor } from '../resolve-model.ts'
import { cockpitReport, renderCockpitReport } from './cockpit-report.ts'
import { registerEvalAnalyst } from './eval-analyst.ts'
import { type CopilotEvalOptions, copilotEvalCommand } from './eval-command.ts'
import { registerEvalShopping } from './eval-shopping.ts'
import { registerEvalStudio } from './eval-studio.ts'
import { registerEvalSynth } from './eval-synth.ts'
import { runCases } from './run-cases.ts'

interface EvalOptions extends CopilotEvalOptions {
  hybrid?: boolean
  byTag?: boolean
  config?: string
}

export function registerEval(program: Command): void {
  const evaluate = program.command('eval').description('score a domain against an evaluation set')
  copilotEvalCommand(
    evaluate,
    {
      name: 'cockpit',
      description:
        'run cockpit cases (COCKPIT_CONTRACT.md JSON Lines) through the whole pipeline and score them',
      casesExample: 'tests/data/cockpit/dev.jsonl',
      reportFields:
        'cases, accuracies, outcomes, wrongActionRate, questions, questionsFromState, latencyMs {p50,p95,p99}, reliability, byFunction, byTag, confusion, failures',
    },
    evalCockpit,
  )
    .option('--hybrid', 'route like production: confident offline parses first, the model for the rest')
    .option('--by-tag', 'also score each tag of the cases')
    .option(
      '--config <dir>',
      'a cockpit configuration folder (functions/*.json, prompts/*.md) instead of the shipped one',
    )
  registerEvalAnalyst(evaluate)
  registerEvalSynth(evaluate)
  registerEvalStudio(evaluate)
  registerEvalShopping(evaluate)
}

async function evalCockpit(options: EvalOptions): Promise<number> {
  const cases = await readCaseFile(options.cases, EvalCase)
  // A broken folder fails here with the CatalogueError naming each file and field.
  const catalogue = options.config
    ? new Catalogue({
        functionsDir: join(options.config, 'functions'),
        promptsDir: join(options.config, 'prompts'),
      })
    : defaultCatalogue()
  const model = modelFactory(options, catalogue)
  const predict = enginePredictor(model, createCockpit({ catalogue }))
  const results = await runCases(`eval ${options.model}`, cases, options.concurrency, predict)
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
