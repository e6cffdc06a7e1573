import { decodeAudio } from '../../audio/decode-audio.ts'
import type { DecodedAudio } from '../../contract/index.ts'
import type { Delivery } from '../case-schema.ts'
import { dbToGain } from '../signal.ts'

/**
 * What happens to a take on its way to the analyst, after the defects: an engineer turns it down
 * (a clipped take no longer touches full scale), then it is encoded to MP3 and decoded by the same
 * decoder the analyst uses for uploads. The encoder (lamejs, LGPL-3.0) is a dev dependency, loaded
 * only when a case asks for it.
 */
export async function deliver(audio: DecodedAudio, delivery: Delivery | undefined): Promise<DecodedAudio> {
  if (!delivery) return audio
  if (delivery.gainDb !== undefined) {
    const gain = dbToGain(delivery.gainDb)
    for (const channel of audio.channels) for (let i = 0; i < channel.length; i++) channel[i]! *= gain
  }
  if (delivery.mp3Kbps === undefined) return audio
  const bytes = await encodeMp3(audio, delivery.mp3Kbps)
  const decoded = await decodeAudio(bytes, 'take.mp3')
  return decoded
}

async function encodeMp3(audio: DecodedAudio, kbps: number): Promise<Uint8Array> {
  const { Mp3Encoder } = await import('@breezystack/lamejs')
  const stereo = audio.channels.length > 1
  const encoder = new Mp3Encoder(stereo ? 2 : 1, audio.sampleRate, kbps)
  const pcm = audio.channels.slice(0, 2).map(toInt16)
  const parts: Uint8Array[] = []
  const block = 1152 * 10
  for (let start = 0; start < pcm[0]!.length; start += block) {
    const left = pcm[0]!.subarray(start, start + block)
    parts.push(
      stereo
        ? encoder.encodeBuffer(left, pcm[1]!.subarray(start, start + block))
        : encoder.encodeBuffer(left),
    )
  }
  parts.push(encoder.flush())
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

function toInt16(channel: Float32Array): Int16Array {
  const out = new Int16Array(channel.length)
  for (let i = 0; i < channel.length; i++) out[i] = Math.round(Math.max(-1, Math.min(1, channel[i]!)) * 32767)
  return out
}
