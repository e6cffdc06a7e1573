import { describe, expect, it } from 'vitest'
import type { OrchestratorPlan } from '../contract/orchestrator-output.ts'
import { createOfflinePlanner } from '../planners/offline-planner.ts'
import { type Planner, PlanRefusedError } from '../planners/planner.ts'
import { fakeAudio, fakeDeps } from '../testing/fake-executor.ts'
import type { AnalysisEvent } from './analysis-event.ts'
import { observationOf } from './observation-of.ts'
import { runAnalysis } from './run-analysis.ts'
import { MemoryRunStore } from './run-store.ts'

const audio = fakeAudio()
const observation = observationOf(audio, { id: 'obs-1' })
const budget = { maxExperiments: 8, maxDepth: 8, preferLocalFirst: true }

describe('the analysis loop', () => {
  it('finds the injected defects with the offline planner, one cheapest check per round, and stops', async () => {
    const deps = fakeDeps({ truth: ['hum', 'clipping'] })
    const events: AnalysisEvent[] = []
    const run = await runAnalysis({
      audio,
      observation,
      budget,
      planner: createOfflinePlanner(),
      deps,
      onEvent: (e) => {
        events.push(e)
      },
    })
    expect(run.final.findings.map((f) => f.label).sort()).toEqual(['clipping', 'hum'])
    // dc_offset and clipping are settled by the probe: five checks remain.
    expect(run.experimentsUsed).toBe(5)
    expect(run.rounds.map((r) => r.mode)).toEqual([
      'initial_analysis',
      ...Array(5).fill('iterative_analysis'),
    ])
    expect(run.rounds.at(-1)!.plan!.stopDecision.shouldStop).toBe(true)
    expect(run.final.experimentsRun).toHaveLength(5)
    const hum = run.final.findings.find((f) => f.label === 'hum')!
    const ids = new Set(run.rounds.flatMap((r) => r.outcomes.flatMap((o) => o.evidence.map((e) => e.id))))
    expect(hum.supportingEvidence.every((id) => ids.has(id))).toBe(true)
    const types = new Set(events.map((e) => e.type))
    expect([...types].sort()).toEqual(['evidence', 'experiment', 'final', 'interim', 'plan', 'round_started'])
    // The probe confirms clipping, so every round the run goes on after gives the planner's interim; the
    // stopping round gives none (the final conclusion follows it), and the last interim has no check left.
    const interims = run.rounds.map((r) => r.interim)
    expect(interims.slice(0, -1).every((i) => i?.topHypotheses.some((f) => f.label === 'clipping'))).toBe(
      true,
    )
    expect(interims.at(-1)).toBeUndefined()
    expect(interims.at(-2)!.unresolvedQuestions).toEqual([])
    expect(events.filter((e) => e.type === 'interim')).toHaveLength(run.rounds.length - 1)
    expect(events.at(-1)).toMatchObject({ type: 'final', experimentsUsed: 5 })
  })

  it('honours maxExperiments and maxDepth', async () => {
    const deps = fakeDeps({ truth: [] })
    const run = await runAnalysis({
      audio,
      observation,
      budget: { maxExperiments: 2, maxDepth: 1 },
      planner: createOfflinePlanner(),
      deps,
    })
    expect(run.rounds).toHaveLength(1)
    expect(run.experimentsUsed).toBe(2)
    expect(run.final.uncertainty.join(' ')).toContain('not checked')
  })

  it('never runs more experiments than maxExperiments, whatever the plan asks for', async () => {
    const deps = fakeDeps({ truth: [] })
    const check = (moduleId: string) => ({
      goal: moduleId,
      pipeline: [{ moduleId, params: {} }],
      expectedEvidence: [],
      stopIf: [],
    })
    const plan: OrchestratorPlan = {
      hypotheses: [],
      experiments: [check('hum-detector'), check('noise-floor'), check('dropout-detector')],
      stopDecision: { shouldStop: false, reason: 'more to do' },
    }
    const run = await runAnalysis({
      audio,
      observation,
      budget: { maxExperiments: 2, maxDepth: 3 },
      planner: scripted([plan, plan]),
      deps,
    })
    expect(deps.runs).toEqual([['hum-detector'], ['noise-floor']])
    expect(run.rounds).toHaveLength(1)
    expect(run.rounds[0]!.skipped).toBe(1)
    // A planner that gives no interim of its own gets the loop's, after every round: two checks never ran.
    expect(run.rounds[0]!.interim!.unresolvedQuestions.length).toBeGreaterThan(1)
  })

  it('stops executing when the latency budget is spent', async () => {
    const deps = fakeDeps({ truth: [], delayMs: 40 })
    const run = await runAnalysis({
      audio,
      observation,
      budget: { maxExperiments: 8, maxDepth: 1, latencyBudgetMs: 60 },
      planner: createOfflinePlanner(),
      deps,
    })
    expect(run.experimentsUsed).toBeLessThan(5)
    expect(run.rounds[0]!.skipped).toBeGreaterThan(0)
  })

  it('runs low-cost chains first when preferLocalFirst is set', async () => {
    const deps = fakeDeps({ truth: [] })
    const plan: OrchestratorPlan = {
      hypotheses: [],
      experiments: [
        {
          goal: 'scan',
          preferredChainId: 'full-defect-scan',
          pipeline: [{ moduleId: 'hum-detector', params: {} }],
          expectedEvidence: [],
          stopIf: [],
        },
        {
          goal: 'noise',
          preferredChainId: 'noise-check',
          pipeline: [{ moduleId: 'noise-floor', params: {} }],
          expectedEvidence: [],
          stopIf: [],
        },
      ],
      stopDecision: { shouldStop: true, reason: 'one round' },
    }
    const planner = scripted([plan])
    await runAnalysis({ audio, observation, budget, planner, deps })
    expect(deps.runs).toEqual([['noise-floor'], ['hum-detector']])
  })

  it('records a refused pipeline as an experiment with failure reasons, never as evidence', async () => {
    const deps = fakeDeps({ truth: ['hum'], refuse: ['hum-detector'] })
    const run = await runAnalysis({ audio, observation, budget, planner: createOfflinePlanner(), deps })
    const refused = run.rounds
      .flatMap((r) => r.outcomes)
      .filter((o) => o.experiment.failureReasons.length > 0)
    expect(refused.length).toBeGreaterThan(0)
    expect(refused.every((o) => o.evidence.length === 0)).toBe(true)
    expect(run.final.experimentsRun).not.toContain(refused[0]!.experiment.id)
    expect(run.final.uncertainty.join(' ')).toContain('did not run')
  })

  it('goes to final review when the planner refuses, executing nothing of the refused plan', async () => {
    const deps = fakeDeps({ truth: ['hum'] })
    const planner = scripted([new PlanRefusedError('invalid plan twice', ['hypotheses: required'])])
    const events: AnalysisEvent[] = []
    const run = await runAnalysis({
      audio,
      observation,
      budget,
      planner,
      deps,
      onEvent: (e) => void events.push(e),
    })
    expect(deps.runs).toEqual([])
    expect(run.rounds[0]).toMatchObject({ refusal: { reason: 'invalid plan twice' }, outcomes: [] })
    expect(events.map((e) => e.type)).toContain('plan_refused')
    expect(run.final.findings).toEqual([])
  })

  it('drops a conclusion’s findings that no evidence supports', async () => {
    const deps = fakeDeps({ truth: [] })
    const planner: Planner = {
      ...scripted([]),
      conclude: async () => ({
        summary: 'made up',
        findings: [
          { label: 'hum', confidence: 0.9, supportingEvidence: ['nowhere'], contradictingEvidence: [] },
          { label: 'ghosts', confidence: 0.9, supportingEvidence: ['probe-dc'], contradictingEvidence: [] },
        ],
        experimentsRun: ['e-that-never-ran'],
        uncertainty: [],
        suggestedNextActions: [],
      }),
    }
    const run = await runAnalysis({ audio, observation, budget, planner, deps })
    expect(run.final.findings).toEqual([])
    expect(run.final.experimentsRun).toEqual([])
    expect(run.final.uncertainty).toHaveLength(2)
  })

  it('resumes a crashed run from its last stored round without redoing the probe or earlier rounds', async () => {
    const store = new MemoryRunStore()
    const deps = fakeDeps({ truth: ['dropout'] })
    const crash = new AbortController()
    let experiments = 0
    const first = runAnalysis({
      audio,
      observation,
      budget,
      planner: createOfflinePlanner(),
      deps,
      store,
      id: 'run-1',
      signal: crash.signal,
      onEvent: (e) => {
        if (e.type === 'experiment' && ++experiments === 2) crash.abort(new Error('crash'))
      },
    })
    await expect(first).rejects.toThrow('crash')
    const stored = (await store.load('run-1'))!
    expect(stored.rounds).toHaveLength(2)
    expect(stored.final).toBeUndefined()
    let probed = 0
    const resumed = await runAnalysis({
      audio,
      observation,
      budget,
      planner: createOfflinePlanner(),
      deps: {
        ...deps,
        probe: () => {
          probed++
          return []
        },
      },
      store,
      resumeFrom: stored,
    })
    expect(probed).toBe(0)
    expect(resumed.id).toBe('run-1')
    expect(resumed.experimentsUsed).toBe(5)
    expect(new Set(resumed.rounds.flatMap((r) => r.outcomes.map((o) => o.experiment.id))).size).toBe(5)
    expect(resumed.final.findings.map((f) => f.label)).toEqual(['dropout'])
    expect((await store.load('run-1'))!.final).toBeDefined()
  })
})

/** A planner that answers with the given plans (or throws the given errors) in order, then stops. */
function scripted(answers: Array<OrchestratorPlan | Error>): Planner {
  const offline = createOfflinePlanner()
  return {
    name: 'scripted',
    async plan() {
      const next = answers.shift()
      if (next instanceof Error) throw next
      return next ?? { hypotheses: [], experiments: [], stopDecision: { shouldStop: true, reason: 'done' } }
    },
    conclude: offline.conclude,
  }
}
