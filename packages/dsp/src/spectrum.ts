import FFT from 'fft.js'
import { requirePositive } from './require-positive.ts'

const ffts = new Map<number, FFT>()
const windows = new Map<string, Float64Array>()

/** Window shapes the STFT offers. */
export type WindowName = 'hann' | 'hamming' | 'blackman' | 'rect'

/** A cached window of `size` points (periodic form, as STFTs use). */
export function windowOf(name: WindowName, size: number): Float64Array {
  const key = `${name}:${size}`
  let w = windows.get(key)
  if (!w) {
    w = new Float64Array(size)
    for (let i = 0; i < size; i++) {
      const p = (2 * Math.PI * i) / size
      w[i] =
        name === 'hann'
          ? 0.5 - 0.5 * Math.cos(p)
          : name === 'hamming'
            ? 0.54 - 0.46 * Math.cos(p)
            : name === 'blackman'
              ? 0.42 - 0.5 * Math.cos(p) + 0.08 * Math.cos(2 * p)
              : 1
    }
    windows.set(key, w)
  }
  return w
}

function fftOf(size: number): FFT {
  let f = ffts.get(size)
  if (!f) {
    f = new FFT(size)
    ffts.set(size, f)
  }
  return f
}

/** The largest power of two ≤ n (at least 2). */
export function floorPow2(n: number): number {
  return 2 ** Math.max(1, Math.floor(Math.log2(Math.max(2, n))))
}

/**
 * Power spectrum (size/2 + 1 bins) of `samples[start … start+size)` windowed; the window's power is
 * divided out so a full-scale sine reads about 0.5 × … spread over its main lobe (sum of bins = mean square).
 */
export function powerSpectrum(
  samples: Float32Array,
  start: number,
  size: number,
  window: WindowName = 'hann',
  out = new Float64Array(size / 2 + 1),
): Float64Array {
  const fft = fftOf(size)
  const w = windowOf(window, size)
  const input = new Float64Array(size)
  let wPower = 0
  for (let i = 0; i < size; i++) {
    input[i] = (samples[start + i] ?? 0) * w[i]!
    wPower += w[i]! * w[i]!
  }
  const spectrum = fft.createComplexArray() as number[]
  fft.realTransform(spectrum, input)
  // One-sided scaling: Σ bins ≈ mean square of the frame (Parseval with the window's power).
  const scale = 1 / (wPower * size)
  for (let k = 0; k <= size / 2; k++) {
    const re = spectrum[2 * k]!
    const im = spectrum[2 * k + 1]!
    out[k] = (re * re + im * im) * scale * (k === 0 || k === size / 2 ? 1 : 2)
  }
  return out
}

/** Frame start offsets for a frame size and hop over n samples (at least one frame, zero-padded). */
export function frameStarts(n: number, size: number, hop: number): number[] {
  requirePositive('frame hop', hop)
  requirePositive('frame size', size)
  const starts: number[] = []
  for (let s = 0; s + size <= n; s += hop) starts.push(s)
  if (starts.length === 0) starts.push(0)
  return starts
}

/** Welch's averaged power spectrum: mean of Hann-windowed frames with 50 % overlap (or of the given frames). */
export function welchSpectrum(
  samples: Float32Array,
  size: number,
  maxFrames = 400,
  starts = frameStarts(samples.length, size, size / 2),
): Float64Array {
  // Long files: spread the frames evenly rather than reading every one (the average barely changes).
  const step = Math.max(1, Math.ceil(starts.length / maxFrames))
  const sum = new Float64Array(size / 2 + 1)
  const frame = new Float64Array(size / 2 + 1)
  let count = 0
  for (let i = 0; i < starts.length; i += step) {
    powerSpectrum(samples, starts[i]!, size, 'hann', frame)
    for (let k = 0; k < sum.length; k++) sum[k]! += frame[k]!
    count++
  }
  for (let k = 0; k < sum.length; k++) sum[k]! /= count
  return sum
}

/** Power in dB with a floor so silence reads −200 rather than −Infinity. */
export function db(power: number): number {
  return 10 * Math.log10(Math.max(power, 1e-20))
}

/** Sum of bins whose centre lies in [lowHz, highHz). */
export function bandPower(spectrum: Float64Array, binHz: number, lowHz: number, highHz: number): number {
  const first = Math.max(0, Math.ceil(lowHz / binHz))
  const last = Math.min(spectrum.length - 1, Math.ceil(highHz / binHz) - 1)
  let sum = 0
  for (let k = first; k <= last; k++) sum += spectrum[k]!
  return sum
}

/** Geometric over arithmetic mean of power[from…to]: near 0.56 for a noise periodogram, low for partials. */
export function spectralFlatness(power: Float64Array, from: number, to: number): number {
  let logSum = 0
  let sum = 0
  for (let k = from; k <= to; k++) {
    logSum += Math.log(Math.max(power[k]!, 1e-30))
    sum += power[k]!
  }
  const n = to - from + 1
  return sum > 0 ? Math.exp(logSum / n) / (sum / n) : 0
}
