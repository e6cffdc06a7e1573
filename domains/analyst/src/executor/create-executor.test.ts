import { describe, expect, it } from 'vitest'
import { decodeAudio } from '../audio/decode-audio.ts'
import { injectHum, speechLike } from '../audio/synthetic-signals.ts'
import { encodeWav } from '../audio/wav-codec.ts'
import type { DecodedAudio, PlannedExperiment, PlannedNode } from '../contract/index.ts'
import { createExecutor } from './create-executor.ts'

const sampleRate = 48_000
const plan = (pipeline: PlannedNode[], hypothesisId = 'h1'): PlannedExperiment => ({
  hypothesisId,
  goal: 'test',
  pipeline,
  expectedEvidence: [],
  stopIf: [],
})
const quiet: DecodedAudio = {
  sampleRate,
  channels: [speechLike(sampleRate, 2)],
  durationMs: 2000,
  format: 'wav',
}

describe('the executor refuses an illegal pipeline and runs nothing', () => {
  const cases: [string, PlannedNode[], RegExp][] = [
    ['an unknown module', [{ moduleId: 'hum-detectr', params: {} }], /unknown module "hum-detectr"/],
    [
      'a format mismatch (dc-offset after frame-stft)',
      [
        { moduleId: 'frame-stft', params: {} },
        { moduleId: 'dc-offset', params: {} },
      ],
      /takes audio but receives spectrogram/,
    ],
    ['a param out of range', [{ moduleId: 'highpass', params: { fc: 5 } }], /fc/],
    ['an unknown param', [{ moduleId: 'hum-detector', params: { mains: 50 } }], /hum-detector/],
    ['a wrong enum', [{ moduleId: 'hum-detector', params: { mainsHz: '55' } }], /mainsHz/],
  ]
  for (const [what, pipeline, reason] of cases) {
    it(`refuses ${what}`, async () => {
      const outcome = await createExecutor().run(plan(pipeline), quiet, { id: 'e1', parentId: 'e0' })
      expect(outcome.evidence).toEqual([])
      expect(outcome.ms).toBe(0)
      expect(outcome.experiment).toMatchObject({
        id: 'e1',
        parentId: 'e0',
        hypothesisId: 'h1',
        scoreTotal: 0,
        keyEvidence: [],
      })
      expect(outcome.experiment.failureReasons.join('\n')).toMatch(reason)
    })
  }

  it('lists every reason, not only the first', async () => {
    const outcome = await createExecutor().run(
      plan([
        { moduleId: 'nope', params: {} },
        { moduleId: 'lowpass', params: { fc: 1e6 } },
      ]),
      quiet,
      { id: 'e2' },
    )
    expect(outcome.experiment.failureReasons).toHaveLength(2)
  })
})

describe('the executor on real decoded audio', () => {
  it('finds 50 Hz hum in a decoded 24-bit WAV, behind a highpass that keeps it', async () => {
    const samples = injectHum(speechLike(sampleRate, 5, 5), sampleRate, 50, -30)
    const audio = await decodeAudio(
      encodeWav({ sampleRate, channels: [samples, samples] }, 'pcm24'),
      'take.wav',
    )
    const outcome = await createExecutor().run(
      plan([
        { moduleId: 'highpass', params: { fc: 20, order: 2 } },
        { moduleId: 'hum-detector', params: { mainsHz: 'auto' } },
        { moduleId: 'noise-floor', params: {} },
      ]),
      audio,
      { id: 'e3' },
    )
    expect(outcome.experiment.failureReasons).toEqual([])
    expect(outcome.experiment.pipelineSummary).toEqual([
      'highpass(fc=20,order=2)',
      'hum-detector(mainsHz=auto)',
      'noise-floor()',
    ])
    const hum = outcome.evidence.find((e) => e.values.defect === 'hum')!
    expect(hum).toMatchObject({
      id: 'e3/n2/hum-detector',
      producerModuleId: 'hum-detector',
      category: 'anomaly',
    })
    expect(hum.values).toMatchObject({ detected: true, frequencyHz: 50 })
    expect(outcome.experiment.keyEvidence[0]).toBe(hum.id)
    expect(outcome.experiment.scoreTotal).toBeGreaterThan(0.5)
    expect(outcome.ms).toBeGreaterThan(0)
  })

  it('scores a clean run low but not zero: ruling defects out is information', async () => {
    const outcome = await createExecutor().run(plan([{ moduleId: 'hum-detector', params: {} }]), quiet, {
      id: 'e4',
    })
    expect(outcome.evidence[0]!.values.detected).toBe(false)
    expect(outcome.experiment.scoreTotal).toBeCloseTo(0.1, 5)
  })

  it('fails the experiment when a node overruns the time budget, dropping its evidence', async () => {
    let t = 0
    // Each clock read advances 30 ms: the first node "takes" longer than the 50 ms budget.
    const executor = createExecutor({ now: () => (t += 30) })
    const outcome = await executor.run(
      plan([
        { moduleId: 'level-stats', params: {} },
        { moduleId: 'dc-offset', params: {} },
      ]),
      quiet,
      {
        id: 'e5',
        timeBudgetMs: 50,
      },
    )
    expect(outcome.evidence).toEqual([])
    expect(outcome.experiment.scoreTotal).toBe(0)
    expect(outcome.experiment.failureReasons[0]).toMatch(/level-stats.*exceeded the 50 ms budget/)
  })

  it('stops between nodes when the signal aborts', async () => {
    const controller = new AbortController()
    controller.abort()
    const outcome = await createExecutor().run(plan([{ moduleId: 'level-stats', params: {} }]), quiet, {
      id: 'e6',
      signal: controller.signal,
    })
    expect(outcome.experiment.failureReasons[0]).toMatch(/aborted before node 1/)
    expect(outcome.evidence).toEqual([])
  })
})
