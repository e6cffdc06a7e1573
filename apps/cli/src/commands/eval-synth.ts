import type { KnowledgeSearch } from '@mindwire/agent'
import { createEmbedderFromEnv, createKnowledgeBase, fusionFromEnv } from '@mindwire/rag'
import { openStore } from '@mindwire/store'
import { createSynth } from '@mindwire/synth'
import {
  readSynthCases,
  renderSynthReport,
  runSynthCase,
  type ScoredCase,
  scoreRun,
  synthReport,
} from '@mindwire/synth/eval'
import type { Command } from 'commander'
import { progressBar } from '../progress.ts'
import { modelConfigFrom, routerFor } from '../resolve-model.ts'
import { seedShippedKnowledge } from '../shipped-knowledge.ts'
import { type StoreFlags, storeOptionsFrom } from '../store-options.ts'

type SynthDomain = ReturnType<typeof createSynth>
type Model = ReturnType<NonNullable<SynthDomain['offlineModel']>>

interface EvalSynthOptions extends StoreFlags {
  cases: string
  model: string
  concurrency: string
  knowledge: boolean
  json?: boolean
  byTag?: boolean
}

/** `mindwire eval synth`: each case through the synth domain on its canvas, scored on the final canvas. */
export function registerEvalSynth(evaluate: Command): void {
  evaluate
    .command('synth')
    .description(
      'run synth cases (a canvas, a request, the expected canvas) through the synth agent and score the final canvases',
    )
    .requiredOption('--cases <file>', 'a .jsonl file of cases, e.g. tests/data/synth/dev.jsonl')
    .option('-m, --model <spec>', 'offline, or a model spec / fail-over chain', 'offline')
    .option('-c, --concurrency <n>', 'cases in flight at once (LLMs benefit from more)', '1')
    .option(
      '--data-dir <dir>',
      'PGlite folder for the knowledge base (default: in memory, seeded for this run)',
    )
    .option('--database-url <url>', 'PostgreSQL for the knowledge base instead of PGlite')
    .option('--no-knowledge', 'run without rag_search (timbre requests then cannot use the patch pages)')
    .option('--by-tag', 'also score each tag')
    .option(
      '--json',
      'print one JSON object: cases, exactAccuracy, byKind, byTag, unwantedChanges, askedInsteadOfActing, latencyMs, failures',
    )
    .action(async (options: EvalSynthOptions) => {
      process.exitCode = await withKnowledge(options, (knowledge) => evalSynth(options, knowledge))
    })
}

async function evalSynth(options: EvalSynthOptions, knowledge: KnowledgeSearch | undefined): Promise<number> {
  const cases = await readSynthCases(options.cases)
  const domain = createSynth({ knowledge })
  const model = modelFactory(options.model, domain)
  const bar = progressBar(`eval synth ${options.model}`, cases.length)
  const scored: ScoredCase[] = new Array(cases.length)
  let next = 0
  const worker = async () => {
    while (next < cases.length) {
      const index = next++
      scored[index] = scoreRun(await runSynthCase(cases[index]!, domain, model()))
      bar.tick()
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Number(options.concurrency) || 1) }, worker))
  bar.done()
  const report = synthReport(scored)
  if (options.json) process.stdout.write(`${JSON.stringify(report)}\n`)
  else process.stdout.write(renderSynthReport(report, { byTag: options.byTag }))
  // Failed runs (model errors) make the figures meaningless: say so in the exit code.
  return report.errors > 0 ? 1 : 0
}

/** The offline engine, or the routed chain wrapped as the studio wraps it. */
function modelFactory(spec: string, domain: SynthDomain): () => Model {
  if (spec === 'offline') return domain.offlineModel!
  const routed = routerFor(modelConfigFrom(process.env, spec), domain).model(domain.taskType ?? 'code')
  return () => (domain.wrapModel ? domain.wrapModel(routed) : routed)
}

/**
 * The shipped synth-docs in a knowledge base, as `mindwire serve` seeds them: in the store the flags name,
 * else in an in-memory PGlite that lives for this run.
 */
async function withKnowledge(
  options: EvalSynthOptions,
  work: (knowledge: KnowledgeSearch | undefined) => Promise<number>,
): Promise<number> {
  if (!options.knowledge) return work(undefined)
  const named = options.dataDir !== undefined || options.databaseUrl !== undefined
  const store = named
    ? await openStore(storeOptionsFrom(options, process.env))
    : await openStore({ memory: true })
  try {
    const knowledge = createKnowledgeBase({
      store,
      embedder: createEmbedderFromEnv(process.env),
      fusion: fusionFromEnv(process.env),
    })
    if (!knowledge.available) throw new Error(knowledge.unavailableReason)
    await seedShippedKnowledge(knowledge, () => {})
    return await work(knowledge.knowledgeSearch)
  } finally {
    await store.close()
  }
}
