import { createModel, loadModelConfig, parseModelSpec } from '@mindwire/agent'
import { openStore, type Store } from '@mindwire/store'
import { type FakeLlmServer, startFakeLlmServer } from '@mindwire/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InterimConclusion, OrchestratorPlan } from '../contract/orchestrator-output.ts'
import { analystDeps } from '../deps.ts'
import type { AnalysisEvent } from '../loop/analysis-event.ts'
import { observationOf } from '../loop/observation-of.ts'
import { runAnalysis } from '../loop/run-analysis.ts'
import { storeRunStore } from '../loop/store-run-store.ts'
import { devCaseAudio } from '../testing/dev-case.ts'
import { createLlmPlanner } from './llm-planner.ts'

// The real OpenAI provider against the fake LLM server, the real executor on a hum case, runs kept in PGlite.
let llm: FakeLlmServer
let store: Store
beforeAll(async () => {
  llm = await startFakeLlmServer()
  store = await openStore({ memory: true })
  await store.tenants.create({ id: 'lab' })
})
afterAll(async () => {
  await llm.close()
  await store.close()
})

const { samples, sampleRate } = devCaseAudio('dev', 'dev-hum-strong')
const audio = {
  sampleRate,
  channels: [samples],
  durationMs: (samples.length / sampleRate) * 1000,
  format: 'wav',
}

const check = (label: string, moduleId: string, shouldStop: boolean): OrchestratorPlan => ({
  hypotheses: [
    { id: `h-${label}`, label, rationale: 'probe', confidence: 0.5, relatedSignalProfiles: ['audio'] },
  ],
  experiments: [
    {
      hypothesisId: `h-${label}`,
      goal: `check ${label}`,
      pipeline: [{ moduleId, params: {} }],
      expectedEvidence: [`${label} verdict`],
      stopIf: [],
    },
  ],
  stopDecision: { shouldStop, reason: shouldStop ? 'last check' : 'more to check' },
})
const interimCiting = (id: string): InterimConclusion => ({
  summary: 'hum so far',
  topHypotheses: [{ label: 'hum', confidence: 0.9, supportingEvidence: [id], contradictingEvidence: [] }],
  unresolvedQuestions: ['is there dropout?'],
  suggestedNextActions: ['check dropout'],
})
const conclusion = JSON.stringify({
  summary: 'hum',
  findings: [],
  experimentsRun: [],
  uncertainty: [],
  suggestedNextActions: [],
})
/** Round 1 checks hum and goes on, round 2 checks dropout and stops; `interim` answers after round 1. */
const script = (...interim: string[]) => [
  { text: JSON.stringify(check('hum', 'hum-detector', false)) },
  ...interim.map((text) => ({ text })),
  { text: JSON.stringify(check('dropout', 'dropout-detector', true)) },
  { text: conclusion },
]

async function run(id: string) {
  const config = loadModelConfig({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: llm.openaiBaseURL })
  const model = createModel(parseModelSpec('openai:gpt-4o-mini'), config.providers)
  const events: AnalysisEvent[] = []
  const runs = storeRunStore(store, 'lab')
  const result = await runAnalysis({
    id,
    audio,
    observation: observationOf(audio, { id: 'o' }),
    budget: { maxExperiments: 4, maxDepth: 3 },
    planner: createLlmPlanner({ model }),
    deps: analystDeps(),
    store: runs,
    onEvent: (e) => {
      events.push(e)
    },
  })
  const interims = events.flatMap((e) => (e.type === 'interim' ? [e] : []))
  return { result, interims, stored: await runs.load(id) }
}

describe('the LLM planner’s interim conclusion', () => {
  it('asks for the InterimConclusion JSON while the run goes on, streams it and stores it', async () => {
    const id = crypto.randomUUID()
    llm.enqueue(...script(JSON.stringify(interimCiting(`${id}-e1/n1/hum-detector`))))
    const { result, interims, stored } = await run(id)
    expect(interims).toHaveLength(1)
    expect(interims[0]!.round).toBe(1)
    expect(interims[0]!.interim.topHypotheses[0]).toMatchObject({
      label: 'hum',
      supportingEvidence: [`${id}-e1/n1/hum-detector`],
    })
    expect(result.rounds[0]!.interim).toEqual(interims[0]!.interim)
    expect(stored!.rounds[0]!.interim).toEqual(interims[0]!.interim)
    // The stopping round asks for none: the final conclusion follows it.
    expect(result.rounds[1]!.interim).toBeUndefined()
    expect(result.rounds[1]!.outcomes[0]!.experiment.pipelineSummary.join(' ')).toContain('dropout-detector')
    const asked = llm.requests.find((r) => JSON.stringify(r.body).includes('Write the InterimConclusion'))
    expect(asked!.body.response_format).toMatchObject({ type: 'json_schema' })
  })

  it('repairs a malformed interim once', async () => {
    const id = crypto.randomUUID()
    llm.enqueue(
      ...script('Here you go: {"summary": "hum"', JSON.stringify(interimCiting(`${id}-e1/n1/hum-detector`))),
    )
    const { interims, stored } = await run(id)
    expect(interims.map((e) => e.interim.topHypotheses[0]!.label)).toEqual(['hum'])
    expect(stored!.rounds[0]!.interim).toEqual(interims[0]!.interim)
    const repair = llm.requests.find((r) => JSON.stringify(r.body.messages.at(-1)).includes('not valid JSON'))
    expect(JSON.stringify(repair!.body)).toContain('Write the InterimConclusion')
  })

  it('drops an interim still malformed after the repair, and the run goes on', async () => {
    const id = crypto.randomUUID()
    const { topHypotheses: _, ...partial } = interimCiting(`${id}-e1/n1/hum-detector`)
    llm.enqueue(...script('not json', JSON.stringify(partial)))
    const { result, interims, stored } = await run(id)
    expect(interims).toEqual([])
    expect(stored!.rounds.every((r) => r.interim === undefined)).toBe(true)
    expect(result.rounds).toHaveLength(2)
    expect(result.experimentsUsed).toBe(2)
  })

  it('gives none when the model finds the evidence insufficient or cites evidence that does not exist', async () => {
    for (const answer of [{ ...interimCiting('x'), topHypotheses: [] }, interimCiting('made-up-id')]) {
      const id = crypto.randomUUID()
      llm.enqueue(...script(JSON.stringify(answer)))
      const { result, interims } = await run(id)
      expect(interims).toEqual([])
      expect(result.rounds[0]!.interim).toBeUndefined()
      expect(result.rounds).toHaveLength(2)
    }
  })
})
