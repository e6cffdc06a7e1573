import { createRng, type Rng } from '../rng.ts'
import { Resonator } from './resonator.ts'

/** Timbres: decaying struck strings, a sustained organ, bowed strings with vibrato and no drums. */
export const MUSIC_VARIANTS = ['piano', 'organ', 'strings', 'pluck'] as const
export type MusicVariant = (typeof MUSIC_VARIANTS)[number]

// Chord progressions as semitone offsets of triads from the key's root (I–V–vi–IV and friends).
const PROGRESSIONS = [
  [0, 7, 9, 5],
  [0, 5, 7, 0],
  [9, 5, 0, 7],
  [0, 9, 5, 7],
]

const midiToHz = (note: number) => 440 * 2 ** ((note - 69) / 12)

/**
 * A music-like signal: a chord per bar with harmonics and envelopes, a bass line on the chord roots and
 * (except for strings) a kick / snare / hi-hat pattern. Returns one array per channel; stereo spreads the
 * chord voices so the channels differ.
 */
export function synthMusic(
  seed: number,
  seconds: number,
  sampleRate: number,
  variant: MusicVariant,
  channelCount: number,
): Float32Array[] {
  const rng = createRng(seed)
  const length = Math.round(seconds * sampleRate)
  const channels = Array.from({ length: channelCount }, () => new Float32Array(length))
  const bpm = rng.range(78, 140)
  const beat = Math.round((60 / bpm) * sampleRate)
  const key = 48 + Math.floor(rng.next() * 12)
  const progression = rng.pick(PROGRESSIONS)
  for (let bar = 0; bar * 4 * beat < length; bar++) {
    const root = key + progression[bar % progression.length]!
    const minor = root - key === 9 ? 3 : 4
    const chord = [root + 12, root + 12 + minor, root + 19]
    chord.forEach((note, voice) => {
      const pan = channelCount === 1 ? [1] : [0.5 + 0.3 * (voice - 1), 0.5 - 0.3 * (voice - 1)]
      addNote(channels, pan, bar * 4 * beat, 4 * beat, midiToHz(note), 0.22, variant, sampleRate, rng)
    })
    for (let b = 0; b < 4; b += 2)
      addNote(
        channels,
        [1, 1],
        (bar * 4 + b) * beat,
        2 * beat,
        midiToHz(root - 12),
        0.3,
        variant,
        sampleRate,
        rng,
      )
    if (variant !== 'strings') addDrums(channels, bar * 4 * beat, beat, sampleRate, rng)
  }
  return channels
}

function addNote(
  channels: Float32Array[],
  pan: number[],
  start: number,
  duration: number,
  frequency: number,
  level: number,
  variant: MusicVariant,
  sampleRate: number,
  rng: Rng,
) {
  const harmonics =
    variant === 'organ' ? [1, 0.6, 0.45, 0.3, 0, 0.2, 0, 0.12] : [1, 0.5, 0.33, 0.25, 0.2, 0.16, 0.12, 0.1]
  const phases = harmonics.map(() => rng.next() * 2 * Math.PI)
  const end = Math.min(channels[0]!.length, start + duration)
  const length = end - start
  if (length <= 0) return
  // Strings sway 0.4 % at 5.5 Hz; one LFO per note, shared by its harmonics.
  const lfo = Float32Array.from(
    { length: variant === 'strings' ? length : 0 },
    (_, n) => 1 + 0.004 * Math.sin((2 * Math.PI * 5.5 * n) / sampleRate),
  )
  const shape = Float32Array.from({ length }, (_, n) =>
    attackRelease(variant, n / sampleRate, (length - n) / sampleRate),
  )
  const mix = new Float32Array(length)
  // Harmonic by harmonic, with a multiplicative decay: far cheaper than calling exp(−rt) (and, but for
  // the strings' vibrato, sin(2πft)) for every partial of every sample.
  harmonics.forEach((weight, k) => {
    const h = k + 1
    if (weight === 0 || frequency * h >= sampleRate / 2.2) return
    const step = Math.exp(-decayRate(variant, h) / sampleRate)
    const w = (2 * Math.PI * frequency * h) / sampleRate
    let decay = weight
    if (variant === 'strings') {
      let phase = phases[k]!
      for (let n = 0; n < length; n++) {
        phase += w * lfo[n]!
        mix[n]! += decay * shape[n]! * Math.sin(phase)
      }
      return
    }
    // A rotating phasor: one complex multiply per sample, renormalised so rounding cannot grow it.
    let re = Math.cos(phases[k]!)
    let im = Math.sin(phases[k]!)
    const cw = Math.cos(w)
    const sw = Math.sin(w)
    for (let n = 0; n < length; n++) {
      const next = re * cw - im * sw
      im = re * sw + im * cw
      re = next
      if ((n & 1023) === 0) {
        const norm = Math.hypot(re, im)
        re /= norm
        im /= norm
      }
      mix[n]! += decay * shape[n]! * im
      decay *= step
    }
  })
  for (let n = 0; n < length; n++)
    for (let c = 0; c < channels.length; c++) channels[c]![start + n]! += mix[n]! * level * pan[c]!
}

/** How fast each harmonic dies (1/s): higher harmonics of struck and plucked strings die faster. */
function decayRate(variant: MusicVariant, harmonic: number): number {
  if (variant === 'piano') return 1.2 + 0.5 * harmonic
  if (variant === 'pluck') return 3 + 1.5 * harmonic
  return 0
}

/** The note's attack and release, common to all its harmonics. */
function attackRelease(variant: MusicVariant, t: number, left: number): number {
  switch (variant) {
    case 'piano':
      return Math.min(1, t / 0.005, left / 0.02)
    case 'pluck':
      return Math.min(1, t / 0.002, left / 0.02)
    case 'organ':
      return Math.min(1, t / 0.03, left / 0.02)
    case 'strings':
      return Math.min(1, t / 0.25, left / 0.15)
  }
}

function addDrums(channels: Float32Array[], barStart: number, beat: number, sampleRate: number, rng: Rng) {
  const length = channels[0]!.length
  const add = (start: number, seconds: number, sample: (t: number, n: number) => number) => {
    const end = Math.min(length, start + Math.round(seconds * sampleRate))
    for (let i = start; i < end; i++) {
      const value = sample((i - start) / sampleRate, rng.gauss())
      for (const channel of channels) channel[i]! += value
    }
  }
  for (const b of [0, 2]) {
    // Kick: a sine swept down from 120 Hz, so its energy never sits on one low frequency.
    let phase = 0
    add(barStart + b * beat, 0.25, (t) => {
      phase += (45 + 75 * Math.exp(-t * 25)) / sampleRate
      return 0.5 * Math.exp(-t * 14) * Math.sin(2 * Math.PI * phase)
    })
  }
  for (const b of [1, 3]) {
    const body = new Resonator()
    add(
      barStart + b * beat,
      0.18,
      (t, n) => 0.25 * Math.exp(-t * 22) * body.step(n, 1800, 1500, sampleRate) * 3,
    )
  }
  for (let e = 0; e < 8; e++) {
    let last = 0
    add(barStart + Math.round((e * beat) / 2), 0.05, (t, n) => {
      // First difference of noise tilts it up: a hi-hat's hiss without a filter design.
      const hiss = n - last
      last = n
      return 0.04 * Math.exp(-t * 90) * hiss
    })
  }
}
