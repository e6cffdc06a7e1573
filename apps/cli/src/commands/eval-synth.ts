import type { KnowledgeSearch } from '@mindwire/agent'
import { createEmbedderFromEnv, createKnowledgeBase, fusionFromEnv } from '@mindwire/rag'
import { openStore } from '@mindwire/store'
import { createSynth, readingConfidence } from '@mindwire/synth'
import {
  buildCanvas,
  readSynthCases,
  renderSynthReport,
  runSynthCase,
  type SynthEvalCase,
  scoreRun,
  synthReport,
} from '@mindwire/synth/eval'
import type { Command } from 'commander'
import { modelConfigFrom, routerFor } from '../resolve-model.ts'
import { seedShippedKnowledge } from '../shipped-knowledge.ts'
import { type StoreFlags, storeOptionsFrom } from '../store-options.ts'
import { type CopilotEvalOptions, copilotEvalCommand } from './eval-command.ts'
import { runCases } from './run-cases.ts'

type SynthDomain = ReturnType<typeof createSynth>
type Model = ReturnType<NonNullable<SynthDomain['offlineModel']>>

interface EvalSynthOptions extends StoreFlags, CopilotEvalOptions {
  knowledge: boolean
  byTag?: boolean
}

/** `mindwire eval synth`: each case through the synth domain on its canvas, scored on the final canvas. */
export function registerEvalSynth(evaluate: Command): void {
  copilotEvalCommand(
    evaluate,
    {
      name: 'synth',
      description:
        'run synth cases (a canvas, a request, the expected canvas) through the synth agent and score the final canvases',
      casesExample: 'tests/data/synth/dev.jsonl',
      reportFields:
        'cases, exactAccuracy, outcomes, wrongActionRate, latencyMs, reliability, byKind, byTag, unwantedChanges, askedInsteadOfActing, failures',
    },
    (options: EvalSynthOptions) => withKnowledge(options, (knowledge) => evalSynth(options, knowledge)),
  )
    .option(
      '--data-dir <dir>',
      'PGlite folder for the knowledge base (default: in memory, seeded for this run)',
    )
    .option('--database-url <url>', 'PostgreSQL for the knowledge base instead of PGlite')
    .option('--no-knowledge', 'run without rag_search (timbre requests then cannot use the patch pages)')
    .option('--by-tag', 'also score each tag')
}

async function evalSynth(options: EvalSynthOptions, knowledge: KnowledgeSearch | undefined): Promise<number> {
  const cases = await readSynthCases(options.cases)
  const domain = createSynth({ knowledge })
  const model = modelFactory(options.model, domain)
  // The offline engine states how sure it is of its reading; a routed model gives no confidence.
  const confidence = (item: SynthEvalCase) =>
    options.model === 'offline' ? readingConfidence(item.text, buildCanvas(item.canvas)) : undefined
  const scored = await runCases(`eval synth ${options.model}`, cases, options.concurrency, async (item) =>
    scoreRun(await runSynthCase(item, domain, model()), confidence(item)),
  )
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
