import { decodeAudio } from '../audio/decode-audio.ts'
import { mixToMono } from '../audio/mix-to-mono.ts'
import { encodeWav } from '../audio/wav-codec.ts'

/** Mono samples written as a 16-bit WAV and decoded back: a test's take carries the file's quantisation. */
export async function wavRoundTrip(samples: Float32Array, sampleRate: number): Promise<Float32Array> {
  const audio = {
    sampleRate,
    channels: [samples],
    durationMs: (samples.length / sampleRate) * 1000,
    format: 'synth',
  }
  return mixToMono(await decodeAudio(encodeWav(audio, 'pcm16'), 'take.wav'))
}
