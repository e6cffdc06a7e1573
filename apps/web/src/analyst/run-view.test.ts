import type { EvidenceSummary, ExperimentSummary } from '@mindwire/analyst'
import { describe, expect, it } from 'vitest'
import { emptyRun, foldRunEvent, type RunStreamEvent } from './run-view.ts'

const evidence = (id: string, defect: string): EvidenceSummary => ({
  id,
  category: 'anomaly',
  values: { defect, detected: true },
  confidence: 0.9,
})
const experiment: ExperimentSummary = {
  id: 'run-1-e1',
  pipelineSummary: ['hum-detector()'],
  scoreTotal: 0.9,
  failureReasons: [],
  keyEvidence: [],
}

describe('folding the analyst stream into the page view', () => {
  it('puts probe evidence on its round and experiment evidence on its experiment, in arrival order', () => {
    const events: RunStreamEvent[] = [
      { type: 'run', id: 'run-1' },
      { type: 'round_started', round: 0, mode: 'initial_analysis' },
      { type: 'evidence', round: 0, experimentId: null, evidence: evidence('p1', 'clipping') },
      { type: 'round_started', round: 1, mode: 'iterative_analysis' },
      { type: 'experiment', round: 1, experiment, ms: 12 },
      { type: 'evidence', round: 1, experimentId: 'run-1-e1', evidence: evidence('x1', 'hum') },
      { type: 'evidence', round: 1, experimentId: 'run-1-e1', evidence: evidence('x2', 'hum') },
    ]
    const view = events.reduce(foldRunEvent, emptyRun)
    expect(view.id).toBe('run-1')
    expect(view.rounds.map((r) => r.round)).toEqual([0, 1])
    expect(view.rounds[0]!.probe.map((e) => e.id)).toEqual(['p1'])
    expect(view.rounds[1]!.experiments[0]!.evidence.map((e) => e.id)).toEqual(['x1', 'x2'])
    expect(view.final).toBeUndefined()
  })

  it('keeps the error the stream ends with', () => {
    const view = foldRunEvent(emptyRun, {
      type: 'error',
      error: { code: 'internal', message: 'the run failed' },
    })
    expect(view.error).toBe('the run failed')
  })
})
