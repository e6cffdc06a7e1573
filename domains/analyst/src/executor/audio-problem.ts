import type { DecodedAudio } from '../contract/index.ts'

/**
 * Why decoded audio cannot be analysed, or undefined when it can. The decoders check their headers, but
 * the executor also takes audio from callers that built it themselves (the CLI, tests, the eval), and
 * every module's loops derive their bounds from the rate and the sample count: a 0 Hz rate, channels of
 * different lengths or a NaN sample are refused here, before any node runs.
 */
export function audioProblem(audio: DecodedAudio): string | undefined {
  if (!Number.isFinite(audio.sampleRate) || audio.sampleRate <= 0)
    return `the sample rate ${audio.sampleRate} is not a positive number`
  const frames = audio.channels[0]?.length ?? 0
  if (audio.channels.length === 0 || frames === 0) return 'the audio is empty'
  for (const [c, channel] of audio.channels.entries()) {
    if (channel.length !== frames)
      return `channel ${c + 1} has ${channel.length} samples, channel 1 ${frames}`
    for (let i = 0; i < channel.length; i++)
      if (!Number.isFinite(channel[i]!)) return `sample ${i} of channel ${c + 1} is not a finite number`
  }
  return undefined
}
