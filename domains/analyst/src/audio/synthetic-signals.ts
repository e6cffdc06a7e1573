import { seededRandom } from '@mindwire/agent'
import { applyBiquad, butterworthQs, cookbookBiquad } from '@mindwire/dsp'

// Deterministic test material for the detectors' tests, the calibration and the bench: speech-like,
// music-like and tone signals, and the defects the evaluation injects. Not a model of real recordings;
// enough to pin each detector between "clean" and "moderate defect".

export { seededRandom }

function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random())
}

function normalisePeak(x: Float32Array, peak: number): Float32Array {
  let max = 0
  for (const v of x) max = Math.max(max, Math.abs(v))
  if (max > 0) for (let i = 0; i < x.length; i++) x[i]! *= peak / max
  return x
}

/** Syllables of formant-filtered glottal pulses (gliding f0), fricative bursts, faded pauses. */
export function speechLike(sampleRate: number, seconds: number, seed = 1): Float32Array {
  const random = seededRandom(seed)
  const out = new Float32Array(Math.round(sampleRate * seconds))
  let t = Math.round(0.1 * sampleRate)
  while (t < out.length - sampleRate * 0.3) {
    const length = Math.round(sampleRate * (0.12 + 0.18 * random()))
    const f0Start = 100 + 120 * random()
    const f0End = f0Start * (0.8 + 0.4 * random())
    const voiced = new Float32Array(length)
    let phase = 0
    for (let i = 0; i < length; i++) {
      const f0 = f0Start + ((f0End - f0Start) * i) / length
      phase += f0 / sampleRate
      // A sawtooth-like glottal source: rich harmonics falling ~6 dB/octave.
      voiced[i] = (phase % 1) * 2 - 1
    }
    const formants = [300 + 600 * random(), 900 + 1500 * random(), 2300 + 1000 * random()]
    let shaped = new Float32Array(length)
    for (const [j, f] of formants.entries()) {
      const band = applyBiquad(voiced, cookbookBiquad('bandpass', f, 5, sampleRate))
      for (let i = 0; i < length; i++) shaped[i]! += band[i]! * [1, 0.6, 0.3][j]!
    }
    if (random() < 0.4) {
      const noise = Float32Array.from({ length }, () => gaussian(random) * 0.15)
      const hiss = applyBiquad(noise, cookbookBiquad('highpass', 3500, 0.7, sampleRate))
      for (let i = 0; i < length; i++) shaped[i]! += hiss[i]!
    }
    const fade = Math.round(0.02 * sampleRate)
    shaped = shaped.map((v, i) => v * Math.min(1, i / fade, (length - 1 - i) / fade))
    out.set(shaped.subarray(0, Math.min(length, out.length - t)), t)
    t += length + Math.round(sampleRate * (random() < 0.3 ? 0.15 + 0.2 * random() : 0.02 * random()))
  }
  return normalisePeak(out, 0.5)
}

/** Three-note chords of harmonic tones (1/n partials), a soft hi-hat on each beat; no silence. */
export function musicLike(sampleRate: number, seconds: number, seed = 2): Float32Array {
  const random = seededRandom(seed)
  const out = new Float32Array(Math.round(sampleRate * seconds))
  const beat = Math.round(sampleRate * 0.5)
  for (let start = 0; start < out.length; start += beat * 2) {
    const root = 110 * 2 ** (Math.floor(random() * 12) / 12)
    for (const ratio of [1, 1.26, 1.5]) {
      const f = root * ratio * (random() < 0.5 ? 2 : 1)
      for (let i = 0; i < beat * 2 && start + i < out.length; i++) {
        const env = Math.min(1, i / 200) * Math.exp(-i / (sampleRate * 1.2))
        let v = 0
        for (let n = 1; n <= 16 && f * n < sampleRate / 2; n++)
          v += Math.sin((2 * Math.PI * f * n * i) / sampleRate) / n
        out[start + i]! += v * env * 0.3
      }
    }
  }
  const hat = Math.round(sampleRate * 0.04)
  for (let start = 0; start < out.length; start += beat) {
    const noise = Float32Array.from(
      { length: hat },
      (_, i) => gaussian(random) * Math.exp(-i / (hat / 4)) * 0.1,
    )
    const bright = applyBiquad(noise, cookbookBiquad('highpass', 5000, 0.7, sampleRate))
    for (let i = 0; i < hat && start + i < out.length; i++) out[start + i]! += bright[i]!
  }
  return normalisePeak(out, 0.6)
}

/** A pure sine. */
export function tone(sampleRate: number, seconds: number, frequency = 1000, amplitude = 0.5): Float32Array {
  return Float32Array.from(
    { length: Math.round(sampleRate * seconds) },
    (_, i) => amplitude * Math.sin((2 * Math.PI * frequency * i) / sampleRate),
  )
}

function rmsOf(x: Float32Array): number {
  let s = 0
  for (const v of x) s += v * v
  return Math.sqrt(s / Math.max(1, x.length))
}

/** Gain so that `fraction` of samples exceed full scale, then hard-clip at ±1 (0 dBFS). */
export function injectClipping(x: Float32Array, fraction = 0.03): Float32Array {
  const sorted = Float32Array.from(x, Math.abs).sort()
  const level = sorted[Math.floor((1 - fraction) * (sorted.length - 1))]! || 1
  return x.map((v) => Math.max(-1, Math.min(1, v / level)))
}

/** Mains hum (fundamental + 2 harmonics) at `reDb` relative to the signal's RMS. */
export function injectHum(x: Float32Array, sampleRate: number, mains = 50, reDb = -30): Float32Array {
  const amplitude = rmsOf(x) * 10 ** (reDb / 20) * Math.SQRT2
  return x.map((v, i) => {
    const p = (2 * Math.PI * mains * i) / sampleRate
    return v + (amplitude * (Math.sin(p) + 0.5 * Math.sin(2 * p) + 0.25 * Math.sin(3 * p))) / 1.15
  })
}

/** White Gaussian noise at the given SNR (signal RMS ÷ noise RMS, in dB). */
export function injectNoise(x: Float32Array, snrDb = 20, seed = 7): Float32Array {
  const random = seededRandom(seed)
  const sigma = rmsOf(x) / 10 ** (snrDb / 20)
  return x.map((v) => v + sigma * gaussian(random))
}

/** Zeroes `ms` milliseconds starting at `atS` seconds. */
export function injectDropout(x: Float32Array, sampleRate: number, atS: number, ms = 80): Float32Array {
  const out = Float32Array.from(x)
  out.fill(0, Math.round(atS * sampleRate), Math.round(atS * sampleRate + (ms / 1000) * sampleRate))
  return out
}

export function injectDcOffset(x: Float32Array, offset = 0.03): Float32Array {
  return x.map((v) => v + offset)
}

/** A peaking resonance (+gainDb at fc, quality q). */
export function injectResonance(
  x: Float32Array,
  sampleRate: number,
  fc = 1500,
  gainDb = 10,
  q = 10,
): Float32Array {
  return applyBiquad(x, cookbookBiquad('peaking', fc, q, sampleRate, gainDb))
}

/** A Butterworth low-pass of the given order at fc: the muffled sound of a covered microphone. */
export function injectMuffled(x: Float32Array, sampleRate: number, fc = 2000, order = 4): Float32Array {
  let y = x
  for (const q of butterworthQs(order)) y = applyBiquad(y, cookbookBiquad('lowpass', fc, q, sampleRate))
  return y
}
