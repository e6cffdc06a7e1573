import { describe, expect, it } from 'vitest'
import { DEFECT_LABELS } from '../contract/defects.ts'
import type { EvidenceSummary, OrchestratorInput } from '../contract/orchestrator-input.ts'
import { calibratedConfidence } from '../loop/confidence-calibration.ts'
import { FAKE_CHAINS } from '../testing/fake-executor.ts'
import { createOfflinePlanner } from './offline-planner.ts'

const verdict = (id: string, defect: string, detected: boolean, confidence = 0.9): EvidenceSummary => ({
  id,
  category: 'anomaly',
  values: { defect, detected, score: detected ? 0.9 : 0.1 },
  confidence,
})

function inputWith(
  probeEvidence: EvidenceSummary[],
  budget = { maxExperiments: 8, maxDepth: 8 },
): OrchestratorInput {
  return {
    observation: { id: 'o', modality: 'audio', durationMs: 1000, sampleRate: 8000, channels: 1, tags: [] },
    probeEvidence,
    availableChains: FAKE_CHAINS,
    priorExperiments: [],
    budget,
    mode: 'initial_analysis',
  }
}

describe('offline planner', () => {
  const planner = createOfflinePlanner()

  it('ranks one hypothesis per defect and checks the top unresolved one with its cheapest experiment', async () => {
    const probe = [
      verdict('p-dc', 'dc_offset', false),
      verdict('p-clip', 'clipping', false),
      { id: 'p-shape', category: 'feature' as const, values: { rolloffHz: 1800 }, confidence: 1 },
    ]
    const plan = await planner.plan(inputWith(probe), { evidence: probe, round: 1 })
    expect(plan.hypotheses.map((h) => h.label).sort()).toEqual([...DEFECT_LABELS].sort())
    // A low rolloff makes "muffled" the top open hypothesis; its own check chain is cheaper than the full scan.
    expect(plan.hypotheses[0]).toMatchObject({ id: 'h-muffled' })
    expect(plan.experiments).toHaveLength(1)
    expect(plan.experiments[0]).toMatchObject({
      hypothesisId: 'h-muffled',
      preferredChainId: 'muffled-check',
    })
    expect(plan.stopDecision.shouldStop).toBe(false)
  })

  it('never plans checks for defects the evidence already settled', async () => {
    const evidence = [
      verdict('a', 'dc_offset', false),
      verdict('b', 'clipping', true),
      verdict('c', 'hum', false),
      verdict('d', 'broadband_noise', false),
    ]
    const plan = await planner.plan(inputWith(evidence, { maxExperiments: 8, maxDepth: 1 }), {
      evidence,
      round: 1,
    })
    // One round left: every open hypothesis is checked in it.
    expect(plan.experiments.map((e) => e.hypothesisId).sort()).toEqual([
      'h-dropout',
      'h-muffled',
      'h-resonance',
    ])
  })

  it('stops once every hypothesis is confirmed or ruled out', async () => {
    const evidence = DEFECT_LABELS.map((defect, i) => verdict(`e${i}`, defect, defect === 'hum'))
    const plan = await planner.plan(inputWith(evidence), { evidence, round: 3 })
    expect(plan.experiments).toEqual([])
    expect(plan.stopDecision).toMatchObject({ shouldStop: true })
    const final = await planner.conclude(
      { ...inputWith(evidence), mode: 'final_review' },
      { evidence, round: 4 },
    )
    expect(final.findings).toEqual([
      {
        // The hum's probability given its margin (data/confidence-calibration.json), not the stated 0.9.
        label: 'hum',
        confidence: Math.round(calibratedConfidence('hum', 0.9, 0.9) * 1000) / 1000,
        supportingEvidence: ['e1'],
        contradictingEvidence: [],
      },
    ])
  })

  it('tries the next check after a refused one, and gives up when none is left', async () => {
    const input = inputWith([])
    const refused = (n: number) => ({
      id: `x${n}`,
      hypothesisId: 'h-hum',
      pipelineSummary: ['hum-detector'],
      scoreTotal: 0,
      failureReasons: ['refused'],
      keyEvidence: [],
    })
    const others = ['clipping', 'broadband_noise', 'dropout', 'dc_offset', 'resonance', 'muffled'].map(
      (d, i) => verdict(`v${i}`, d, false),
    )
    const second = await planner.plan(
      { ...input, priorExperiments: [refused(1)] },
      { evidence: others, round: 2 },
    )
    expect(second.experiments[0]).toMatchObject({
      hypothesisId: 'h-hum',
      preferredChainId: 'full-defect-scan',
    })
    const third = await planner.plan(
      { ...input, priorExperiments: [refused(1), refused(2)] },
      { evidence: others, round: 3 },
    )
    expect(third.stopDecision).toMatchObject({ shouldStop: true })
    const final = await planner.conclude(
      { ...input, priorExperiments: [refused(1), refused(2)] },
      { evidence: others, round: 4 },
    )
    expect(final.uncertainty.join(' ')).toContain('hum unresolved')
  })

  it('a stronger rejection outweighs a weaker detection', async () => {
    const evidence = [verdict('weak', 'resonance', true, 0.4), verdict('strong', 'resonance', false, 0.8)]
    const final = await planner.conclude(inputWith(evidence), { evidence, round: 1 })
    expect(final.findings).toEqual([])
  })
})
