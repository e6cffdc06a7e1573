import { createRng, type Rng } from '../rng.ts'
import { Resonator, Smoother, smoothing } from './resonator.ts'

/** Voices differ by pitch and vocal-tract length (formants scale up for shorter tracts). */
export const SPEECH_VARIANTS = {
  male: { f0: 110, formantScale: 1 },
  female: { f0: 205, formantScale: 1.16 },
  child: { f0: 280, formantScale: 1.3 },
  low: { f0: 90, formantScale: 0.94 },
} as const
export type SpeechVariant = keyof typeof SPEECH_VARIANTS
export const SPEECH_VARIANT_NAMES = Object.keys(SPEECH_VARIANTS) as [SpeechVariant, ...SpeechVariant[]]

// Peterson–Barney style averages (F1, F2, F3) for an adult male voice.
const VOWELS: readonly (readonly [number, number, number])[] = [
  [730, 1090, 2440],
  [270, 2290, 3010],
  [300, 870, 2240],
  [530, 1840, 2480],
  [570, 840, 2410],
  [660, 1720, 2410],
  [490, 1350, 1690],
]

interface Segment {
  start: number
  end: number
  kind: 'vowel' | 'fricative' | 'plosive' | 'pause'
  formants: readonly [number, number, number]
  /** Centre of the fricative's noise band. */
  noiseHz: number
  /** Pitch at the start and end of the segment, as a ratio of the voice's f0. */
  pitch: [number, number]
}

/**
 * A formant (source-filter) speech-like signal: a glottal pulse train with a falling phrase contour,
 * three gliding formants, fricative and plosive noise onsets, syllable envelopes and pauses between
 * phrases. Not words, but it has the spectral shape, the pitch and the silences of speech, which is what
 * the analyst's detectors see.
 */
export function synthSpeech(seed: number, seconds: number, sampleRate: number, variant: SpeechVariant) {
  const voice = SPEECH_VARIANTS[variant]
  const rng = createRng(seed)
  const length = Math.round(seconds * sampleRate)
  const out = new Float32Array(length)
  const segments = planSegments(rng, length, sampleRate)
  const formants = [0, 1, 2, 3].map(() => new Resonator())
  const fricative = new Resonator()
  const glide = smoothing(25, sampleRate)
  const f = [new Smoother(500), new Smoother(1500), new Smoother(2500)]
  const pitch = new Smoother(voice.f0)
  let phase = 0
  let previousPulse = 0
  let envelope = 0
  const attack = smoothing(12, sampleRate)
  const release = smoothing(30, sampleRate)
  for (const segment of segments) {
    const span = segment.end - segment.start
    for (let i = segment.start; i < segment.end; i++) {
      const t = (i - segment.start) / span
      const voiced = segment.kind === 'vowel'
      envelope += ((voiced ? 1 : 0) - envelope) * (voiced ? attack : release)
      const target = voice.f0 * (segment.pitch[0] + (segment.pitch[1] - segment.pitch[0]) * t)
      const f0 = pitch.step(target * (1 + 0.004 * rng.gauss()), glide)
      phase += f0 / sampleRate
      if (phase >= 1) phase -= 1
      const pulse = rosenberg(phase)
      // The difference stands in for lip radiation (+6 dB/octave); breath noise rides on the voicing.
      const source = (pulse - previousPulse) * envelope + 0.006 * envelope * rng.gauss()
      previousPulse = pulse
      let voicedOut = source
      for (let k = 0; k < 3; k++) {
        const freq = f[k]!.step(segment.formants[k]! * voice.formantScale, glide)
        voicedOut = formants[k]!.step(voicedOut, freq, 60 + 30 * k, sampleRate)
      }
      voicedOut = formants[3]!.step(voicedOut, 3500 * voice.formantScale, 250, sampleRate)
      // The cascade rolls off steeply above its last formant; a little of the raw source stands in for the
      // higher formants real voices have, so clean speech keeps energy up to 8 kHz and beyond.
      out[i] = voicedOut * 40 + source * 3 + consonant(segment, i, rng, fricative, sampleRate)
    }
  }
  return out
}

/**
 * Rosenberg's glottal pulse: a slow opening (40 % of the period) and a quicker closing (16 %) that ends
 * in a corner. The corner is what gives voiced speech its harmonics far up the spectrum (−12 dB/octave
 * in the flow), which a smooth pulse would lack and then look muffled.
 */
function rosenberg(phase: number): number {
  if (phase < 0.4) return 0.5 * (1 - Math.cos((Math.PI * phase) / 0.4))
  if (phase < 0.56) return Math.cos((Math.PI * (phase - 0.4)) / (2 * 0.16))
  return 0
}

function consonant(segment: Segment, i: number, rng: Rng, filter: Resonator, sampleRate: number): number {
  if (segment.kind === 'pause' || segment.kind === 'vowel') return 0
  const t = (i - segment.start) / (segment.end - segment.start)
  // Fricatives swell and fade; plosives are a short burst that decays at once.
  const shape = segment.kind === 'fricative' ? Math.sin(Math.PI * t) : Math.exp(-t * 6)
  const band = filter.step(rng.gauss(), segment.noiseHz, segment.noiseHz * 0.4, sampleRate)
  return band * shape * (segment.kind === 'fricative' ? 0.05 : 0.12)
}

function planSegments(rng: Rng, length: number, sampleRate: number): Segment[] {
  const ms = (value: number) => Math.round((value * sampleRate) / 1000)
  const segments: Segment[] = []
  let at = ms(rng.range(80, 250))
  segments.push(pause(0, at))
  while (at < length) {
    const syllables = 3 + Math.floor(rng.next() * 5)
    for (let s = 0; s < syllables && at < length; s++) {
      // The phrase contour: a declination from 1.15 to 0.85 of f0, with an accent on some syllables.
      const from = 1.15 - (0.3 * s) / syllables
      const to = 1.15 - (0.3 * (s + 1)) / syllables + (rng.next() < 0.25 ? 0.08 : 0)
      const onset = rng.next()
      if (onset < 0.35) at = push(segments, at, ms(rng.range(50, 110)), 'fricative', rng, [from, from])
      else if (onset < 0.6) {
        at = push(segments, at, ms(rng.range(20, 45)), 'pause', rng, [from, from])
        at = push(segments, at, ms(rng.range(10, 25)), 'plosive', rng, [from, from])
      }
      at = push(segments, at, ms(rng.range(110, 260)), 'vowel', rng, [from, to])
      if (rng.next() < 0.2) at = push(segments, at, ms(rng.range(30, 90)), 'pause', rng, [to, to])
    }
    at = push(segments, at, ms(rng.range(180, 650)), 'pause', rng, [1, 1])
  }
  const last = segments[segments.length - 1]!
  last.end = Math.min(last.end, length)
  return segments.filter((segment) => segment.end > segment.start)
}

function pause(start: number, end: number): Segment {
  return { start, end, kind: 'pause', formants: [500, 1500, 2500], noiseHz: 0, pitch: [1, 1] }
}

function push(
  segments: Segment[],
  at: number,
  length: number,
  kind: Segment['kind'],
  rng: Rng,
  pitch: [number, number],
): number {
  segments.push({
    start: at,
    end: at + length,
    kind,
    formants: rng.pick(VOWELS),
    noiseHz: kind === 'plosive' ? rng.range(1500, 3500) : rng.pick([2800, 4500, 6000]),
    pitch,
  })
  return at + length
}
