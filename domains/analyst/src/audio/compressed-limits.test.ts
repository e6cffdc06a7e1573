import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { mpegFrames, type StreamInfoFields, withStreamInfo } from '../testing/hostile-audio.ts'
import { AudioRejectedError, DEFAULT_AUDIO_LIMITS } from './audio-limits.ts'
import { decodeAudio } from './decode-audio.ts'
import { readFlacStreamInfo } from './flac-header.ts'
import { mpegFrameHeader, scanMpegFrames } from './mpeg-frames.ts'

const fixture = async (name: string) =>
  new Uint8Array(await readFile(new URL(`../../test-data/${name}`, import.meta.url)))

async function refusal(work: () => unknown) {
  try {
    await work()
  } catch (error) {
    if (error instanceof AudioRejectedError) return { code: error.code, field: error.field }
    throw error
  }
  return undefined
}

async function flacWith(fields: StreamInfoFields) {
  return withStreamInfo(await fixture('tone-440-stereo.flac'), fields)
}

describe('FLAC: STREAMINFO and the frame headers bound the decode', () => {
  it('reads the fixture’s STREAMINFO', async () => {
    expect(readFlacStreamInfo(await fixture('tone-440-stereo.flac'), DEFAULT_AUDIO_LIMITS)).toMatchObject({
      sampleRate: 44_100,
      channels: 2,
      bitsPerSample: 16,
      totalSamples: 44_100,
    })
  })

  it('refuses an hour declared in STREAMINFO before parsing a frame', async () => {
    const hour = await flacWith({ totalSamples: 3600 * 44_100 })
    expect(await refusal(() => decodeAudio(hour))).toEqual({ code: 'audio_too_long', field: 'duration' })
  })

  it('counts frames when the total is unknown, and refuses past the limit before decoding', async () => {
    const unknown = await flacWith({ totalSamples: 0 })
    expect((await decodeAudio(unknown)).channels[0]!.length).toBe(44_100)
    const short = { ...DEFAULT_AUDIO_LIMITS, maxSeconds: 0.5 }
    expect(await refusal(() => decodeAudio(unknown, undefined, short))).toMatchObject({
      code: 'audio_too_long',
    })
  })

  it('refuses a zero rate, bad block sizes and frames that disagree with STREAMINFO', async () => {
    expect(await refusal(async () => decodeAudio(await flacWith({ sampleRate: 0 })))).toMatchObject({
      field: 'sampleRate',
    })
    expect(await refusal(async () => decodeAudio(await flacWith({ minBlock: 0 })))).toMatchObject({
      field: 'blockSize',
    })
    expect(
      await refusal(async () => decodeAudio(await flacWith({ maxBlock: 1024, minBlock: 16 }))),
    ).toMatchObject({
      field: 'blockSize',
    })
    expect(await refusal(async () => decodeAudio(await flacWith({ sampleRate: 48_000 })))).toMatchObject({
      field: 'frameHeader',
    })
    expect(await refusal(async () => decodeAudio(await flacWith({ bits: 24 })))).toMatchObject({
      field: 'frameHeader',
    })
    expect(await refusal(async () => decodeAudio(await flacWith({ bits: 3 })))).toMatchObject({
      field: 'bitsPerSample',
    })
  })

  it('refuses a FLAC file cut inside its header or before its first frame', async () => {
    const bytes = await fixture('tone-440-stereo.flac')
    expect(await refusal(() => decodeAudio(bytes.subarray(0, 20)))).toMatchObject({ field: 'streamInfo' })
    expect(await refusal(() => decodeAudio(bytes.subarray(0, 60)))).toMatchObject({ code: 'invalid_audio' })
  })
})

describe('MP3: every frame header is read before decoding', () => {
  it('reads a frame header’s fields', () => {
    expect(mpegFrameHeader(mpegFrames(1), 0)).toEqual({
      version: 25,
      layer: 3,
      sampleRate: 8000,
      channels: 1,
      length: 72,
      samples: 576,
    })
  })

  it('counts the fixture’s frames: about its second of audio', async () => {
    const layout = scanMpegFrames(await fixture('tone-440-mono.mp3'), DEFAULT_AUDIO_LIMITS)
    expect(layout).toMatchObject({ sampleRate: 44_100, channels: 1 })
    expect(layout.frames / 44_100).toBeGreaterThan(1)
    expect(layout.frames / 44_100).toBeLessThan(1.1)
  })

  it('refuses hours of 72-byte frames (a 14 MB file) from their headers alone', async () => {
    const hours = mpegFrames(200_000)
    const started = performance.now()
    expect(await refusal(() => decodeAudio(hours))).toEqual({ code: 'audio_too_long', field: 'duration' })
    expect(performance.now() - started).toBeLessThan(2000)
  })

  it('refuses a stream whose frames change format, and bytes with no frame at all', async () => {
    const mixed = new Uint8Array([...mpegFrames(3), ...mpegFrames(3, 'stereo')])
    expect(await refusal(() => decodeAudio(mixed))).toMatchObject({ field: 'frameHeader' })
    expect(await refusal(() => decodeAudio(new Uint8Array([0xff, 0xfb, 0xf0, 0, 1, 2])))).toMatchObject({
      code: 'invalid_audio',
    })
  })
})
