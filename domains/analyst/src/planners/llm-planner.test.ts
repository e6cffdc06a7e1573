import { createModel, loadModelConfig, parseModelSpec } from '@mindwire/agent'
import { type FakeLlmServer, startFakeLlmServer } from '@mindwire/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrchestratorPlan } from '../contract/orchestrator-output.ts'
import { observationOf } from '../loop/observation-of.ts'
import { runAnalysis } from '../loop/run-analysis.ts'
import { fakeAudio, fakeDeps } from '../testing/fake-executor.ts'
import { createLlmPlanner } from './llm-planner.ts'

// The real OpenAI provider package against the fake LLM server (OpenAI chat-completions protocol).
let llm: FakeLlmServer
beforeAll(async () => {
  llm = await startFakeLlmServer()
})
afterAll(() => llm.close())

function planner() {
  const config = loadModelConfig({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: llm.openaiBaseURL })
  return createLlmPlanner({ model: createModel(parseModelSpec('openai:gpt-4o-mini'), config.providers) })
}

const humPlan: OrchestratorPlan = {
  hypotheses: [
    { id: 'h1', label: 'hum', rationale: 'mains', confidence: 0.6, relatedSignalProfiles: ['audio'] },
  ],
  experiments: [
    {
      hypothesisId: 'h1',
      goal: 'check hum',
      preferredChainId: 'hum-check',
      pipeline: [{ moduleId: 'hum-detector', params: {} }],
      expectedEvidence: ['hum verdict'],
      stopIf: ['hum settled'],
    },
  ],
  stopDecision: { shouldStop: true, reason: 'one check is enough' },
}
const conclusionCiting = (id: string) => ({
  summary: 'hum',
  findings: [{ label: 'hum', confidence: 0.8, supportingEvidence: [id], contradictingEvidence: [] }],
  experimentsRun: [],
  uncertainty: [],
  suggestedNextActions: [],
})
const audio = fakeAudio()
const run = (deps = fakeDeps({ truth: ['hum'] })) =>
  runAnalysis({
    audio,
    observation: observationOf(audio, { id: 'o' }),
    budget: { maxExperiments: 4, maxDepth: 3 },
    planner: planner(),
    deps,
    id: 'r',
  })

describe('LLM planner', () => {
  it('executes a valid plan and concludes from the model, grounded in evidence', async () => {
    llm.enqueue({ text: JSON.stringify(humPlan) }, { text: JSON.stringify(conclusionCiting('r-e1-ev1')) })
    const deps = fakeDeps({ truth: ['hum'] })
    const result = await run(deps)
    expect(deps.runs).toEqual([['hum-detector']])
    expect(result.final.findings).toEqual([
      { label: 'hum', confidence: 0.8, supportingEvidence: ['r-e1-ev1'], contradictingEvidence: [] },
    ])
    expect(result.final.experimentsRun).toEqual(['r-e1'])
    // The model was asked for JSON against the plan's schema.
    const request = llm.requests.at(-2)!.body
    expect(request.response_format).toMatchObject({ type: 'json_schema' })
  })

  it('repairs an invalid answer once and then executes the valid plan', async () => {
    llm.enqueue(
      { text: 'Sure! Here is my plan: {"hypotheses": []' },
      { text: JSON.stringify(humPlan) },
      { text: JSON.stringify(conclusionCiting('r-e1-ev1')) },
    )
    const deps = fakeDeps({ truth: ['hum'] })
    const result = await run(deps)
    expect(deps.runs).toEqual([['hum-detector']])
    expect(result.rounds[0]!.plan).toEqual(humPlan)
    const repairTurn = JSON.stringify(llm.requests.at(-2)!.body.messages.at(-1))
    expect(repairTurn).toContain('not valid JSON')
  })

  it('refuses a plan invalid twice: nothing is executed and the run goes to final review', async () => {
    const { stopDecision: _, ...noStop } = humPlan
    llm.enqueue(
      { text: JSON.stringify(noStop) },
      { text: JSON.stringify({ ...humPlan, experiments: [{ goal: 'x', pipeline: [] }] }) },
      { text: JSON.stringify(conclusionCiting('made-up-id')) },
    )
    const deps = fakeDeps({ truth: ['hum'] })
    const result = await run(deps)
    expect(deps.runs).toEqual([])
    expect(result.rounds).toHaveLength(1)
    expect(result.rounds[0]!.plan).toBeUndefined()
    expect(result.rounds[0]!.refusal!.issues.join(' ')).toContain('experiments.0')
    expect(result.experimentsUsed).toBe(0)
    // The model's finding cites no real evidence, so it is dropped.
    expect(result.final.findings).toEqual([])
  })

  it('derives the conclusion from evidence when the model cannot give a valid one', async () => {
    llm.enqueue({ text: JSON.stringify(humPlan) }, { text: 'no' }, { text: 'still no' })
    const result = await run()
    expect(result.final.findings.map((f) => f.label)).toEqual(['hum'])
    expect(result.final.uncertainty.join(' ')).toContain('no valid conclusion')
  })
})
