import { describe, expect, it } from 'vitest'
import { wavFile as wav } from '../testing/hostile-audio.ts'
import { AudioRejectedError, DEFAULT_AUDIO_LIMITS } from './audio-limits.ts'
import { decodeWav } from './wav-codec.ts'
import { readWavLayout } from './wav-header.ts'

function refusal(bytes: Uint8Array, limits = DEFAULT_AUDIO_LIMITS) {
  try {
    readWavLayout(bytes, limits)
  } catch (error) {
    if (error instanceof AudioRejectedError)
      return { code: error.code, field: error.field, message: error.message }
    throw error
  }
  return undefined
}

describe('the WAV header is checked before anything is decoded', () => {
  it('accepts a plain PCM file and reads its layout', () => {
    expect(readWavLayout(wav({ channels: 2 }), DEFAULT_AUDIO_LIMITS)).toMatchObject({
      sampleFormat: 'pcm',
      channels: 2,
      sampleRate: 16_000,
      bitsPerSample: 16,
      frames: 100,
    })
  })

  it('refuses 0 channels and a 0 Hz rate (the two that hung the server)', () => {
    expect(refusal(wav({ channels: 0, blockAlign: 0 }))).toMatchObject({
      code: 'invalid_audio',
      field: 'channels',
    })
    expect(refusal(wav({ sampleRate: 0 }))).toMatchObject({ code: 'invalid_audio', field: 'sampleRate' })
    expect(refusal(wav({ sampleRate: 4_000_000 }))?.field).toBe('sampleRate')
    expect(refusal(wav({ channels: 9 }))?.message).toContain('at most 8')
  })

  it('refuses a 44-byte WAV (a header and no frames) as invalid audio, not a crash', () => {
    const empty = wav({ dataBytes: 0 })
    expect(empty.length).toBe(44)
    expect(refusal(empty)).toMatchObject({ code: 'invalid_audio', field: 'frames' })
    expect(refusal(empty.subarray(0, 30))?.field).toBe('fmt')
    expect(refusal(empty.subarray(0, 36))?.field).toBe('data')
  })

  it('refuses format tags it does not decode instead of reading them as PCM', () => {
    expect(refusal(wav({ tag: 0x11, bits: 4, blockAlign: 256 }))?.message).toContain('0x0011')
    expect(refusal(wav({ tag: 7, bits: 8 }))?.field).toBe('formatTag')
    expect(refusal(wav({ tag: 3, bits: 16 }))?.field).toBe('bitsPerSample')
    expect(refusal(wav({ bits: 12, blockAlign: 2 }))?.field).toBe('bitsPerSample')
  })

  it('reads WAVE_FORMAT_EXTENSIBLE by its subformat GUID and refuses unknown ones', () => {
    expect(readWavLayout(wav({ subformat: 1 }), DEFAULT_AUDIO_LIMITS).sampleFormat).toBe('pcm')
    expect(decodeWav(wav({ subformat: 1 })).channels[0]![3]).toBe(Math.trunc(1000 * Math.sin(1)) / 32768)
    expect(refusal(wav({ subformat: 1, brokenGuid: true }))?.field).toBe('subFormat')
    expect(refusal(wav({ subformat: 2 }))?.field).toBe('formatTag')
  })

  it('refuses a block align that does not match channels × sample width', () => {
    expect(refusal(wav({ channels: 2, blockAlign: 2 }))?.field).toBe('blockAlign')
  })

  it('counts the frames that are there when the data chunk claims more (a truncated file)', () => {
    expect(readWavLayout(wav({ declaredData: 0xffffffff }), DEFAULT_AUDIO_LIMITS).frames).toBe(100)
  })

  it('refuses audio longer than the limits from the header alone', () => {
    const limits = { ...DEFAULT_AUDIO_LIMITS, maxSeconds: 0.005 }
    expect(refusal(wav(), limits)).toMatchObject({ code: 'audio_too_long', field: 'duration' })
    const samples = { ...DEFAULT_AUDIO_LIMITS, maxSamples: 150 }
    expect(refusal(wav({ channels: 2 }), samples)).toMatchObject({ code: 'audio_too_long', field: 'samples' })
  })

  it('refuses a float file holding NaN or Infinity', () => {
    const bytes = wav({ tag: 3, bits: 32 })
    new DataView(bytes.buffer).setFloat32(44 + 4 * 7, Number.NaN, true)
    expect(() => decodeWav(bytes)).toThrow(/sample 7 of channel 1 is not a finite number/)
  })
})
