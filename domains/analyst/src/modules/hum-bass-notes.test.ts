import { describe, expect, it } from 'vitest'
import { createRng } from '../eval/rng.ts'
import { moduleVerdict } from '../testing/module-verdict.ts'
import { humDetectorModule } from './hum-detector.ts'

// A bass line played on G1 (49.0 Hz) or B1 (61.7 Hz): plucked notes with their own harmonic series, each
// starting with its own phase and decaying, a little vibrato — the music the issue saw read as mains hum.
const sampleRate = 44_100
function bassLine(pitchHz: number, seconds: number, seed: number): Float32Array {
  const rng = createRng(seed)
  const out = new Float32Array(seconds * sampleRate)
  for (let start = 0; start < out.length; start += Math.round(rng.range(0.4, 0.9) * sampleRate)) {
    const phase = rng.range(0, 2 * Math.PI)
    const length = Math.min(out.length - start, Math.round(1.2 * sampleRate))
    for (let i = 0; i < length; i++) {
      const t = i / sampleRate
      const vibrato = 1 + 0.003 * Math.sin(2 * Math.PI * 5 * t)
      let x = 0
      for (let h = 1; h <= 6; h++) x += Math.sin(2 * Math.PI * pitchHz * h * vibrato * t + h * phase) / h
      out[start + i]! += 0.3 * x * Math.exp(-3 * t)
    }
  }
  return out
}

describe('hum detector on bass notes near the mains frequencies', () => {
  it.each([49.0, 61.74])('leaves a bass line on %s Hz alone', async (pitch) => {
    const values = await moduleVerdict(humDetectorModule, bassLine(pitch, 8, 7), sampleRate)
    expect(values).toMatchObject({ detected: false })
  })
})
