import { FLACDecoder } from '@wasm-audio-decoders/flac'
import { MPEGDecoder } from 'mpg123-decoder'
import type { DecodedAudio } from '../contract/index.ts'
import { decodeWav } from './wav-codec.ts'

/** The containers `decodeAudio` recognises. */
export type AudioContainer = 'wav' | 'flac' | 'mp3'

/** Sniffs the container from magic bytes, falling back to the hint (a file name, extension or MIME type). */
export function sniffContainer(bytes: Uint8Array, hint?: string): AudioContainer | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav'
  if (ascii(0, 4) === 'fLaC') return 'flac'
  if (ascii(0, 3) === 'ID3') return 'mp3'
  // An MPEG audio frame starts with 11 set sync bits.
  if (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0) return 'mp3'
  const lower = hint?.toLowerCase() ?? ''
  if (/wav|wave/.test(lower)) return 'wav'
  if (/flac/.test(lower)) return 'flac'
  if (/mp3|mpeg/.test(lower)) return 'mp3'
  return undefined
}

/** Decodes WAV, FLAC or MP3 bytes to float channels; throws on an unknown or corrupt file. */
export async function decodeAudio(bytes: Uint8Array, hint?: string): Promise<DecodedAudio> {
  const container = sniffContainer(bytes, hint)
  if (container === 'wav') return decodeWav(bytes)
  if (container === 'flac') return decodeFlac(bytes)
  if (container === 'mp3') return decodeMp3(bytes)
  throw new Error(`unsupported audio format${hint ? ` (${hint})` : ''}: expected WAV, FLAC or MP3`)
}

// Instantiating a WASM decoder costs tens of ms, more than decoding a short file; one instance per
// format is kept and reset between files, and uses are queued because an instance holds one stream.
interface Resettable {
  ready: Promise<void>
  reset: () => Promise<void>
}
function reusable<D extends Resettable>(create: () => D) {
  let decoder: D | undefined
  let queue: Promise<unknown> = Promise.resolve()
  return <T>(use: (d: D) => Promise<T>): Promise<T> => {
    const next = queue.then(async () => {
      decoder ??= create()
      await decoder.ready
      try {
        return await use(decoder)
      } finally {
        await decoder.reset()
      }
    })
    queue = next.catch(() => undefined)
    return next
  }
}

const withFlac = reusable(() => new FLACDecoder())
const withMpeg = reusable(() => new MPEGDecoder())

function decodeFlac(bytes: Uint8Array): Promise<DecodedAudio> {
  return withFlac(async (decoder) => {
    const result = await decoder.decodeFile(bytes)
    if (result.samplesDecoded === 0) throw new Error(`FLAC decode failed: ${describeErrors(result.errors)}`)
    return toDecoded(result.channelData, result.sampleRate, result.samplesDecoded, 'flac')
  })
}

function decodeMp3(bytes: Uint8Array): Promise<DecodedAudio> {
  return withMpeg(async (decoder) => {
    const result = decoder.decode(bytes)
    if (result.samplesDecoded === 0) throw new Error(`MP3 decode failed: ${describeErrors(result.errors)}`)
    return toDecoded(result.channelData, result.sampleRate, result.samplesDecoded, 'mp3')
  })
}

function describeErrors(errors: readonly { message: string }[]): string {
  return errors.length ? errors.map((e) => e.message).join('; ') : 'no samples'
}

function toDecoded(
  channelData: Float32Array[],
  sampleRate: number,
  frames: number,
  format: string,
): DecodedAudio {
  // The WASM decoders hand out views that may be longer than what was decoded; copy the decoded part.
  const channels = channelData.map((c) => Float32Array.from(c.subarray(0, frames)))
  return { sampleRate, channels, durationMs: (frames / sampleRate) * 1000, format }
}
