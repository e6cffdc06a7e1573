import type { DecodedAudio } from '../../contract/index.ts'
import type { SourceSpec } from '../case-schema.ts'
import { loadRecording } from '../real/recording-source.ts'
import { createRng, subSeed } from '../rng.ts'
import { dbToGain, normalizePeak, peak } from '../signal.ts'
import { synthMix } from './mix.ts'
import { synthMusic } from './music.ts'
import { synthSpeech } from './speech.ts'
import { synthTone } from './tones.ts'
import { synthTts } from './tts.ts'

/** Peak level of a source when the case does not set one: the usual headroom of a mastered file. */
const DEFAULT_PEAK_DB = -6
/** Quiet recordings: a soft source under long stretches of room tone. */
const QUIET_PEAK_DB = -32
const ROOM_TONE_DB = -84

/**
 * Renders a clean source in memory. Every source carries a 16-bit TPDF dither floor (about −101 dBFS
 * RMS) because real recordings do: only an injected dropout produces exact digital zeros.
 */
export function renderSource(spec: SourceSpec): DecodedAudio {
  const { kind, seed, seconds, sampleRate } = spec
  const channelCount = spec.channels ?? 1
  let channels: Float32Array[]
  switch (kind) {
    case 'speech':
      channels = [synthSpeech(seed, seconds, sampleRate, spec.variant ?? 'male')]
      break
    case 'music':
      channels = synthMusic(seed, seconds, sampleRate, spec.variant ?? 'piano', channelCount)
      break
    case 'tone':
      channels = [synthTone(seed, seconds, sampleRate, spec.variant ?? 'sine')]
      break
    case 'mix':
      channels = [synthMix(seed, seconds, sampleRate, spec.variant ?? 'voice-over-strings')]
      break
    case 'quiet':
      channels = [quiet(spec)]
      break
    case 'tts':
      channels = [synthTts(seed, seconds, sampleRate, spec.variant ?? 'en-us')]
      break
    case 'recording':
      channels = loadRecording(spec.file, seconds, sampleRate)
      break
  }
  if (channels.length < channelCount)
    channels = Array.from({ length: channelCount }, () => channels[0]!.slice())
  const top = Math.max(...channels.map((c) => peak(c)), 1e-12)
  // A recording keeps the level it was mastered at unless the case sets one.
  const peakDb =
    spec.peakDb ?? (kind === 'quiet' ? QUIET_PEAK_DB : kind === 'recording' ? null : DEFAULT_PEAK_DB)
  const gain = peakDb === null ? 1 : dbToGain(peakDb) / top
  const rng = createRng(subSeed(seed, 'dither'))
  for (const channel of channels)
    for (let i = 0; i < channel.length; i++)
      channel[i] = channel[i]! * gain + (rng.next() - rng.next()) / 32768
  return {
    sampleRate,
    channels,
    durationMs: (channels[0]!.length / sampleRate) * 1000,
    format: kind === 'recording' ? 'wav' : 'synth',
  }
}

/** Soft speech or music that starts and ends in room tone: low level and natural silence, still clean. */
function quiet(spec: SourceSpec): Float32Array {
  const { seed, seconds, sampleRate } = spec
  const lead = Math.round(Math.min(1, seconds / 5) * sampleRate)
  const body = Math.max(0, seconds - (2 * lead) / sampleRate)
  const inner =
    spec.variant === 'music'
      ? synthMusic(seed, body, sampleRate, 'strings', 1)[0]!
      : synthSpeech(seed, body, sampleRate, 'female')
  const out = new Float32Array(Math.round(seconds * sampleRate))
  out.set(normalizePeak(inner, 0), lead)
  // Room tone relative to the final peak: it is scaled with the source, so express it re QUIET_PEAK_DB.
  const rng = createRng(subSeed(seed, 'room'))
  const level = dbToGain(ROOM_TONE_DB - (spec.peakDb ?? QUIET_PEAK_DB))
  let lowpassed = 0
  for (let i = 0; i < out.length; i++) {
    // A one-pole low-pass makes the room tone dark, as air conditioning and distant traffic are.
    lowpassed += (rng.gauss() - lowpassed) * 0.05
    out[i]! += lowpassed * level * 4
  }
  return out
}
