import { afterAll, describe, expect, it } from 'vitest'
import { AudioRejectedError } from '../audio/audio-limits.ts'
import { encodeWav } from '../audio/wav-codec.ts'
import { pipelineOf } from '../chains/chain-templates.ts'
import { AnalysisBusyError, AnalysisOverrunError, createAnalysisPool } from './analysis-pool.ts'
import { analystWorkerDeps } from './worker-deps.ts'

const rate = 16_000
const hum = (seconds: number) =>
  Float32Array.from({ length: seconds * rate }, (_, i) => 0.3 * Math.sin((2 * Math.PI * 50 * i) / rate))
const wav = (seconds: number) => encodeWav({ sampleRate: rate, channels: [hum(seconds)] })

const deps = analystWorkerDeps({ experimentTimeoutMs: 5_000 })
afterAll(() => deps.close())

describe('analysis on worker threads', () => {
  it('decodes in a thread into shared memory and probes the same samples there', async () => {
    const audio = await deps.decode(wav(2), { mimeType: 'audio/wav' })
    expect(audio).toMatchObject({ sampleRate: rate, format: 'wav', durationMs: 2000 })
    expect(audio.channels[0]!.buffer).toBeInstanceOf(SharedArrayBuffer)
    expect(audio.channels[0]![4]).toBeCloseTo(0.3 * Math.sin((2 * Math.PI * 50 * 4) / rate), 4)
    const evidence = await deps.probe(audio)
    expect(evidence.length).toBeGreaterThan(0)
    const outcome = await deps.executor.run(
      { goal: 'hum', pipeline: pipelineOf('quick-probe'), expectedEvidence: [], stopIf: [] },
      audio,
      { id: 'e1' },
    )
    expect(outcome.experiment.failureReasons).toEqual([])
    expect(outcome.evidence.length).toBe(evidence.length)
  })

  it('keeps an audio refusal typed across the thread boundary', async () => {
    const bytes = wav(1)
    new DataView(bytes.buffer, bytes.byteOffset).setUint16(22, 0, true)
    const refused = await deps.decode(bytes).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(AudioRejectedError)
    expect(refused).toMatchObject({ code: 'invalid_audio', field: 'channels' })
  })

  it('stops a task past its deadline by ending its thread, and the next task gets a fresh one', async () => {
    const pool = createAnalysisPool()
    try {
      const audio = await pool.run({ op: 'decode', bytes: wav(30), limits: deps.limits }, 10_000)
      const started = performance.now()
      const stopped = await pool.run({ op: 'probe', audio }, 50).catch((error: unknown) => error)
      expect(stopped).toBeInstanceOf(AnalysisOverrunError)
      expect(stopped).toMatchObject({ kind: 'time', message: expect.stringContaining('50 ms budget') })
      expect(performance.now() - started).toBeLessThan(1000)
      expect((await pool.run({ op: 'probe', audio }, 30_000)).length).toBeGreaterThan(0)
    } finally {
      await pool.close()
    }
  })

  it('an experiment that overruns fails as an experiment, with its reason and no evidence', async () => {
    const audio = await deps.decode(wav(30))
    const outcome = await deps.executor.run(
      { goal: 'hum', pipeline: pipelineOf('quick-probe'), expectedEvidence: [], stopIf: [] },
      audio,
      { id: 'e2', timeBudgetMs: 1 },
    )
    expect(outcome.evidence).toEqual([])
    expect(outcome.experiment.failureReasons.join(' ')).toMatch(/budget/)
  })

  it('a thread past its heap limit is stopped and reported as out of memory', async () => {
    const pool = createAnalysisPool({ heapMb: 4 })
    try {
      const failed = await pool
        .run({ op: 'decode', bytes: wav(1), limits: deps.limits }, 20_000)
        .catch((e: unknown) => e)
      expect(failed).toBeInstanceOf(AnalysisOverrunError)
      expect(failed).toMatchObject({ kind: 'memory', message: expect.stringContaining('4 MB of memory') })
    } finally {
      await pool.close()
    }
  })
})

describe('admission to the analysis threads', () => {
  it('refuses a new upload at once when too many wait, while tasks of admitted runs still queue', async () => {
    const pool = createAnalysisPool({ threads: 1, maxWaitingDecodes: 1 })
    try {
      const audio = await pool.run({ op: 'decode', bytes: wav(20), limits: deps.limits }, 10_000)
      const busy = pool.run({ op: 'probe', audio }, 30_000)
      const waiting = pool.run({ op: 'decode', bytes: wav(1), limits: deps.limits }, 10_000)
      const refused = await pool
        .run({ op: 'decode', bytes: wav(1), limits: deps.limits }, 10_000)
        .catch((error: unknown) => error)
      expect(refused).toBeInstanceOf(AnalysisBusyError)
      expect((refused as Error).message).toContain('1 uploads waiting')
      const admitted = pool.run({ op: 'probe', audio }, 30_000)
      expect((await busy).length).toBeGreaterThan(0)
      expect((await waiting).durationMs).toBe(1000)
      expect((await admitted).length).toBeGreaterThan(0)
    } finally {
      await pool.close()
    }
  })
})
