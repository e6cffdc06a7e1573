import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { decodeAudio, sniffContainer } from './decode-audio.ts'
import { encodeWav } from './wav-codec.ts'

const fixture = (name: string) => readFile(new URL(`../../test-data/${name}`, import.meta.url))

/** Dominant frequency by counting rising zero crossings (enough for a clean sine). */
function zeroCrossingHz(samples: Float32Array, sampleRate: number): number {
  let crossings = 0
  for (let i = 1; i < samples.length; i++) if (samples[i - 1]! < 0 && samples[i]! >= 0) crossings++
  return (crossings * sampleRate) / samples.length
}

function peak(samples: Float32Array): number {
  let max = 0
  for (const x of samples) max = Math.max(max, Math.abs(x))
  return max
}

describe('decodeAudio', () => {
  it('decodes the FLAC fixture (made by flac from a 440 Hz sine at −6 dBFS)', async () => {
    const audio = await decodeAudio(new Uint8Array(await fixture('tone-440-stereo.flac')))
    expect(audio.format).toBe('flac')
    expect(audio.sampleRate).toBe(44_100)
    expect(audio.channels).toHaveLength(2)
    expect(audio.durationMs).toBeCloseTo(1000, 0)
    expect(zeroCrossingHz(audio.channels[0]!, 44_100)).toBeCloseTo(440, -1)
    expect(peak(audio.channels[1]!)).toBeCloseTo(0.5, 1)
  })

  it('decodes the MP3 fixture (made by lame at 128 kb/s)', async () => {
    const audio = await decodeAudio(new Uint8Array(await fixture('tone-440-mono.mp3')), 'tone.mp3')
    expect(audio.format).toBe('mp3')
    expect(audio.sampleRate).toBe(44_100)
    // mpg123-decoder always hands out two channels; a mono stream comes back duplicated.
    expect(audio.channels.length).toBeGreaterThanOrEqual(1)
    // MP3 adds encoder delay and padding: about a frame either side.
    expect(audio.durationMs).toBeGreaterThan(990)
    expect(audio.durationMs).toBeLessThan(1100)
    const middle = audio.channels[0]!.subarray(4410, 39690)
    expect(zeroCrossingHz(middle, 44_100)).toBeCloseTo(440, -1)
    expect(peak(middle)).toBeCloseTo(0.5, 1)
  })

  it('decodes WAV by its magic bytes', async () => {
    const bytes = encodeWav({ sampleRate: 8000, channels: [new Float32Array(800)] })
    const audio = await decodeAudio(bytes)
    expect(audio).toMatchObject({ format: 'wav', sampleRate: 8000, durationMs: 100 })
  })

  it('refuses bytes that are no known audio format', async () => {
    await expect(decodeAudio(new TextEncoder().encode('hello, not audio'))).rejects.toThrow(
      /unsupported audio format/,
    )
  })

  it('sniffs the container from magic bytes before the hint', () => {
    expect(sniffContainer(new TextEncoder().encode('fLaC....'), 'x.mp3')).toBe('flac')
    expect(sniffContainer(new Uint8Array([0, 0, 0]), 'audio/mpeg')).toBe('mp3')
    expect(sniffContainer(new Uint8Array([0, 0, 0]))).toBeUndefined()
  })
})

describe('decodeAudio with its reused decoders', () => {
  it('decodes the same files again, also concurrently, with identical results', async () => {
    const flac = new Uint8Array(await fixture('tone-440-stereo.flac'))
    const mp3 = new Uint8Array(await fixture('tone-440-mono.mp3'))
    const [a, b, c, d] = await Promise.all([
      decodeAudio(flac),
      decodeAudio(mp3),
      decodeAudio(flac),
      decodeAudio(mp3),
    ])
    expect(c!.channels[0]).toEqual(a!.channels[0])
    expect(d!.channels[0]).toEqual(b!.channels[0])
    await expect(decodeAudio(new Uint8Array([0x66, 0x4c, 0x61, 0x43, 1, 2, 3]))).rejects.toThrow()
    expect((await decodeAudio(flac)).channels[1]).toEqual(a!.channels[1])
  })
})
