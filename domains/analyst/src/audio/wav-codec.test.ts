import { describe, expect, it } from 'vitest'
import { decodeWav, encodeWav, type WavEncoding } from './wav-codec.ts'

const sampleRate = 48_000
const sine = Float32Array.from(
  { length: 4800 },
  (_, i) => 0.5 * Math.sin((2 * Math.PI * 1000 * i) / sampleRate),
)
const cosine = Float32Array.from(
  { length: 4800 },
  (_, i) => 0.25 * Math.cos((2 * Math.PI * 300 * i) / sampleRate),
)

function maxError(a: Float32Array, b: Float32Array): number {
  let max = 0
  for (let i = 0; i < a.length; i++) max = Math.max(max, Math.abs(a[i]! - b[i]!))
  return max
}

describe('WAV codec', () => {
  const tolerance: Record<WavEncoding, number> = {
    pcm16: 2 / 32768,
    pcm24: 2 / 8388608,
    pcm32: 1e-6,
    float32: 1e-7,
  }
  for (const encoding of Object.keys(tolerance) as WavEncoding[]) {
    it(`round-trips stereo ${encoding} within its quantisation`, () => {
      const bytes = encodeWav({ sampleRate, channels: [sine, cosine] }, encoding)
      const decoded = decodeWav(bytes)
      expect(decoded.format).toBe('wav')
      expect(decoded.sampleRate).toBe(sampleRate)
      expect(decoded.channels).toHaveLength(2)
      expect(decoded.durationMs).toBeCloseTo(100, 6)
      expect(maxError(decoded.channels[0]!, sine)).toBeLessThanOrEqual(tolerance[encoding])
      expect(maxError(decoded.channels[1]!, cosine)).toBeLessThanOrEqual(tolerance[encoding])
    })
  }

  it('clips out-of-range samples to full scale when encoding integers', () => {
    const decoded = decodeWav(encodeWav({ sampleRate, channels: [Float32Array.from([2, -2, 0])] }))
    expect(decoded.channels[0]![0]).toBeCloseTo(32767 / 32768, 6)
    expect(decoded.channels[0]![1]).toBe(-1)
  })
})
