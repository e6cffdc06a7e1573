import type { DecodedAudio } from '../contract/index.ts'

/** The mean of all channels (a copy even for mono, so callers may mutate it). */
export function mixToMono(audio: Pick<DecodedAudio, 'channels'>): Float32Array {
  const [first, ...rest] = audio.channels
  if (!first) return new Float32Array(0)
  const out = Float32Array.from(first)
  if (rest.length === 0) return out
  for (const channel of rest) for (let i = 0; i < out.length; i++) out[i]! += channel[i] ?? 0
  const scale = 1 / audio.channels.length
  for (let i = 0; i < out.length; i++) out[i]! *= scale
  return out
}
