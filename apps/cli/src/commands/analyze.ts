import { readFile, writeFile } from 'node:fs/promises'
import { basename } from 'node:path'
import {
  type AnalysisBudget,
  type AnalystDeps,
  analystDeps,
  createLlmPlanner,
  createOfflinePlanner,
  DEFAULT_BUDGET,
  observationOf,
  type Planner,
  runAnalysis,
} from '@mindwire/analyst'
import type { Command } from 'commander'
import { type AnalysedFile, htmlReport } from '../analyze/html-report.ts'
import { textReport } from '../analyze/text-report.ts'
import { progressBar } from '../progress.ts'
import { modelConfigFrom, routerFor } from '../resolve-model.ts'

export interface AnalyzeOptions {
  json?: boolean
  html?: string
  budget?: string
  planner: string
  model?: string
}

export function registerAnalyze(program: Command): void {
  program
    .command('analyze')
    .description(
      'analyse audio files for defects: a budgeted loop of planned experiments, concluded from evidence',
    )
    .argument('<files...>', 'WAV, FLAC or MP3 files')
    .option('--json', 'print one JSON object: every run with its rounds, evidence and conclusion')
    .option(
      '--html <file>',
      'write an HTML report: waveform, spectrogram and the evidence behind each finding',
    )
    .option(
      '--budget <n>',
      `at most n experiments and n rounds per file (default ${DEFAULT_BUDGET.maxExperiments})`,
    )
    .option('--planner <name>', 'offline (deterministic) or llm (the configured model)', 'offline')
    .option('-m, --model <spec>', 'with --planner llm: a model spec or fail-over chain')
    .action(async (files: string[], options: AnalyzeOptions) => {
      process.exitCode = await analyzeFiles(files, options, analystDeps())
    })
}

/** Analyses each file in turn and prints or writes the reports; the exit code (0) for the command. */
export async function analyzeFiles(
  files: readonly string[],
  options: AnalyzeOptions,
  deps: AnalystDeps,
  out: (text: string) => void = (text) => process.stdout.write(text),
): Promise<number> {
  const budget = budgetOf(options.budget)
  const planner = plannerOf(options, deps)
  const analysed: AnalysedFile[] = []
  for (const file of files) {
    const audio = await deps.decode(new Uint8Array(await readFile(file)), { fileName: basename(file) })
    const bar = progressBar(`analyze ${basename(file)}`, budget.maxExperiments)
    const run = await runAnalysis({
      audio,
      observation: observationOf(audio, { id: basename(file), captureMetadata: { file } }),
      budget,
      planner,
      deps,
      onEvent: (event) => {
        if (event.type === 'experiment') bar.tick()
      },
    })
    bar.done()
    analysed.push({ file, audio, run })
    if (!options.json) out(textReport(file, run))
  }
  if (options.json) out(`${JSON.stringify({ runs: analysed.map(({ file, run }) => ({ file, ...run })) })}\n`)
  if (options.html) {
    await writeFile(options.html, htmlReport(analysed))
    if (!options.json) out(`report written to ${options.html}\n`)
  }
  return 0
}

function budgetOf(text: string | undefined): AnalysisBudget {
  if (text === undefined) return DEFAULT_BUDGET
  const n = Number(text)
  if (!Number.isInteger(n) || n < 1 || n > 100)
    throw new Error('--budget must be a whole number from 1 to 100')
  return { ...DEFAULT_BUDGET, maxExperiments: n, maxDepth: Math.min(20, n) }
}

function plannerOf(options: AnalyzeOptions, deps: AnalystDeps): Planner {
  if (options.planner === 'offline') return createOfflinePlanner({ pipelineOf: deps.pipelineOf })
  if (options.planner === 'llm')
    return createLlmPlanner({
      model: routerFor(modelConfigFrom(process.env, options.model)).model('control'),
    })
  throw new Error(`unknown planner "${options.planner}"; use offline or llm`)
}
