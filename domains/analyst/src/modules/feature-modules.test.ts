import { describe, expect, it } from 'vitest'
import * as s from '../audio/synthetic-signals.ts'
import type { EvidenceSummary } from '../contract/index.ts'
import { moduleById } from './catalogue.ts'
import type { AudioData, ModuleData, SpectrogramData } from './module-types.ts'

const sampleRate = 48_000
const audio = (samples: Float32Array): AudioData => ({ format: 'audio', sampleRate, samples })

async function run(id: string, input: ModuleData, params: Record<string, unknown> = {}) {
  const module = moduleById(id)!
  const parsed = module.params.parse(params)
  return module.run(input, parsed, { evidenceId: `t/${id}` })
}
const values = (evidence: EvidenceSummary[]) => evidence[0]!.values

function rmsOf(x: Float32Array): number {
  let sum = 0
  for (const v of x) sum += v * v
  return Math.sqrt(sum / x.length)
}

describe('feature modules', () => {
  it('level-stats reads a −6 dBFS sine: RMS −9 dBFS, crest 3 dB', async () => {
    const { evidence } = await run('level-stats', audio(s.tone(sampleRate, 1, 1000, 0.5)))
    expect(values(evidence)).toMatchObject({ peak: 0.5 })
    expect(Number(values(evidence).rmsDbfs)).toBeCloseTo(-9.03, 1)
    expect(Number(values(evidence).crestFactorDb)).toBeCloseTo(3.01, 1)
  })

  it('pitch-yin finds a 220 Hz tone', async () => {
    const { evidence } = await run('pitch-yin', audio(s.tone(sampleRate, 1, 220)))
    expect(Number(values(evidence).medianHz)).toBeCloseTo(220, 0)
    expect(values(evidence).voicedShare).toBe(1)
  })

  it('spectral-shape puts the centroid of a 1 kHz tone at 1 kHz', async () => {
    const { evidence } = await run('spectral-shape', audio(s.tone(sampleRate, 1, 1000)))
    expect(Number(values(evidence).centroidHz)).toBeGreaterThan(900)
    expect(Number(values(evidence).centroidHz)).toBeLessThan(1100)
    expect(Number(values(evidence).flatness)).toBeLessThan(0.01)
  })

  it('mfcc returns the asked number of coefficients', async () => {
    const { evidence } = await run('mfcc', audio(s.speechLike(sampleRate, 2)), { coefficients: 20 })
    expect(values(evidence).mfcc).toHaveLength(20)
  })

  it('thd: a pure tone is clean, a hard-clipped one is distorted', async () => {
    const clean = values((await run('thd', audio(s.tone(sampleRate, 1, 1000, 0.5)))).evidence)
    const clipped = values(
      (await run('thd', audio(s.injectClipping(s.tone(sampleRate, 1, 1000, 0.5), 0.3)))).evidence,
    )
    expect(Number(clean.fundamentalHz)).toBeCloseTo(1000, -1)
    expect(Number(clean.thdPercent)).toBeLessThan(0.1)
    expect(Number(clipped.thdPercent)).toBeGreaterThan(3)
  })

  it('onset-tempo counts the music-like signal’s beats (one every 0.5 s)', async () => {
    const { evidence } = await run('onset-tempo', audio(s.musicLike(sampleRate, 8)))
    expect(Number(values(evidence).onsetsPerSecond)).toBeGreaterThan(1.2)
    expect(Number(values(evidence).onsetsPerSecond)).toBeLessThan(3)
    // Chords every second, hats every half second: 60 or 120 BPM are both the pulse.
    const bpm = Number(values(evidence).tempoBpm)
    expect(Math.min(Math.abs(bpm - 60), Math.abs(bpm - 120))).toBeLessThan(6)
  })

  it('band-energy reports octave bands relative to the total', async () => {
    const { evidence } = await run('band-energy', audio(s.tone(sampleRate, 1, 1000)))
    const bands = values(evidence).bandsDbReTotal as Record<string, number>
    expect(bands['1000Hz']).toBeCloseTo(0, 1)
    expect(bands['125Hz']).toBeLessThan(-60)
  })

  it('frame-stft frames the audio and spectral modules accept its spectrogram', async () => {
    const { output } = await run('frame-stft', audio(s.tone(sampleRate, 1)), { frameSize: 1024, hop: 512 })
    const spectrogram = output as SpectrogramData
    expect(spectrogram.format).toBe('spectrogram')
    expect(spectrogram.frames[0]).toHaveLength(513)
    const peakBin = spectrogram.frames[10]!.indexOf(Math.max(...spectrogram.frames[10]!))
    expect(peakBin * (sampleRate / 1024)).toBeCloseTo(1000, -2)
    const shape = await run('spectral-shape', spectrogram)
    expect(shape.output).toBe(spectrogram)
  })
})

describe('filter modules', () => {
  const low = s.tone(sampleRate, 1, 100)
  const high = s.tone(sampleRate, 1, 5000)
  const gain = async (id: string, x: Float32Array, params: Record<string, unknown>) =>
    rmsOf(((await run(id, audio(x), params)).output as AudioData).samples.subarray(4800)) / rmsOf(x)

  it('highpass at 1 kHz, order 4, keeps 5 kHz and removes 100 Hz', async () => {
    expect(await gain('highpass', high, { fc: 1000, order: 4 })).toBeCloseTo(1, 1)
    expect(await gain('highpass', low, { fc: 1000, order: 4 })).toBeLessThan(0.001)
  })

  it('lowpass at 1 kHz keeps 100 Hz and attenuates 5 kHz', async () => {
    expect(await gain('lowpass', low, { fc: 1000 })).toBeCloseTo(1, 1)
    expect(await gain('lowpass', high, { fc: 1000 })).toBeLessThan(0.05)
  })

  it('notch at 50 Hz removes hum and leaves 1 kHz', async () => {
    expect(await gain('notch', s.tone(sampleRate, 1, 50), { fc: 50, q: 5 })).toBeLessThan(0.05)
    expect(await gain('notch', s.tone(sampleRate, 1, 1000), { fc: 50, q: 5 })).toBeCloseTo(1, 1)
  })

  it('bandpass at 1 kHz passes its centre and cuts 100 Hz', async () => {
    expect(await gain('bandpass', s.tone(sampleRate, 1, 1000), { fc: 1000, q: 2 })).toBeCloseTo(1, 1)
    expect(await gain('bandpass', low, { fc: 1000, q: 2 })).toBeLessThan(0.1)
  })
})
