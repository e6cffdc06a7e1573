import { describe, expect, it } from 'vitest'
import * as s from '../audio/synthetic-signals.ts'
import { pipelineOf } from '../chains/chain-templates.ts'
import type { EvidenceSummary } from '../contract/index.ts'
import { createExecutor } from '../executor/create-executor.ts'

// Each detector between "clean" and "moderate defect", on the synthetic speech-like, music-like and tone
// signals, quantised to 16 bit as a decoded WAV would be. The thresholds' calibration table comes from
// scripts/calibrate-detectors.ts.

const sampleRate = 48_000
const seconds = 6
const executor = createExecutor()

async function scan(samples: Float32Array, rate = sampleRate): Promise<Map<string, EvidenceSummary>> {
  const quantised = Float32Array.from(
    samples,
    (t) => Math.round(Math.max(-1, Math.min(1, t)) * 32767) / 32768,
  )
  const outcome = await executor.run(
    { goal: 'test', pipeline: pipelineOf('full-defect-scan'), expectedEvidence: [], stopIf: [] },
    { sampleRate: rate, channels: [quantised], durationMs: (samples.length / rate) * 1000, format: 'wav' },
    { id: 't' },
  )
  expect(outcome.experiment.failureReasons).toEqual([])
  const byDefect = new Map<string, EvidenceSummary>()
  for (const e of outcome.evidence) if (e.category === 'anomaly') byDefect.set(String(e.values.defect), e)
  return byDefect
}

const detected = (found: Map<string, EvidenceSummary>) =>
  [...found.values()].filter((e) => e.values.detected === true).map((e) => e.values.defect)

const speech = s.speechLike(sampleRate, seconds, 11)
const music = s.musicLike(sampleRate, seconds, 4)
const tone = s.tone(sampleRate, seconds, 1000, 0.5)

describe('detectors on clean signals', () => {
  for (const [name, signal] of Object.entries({
    speech,
    music,
    tone,
    'tone 440 Hz at 0 dBFS': s.tone(sampleRate, seconds, 440, 0.999),
  })) {
    it(`flag nothing on clean ${name}`, async () => {
      const found = await scan(signal)
      expect(detected(found)).toEqual([])
      // Every detector still reports, so a hypothesis can be ruled out.
      expect([...found.keys()].sort()).toEqual(
        ['broadband_noise', 'clipping', 'dc_offset', 'dropout', 'hum', 'muffled', 'resonance'].sort(),
      )
    })
  }

  for (const [rate, hz] of [
    [22_050, 1000],
    [22_050, 440],
    [44_100, 440],
  ] as const) {
    it(`flag nothing on a clean full-scale ${hz} Hz tone at ${rate} Hz (its quantisation error repeats at 50 Hz multiples)`, async () => {
      expect(detected(await scan(s.tone(rate, seconds, hz, 0.999), rate))).toEqual([])
    })
  }

  it('flag nothing on clean speech at 22.05 kHz', async () => {
    expect(detected(await scan(s.speechLike(22_050, seconds, 11), 22_050))).toEqual([])
  })
})

describe('detectors on injected defects', () => {
  const cases: [string, string, (x: Float32Array) => Float32Array][] = [
    ['clipping', 'clipping (2 % of samples at 0 dBFS)', (x) => s.injectClipping(x, 0.02)],
    ['hum', '50 Hz hum at −30 dB', (x) => s.injectHum(x, sampleRate, 50, -30)],
    ['hum', '60 Hz hum at −30 dB', (x) => s.injectHum(x, sampleRate, 60, -30)],
    ['broadband_noise', 'white noise at 20 dB SNR', (x) => s.injectNoise(x, 20)],
    ['dc_offset', 'a DC offset of 0.02', (x) => s.injectDcOffset(x, 0.02)],
    ['muffled', 'a 4th-order low-pass at 1.5 kHz', (x) => s.injectMuffled(x, sampleRate, 1500, 4)],
  ]
  for (const [defect, what, inject] of cases) {
    for (const [name, signal] of Object.entries({ speech, music })) {
      it(`detect ${what} in ${name}`, async () => {
        const found = await scan(inject(signal))
        expect(found.get(defect)?.values).toMatchObject({ defect, detected: true })
        expect(Number(found.get(defect)?.values.score)).toBeGreaterThan(0.2)
      })
    }
  }

  it('detect an 80 ms dropout inside sustained music', async () => {
    const found = await scan(s.injectDropout(music, sampleRate, 2.2, 80))
    expect(found.get('dropout')?.values).toMatchObject({ detected: true, count: 1 })
    expect(Number(found.get('dropout')?.values.startMs)).toBeCloseTo(2200, -1)
  })

  it('detect a 60 ms dropout in a tone', async () => {
    const found = await scan(s.injectDropout(tone, sampleRate, 3, 60))
    expect(found.get('dropout')?.values).toMatchObject({ detected: true, count: 1 })
  })

  it('detect a +16 dB, Q 10 resonance at 1.5 kHz in speech and report its frequency (weaker ones stay under the 9.5 dB mean contrast that the steady formants of clean evaluation speech reach)', async () => {
    const found = await scan(s.injectResonance(speech, sampleRate, 1500, 16, 10))
    expect(found.get('resonance')?.values).toMatchObject({ detected: true })
    expect(Number(found.get('resonance')?.values.frequencyHz)).toBeGreaterThan(1300)
    expect(Number(found.get('resonance')?.values.frequencyHz)).toBeLessThan(1700)
  })

  it('detect 3 % clipping of a 440 Hz tone at 22.05 kHz, whose clipped crests are single samples', async () => {
    const found = await scan(s.injectClipping(s.tone(22_050, seconds, 440, 0.5), 0.03), 22_050)
    expect(found.get('clipping')?.values).toMatchObject({ detected: true })
    expect(Number(found.get('clipping')?.values.toneThdDb)).toBeGreaterThan(-90)
  })

  it('report the hum frequency it found', async () => {
    const found = await scan(s.injectHum(speech, sampleRate, 60, -30))
    expect(found.get('hum')?.values.frequencyHz).toBe(60)
  })
})
