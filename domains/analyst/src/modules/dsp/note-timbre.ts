/**
 * A resonance read through the notes of music that never rests. An instrument's timbre is fixed in harmonic
 * number, a filter in hertz: over notes of different pitch, a partial's level factors as
 * note level + timbre(k) + H(k·F0). Per ~190 ms frame, notes come from a harmonic sieve over the spectral
 * peaks; the partials no other note shares are fitted to the three terms by alternating means, H is smoothed
 * over three 1/6-octave cells (a Q ≤ 10 bell is wider than one), and its contrast over both of its sides
 * (1/3–1/2 octave away) is read at a band another reading proposes (`bellNear`) or, for probes, wherever it
 * is largest, 300–4000 Hz (`strongestBell`). A body that colours every note alike would read
 * as H too; the synthesised and most real instruments' timbres move with the note.
 */
import { floorPow2, powerSpectrum } from '@mindwire/dsp'

const CELLS_PER_OCTAVE = 6
const LOWEST_HZ = 50
const HARMONICS = 8
/** A cell of H is read only where this many partials fell (a side cell: a quarter of it). */
const MIN_PARTIALS = 15
/** A note holds its pitch from one frame to the next within this (octaves): 1.5 %, under a vibrato's swing. */
const HELD_PITCH_OCT = 0.02

interface Peak {
  hz: number
  db: number
}
/** One partial of one note in one frame, on the cell of H it falls in. */
interface Partial {
  note: number
  harmonic: number
  cell: number
  db: number
}

/** Spectral peaks of each frame within 70 dB of its loudest, with parabolic interpolation; loud frames only. */
function framePeaks(samples: Float32Array, sampleRate: number): { peaks: Peak[]; binHz: number }[] {
  const size = floorPow2(sampleRate * 0.19)
  const binHz = sampleRate / size
  const top = Math.min(6000, sampleRate * 0.45)
  const frames: { peaks: Peak[]; binHz: number; loudest: number }[] = []
  for (let start = 0; start + size <= samples.length; start += size / 2) {
    const level = Array.from(powerSpectrum(samples, start, size), (p) => 10 * Math.log10(p + 1e-20))
    const last = Math.floor(top / binHz)
    const loudest = Math.max(...level.slice(1, last))
    const peaks: Peak[] = []
    for (let i = Math.ceil(LOWEST_HZ / binHz) + 1; i < last; i++) {
      const [a, b, c] = [level[i - 1]!, level[i]!, level[i + 1]!]
      if (b <= a || b < c || b < loudest - 70) continue
      const offset = (0.5 * (a - c)) / (a - 2 * b + c || 1e-9)
      peaks.push({ hz: (i + offset) * binHz, db: b - 0.25 * (a - c) * offset })
    }
    frames.push({ peaks, binHz, loudest })
  }
  const loud = Math.max(...frames.map((f) => f.loudest))
  return frames.filter((f) => f.loudest >= loud - 30)
}

/** Notes of a frame by a harmonic sieve: each note's partials (peak indices, −1 where none), at most five notes. */
function sieveNotes(peaks: Peak[], binHz: number): number[][] {
  const near = (hz: number) => {
    let best = -1
    let distance = Number.POSITIVE_INFINITY
    peaks.forEach((p, j) => {
      if (Math.abs(p.hz - hz) < distance) [best, distance] = [j, Math.abs(p.hz - hz)]
    })
    return distance <= Math.max(0.02 * hz, 1.5 * binHz) ? best : -1
  }
  const candidates = peaks
    .filter((p) => p.hz >= 55 && p.hz <= 700)
    .map((p) => Array.from({ length: HARMONICS }, (_, k) => near(p.hz * (k + 1))))
    .filter((found) => found.filter((j) => j >= 0).length >= 4 && (found[1]! >= 0 || found[2]! >= 0))
    .sort((a, b) => b.filter((j) => j >= 0).length - a.filter((j) => j >= 0).length)
  const notes: number[][] = []
  for (const found of candidates) {
    const f0 = peaks[found[0]!]!.hz
    if (notes.some((n) => Math.abs(Math.log2(peaks[n[0]!]!.hz / f0)) < 0.03)) continue
    // A candidate made mostly of another note's partials is that note (or its octave below).
    if (found.filter((j) => j >= 0 && !notes.some((n) => n.includes(j))).length < 3) continue
    notes.push(found)
    if (notes.length === 5) break
  }
  return notes
}

/** Every unshared partial of every note of every loud frame. */
function partials(
  samples: Float32Array,
  sampleRate: number,
): { partials: Partial[]; notes: number; heldShare: number } {
  const out: Partial[] = []
  let notes = 0
  let held = 0
  let previous: number[] = []
  for (const { peaks, binHz } of framePeaks(samples, sampleRate)) {
    const found = sieveNotes(peaks, binHz)
    const pitches = found.map((note) => peaks[note[0]!]!.hz)
    held += pitches.filter((hz) => previous.some((p) => Math.abs(Math.log2(hz / p)) < HELD_PITCH_OCT)).length
    previous = pitches
    const uses = new Map<number, number>()
    for (const note of found) for (const j of note) if (j >= 0) uses.set(j, (uses.get(j) ?? 0) + 1)
    for (const note of found) {
      const id = notes++
      note.forEach((j, harmonic) => {
        if (j < 0 || uses.get(j)! > 1) return
        const cell = Math.round(Math.log2(peaks[j]!.hz / LOWEST_HZ) * CELLS_PER_OCTAVE)
        out.push({ note: id, harmonic, cell, db: peaks[j]!.db })
      })
    }
  }
  return { partials: out, notes, heldShare: notes > 0 ? held / notes : 0 }
}

/** H per cell, fitted with note levels and timbre by alternating means (cells shrunk to 0 where sparse). */
function fitFilter(rows: Partial[], notes: number): { h: Float64Array; count: Float64Array } {
  const cells = Math.max(0, ...rows.map((r) => r.cell)) + 1
  const level = new Float64Array(notes)
  const timbre = new Float64Array(HARMONICS)
  const h = new Float64Array(cells)
  const count = new Float64Array(cells)
  for (const r of rows) count[r.cell]!++
  const meanBy = (size: number, key: (r: Partial) => number, value: (r: Partial) => number, prior = 0) => {
    const sum = new Float64Array(size)
    const n = new Float64Array(size)
    for (const r of rows) {
      sum[key(r)]! += value(r)
      n[key(r)]!++
    }
    return sum.map((s, i) => (n[i]! + prior > 0 ? s / (n[i]! + prior) : 0))
  }
  for (let round = 0; round < 60; round++) {
    level.set(
      meanBy(
        notes,
        (r) => r.note,
        (r) => r.db - timbre[r.harmonic]! - h[r.cell]!,
      ),
    )
    timbre.set(
      meanBy(
        HARMONICS,
        (r) => r.harmonic,
        (r) => r.db - level[r.note]! - h[r.cell]!,
      ),
    )
    h.set(
      meanBy(
        cells,
        (r) => r.cell,
        (r) => r.db - level[r.note]! - timbre[r.harmonic]!,
        3,
      ),
    )
  }
  const smooth = h.map((_, b) => {
    const taps = [
      [b - 1, 1],
      [b, 2],
      [b + 1, 1],
    ].filter(([j]) => j! >= 0 && j! < cells && count[j!]! > 0)
    const weight = taps.reduce((s, [, w]) => s + w!, 0)
    return weight ? taps.reduce((s, [j, w]) => s + w! * h[j!]!, 0) / weight : 0
  })
  return { h: smooth, count }
}

/** H as fitted over a take's notes, and how often those notes held their pitch from frame to frame. */
export interface NoteTimbre {
  h: Float64Array
  count: Float64Array
  heldShare: number
}

/** Fits H over the notes of a take (`undefined` when no note was read). */
export function noteTimbre(samples: Float32Array, sampleRate: number): NoteTimbre | undefined {
  const found = partials(samples, sampleRate)
  if (found.notes === 0) return undefined
  return { ...fitFilter(found.partials, found.notes), heldShare: found.heldShare }
}

/** H's contrast over both of its sides (1/3–1/2 octave away) at cell b, or undefined where too few partials fell. */
function contrastAt({ h, count }: NoteTimbre, b: number): number | undefined {
  const side = (cells: number[]) => cells.filter((j) => count[j]! >= MIN_PARTIALS / 4)
  const mean = (cells: number[]) => cells.reduce((s, j) => s + h[j]!, 0) / cells.length
  if (b < 3 || b >= h.length - 3 || count[b]! < MIN_PARTIALS) return undefined
  const [below, above] = [side([b - 3, b - 2]), side([b + 2, b + 3])]
  // Both sides read, and three of their four cells.
  if (!below.length || !above.length || below.length + above.length < 3) return undefined
  return Math.min(h[b]! - mean(below), h[b]! - mean(above))
}

const cellOf = (hz: number) => Math.log2(hz / LOWEST_HZ) * CELLS_PER_OCTAVE

/** H's largest bell, 300–4000 Hz. */
export function strongestBell(fit: NoteTimbre): { frequencyHz: number; contrastDb: number } | undefined {
  let best: { frequencyHz: number; contrastDb: number } | undefined
  for (let b = Math.ceil(cellOf(300)); b <= Math.floor(cellOf(4000)); b++) {
    const contrastDb = contrastAt(fit, b)
    if (contrastDb !== undefined && contrastDb > (best?.contrastDb ?? Number.NEGATIVE_INFINITY))
      best = { frequencyHz: LOWEST_HZ * 2 ** (b / CELLS_PER_OCTAVE), contrastDb }
  }
  return best
}

/** H's largest contrast within `nearOct` of a frequency, or undefined where H was not read there. */
export function bellNear(fit: NoteTimbre, frequencyHz: number, nearOct: number): number | undefined {
  const [from, to] = [cellOf(frequencyHz * 2 ** -nearOct), cellOf(frequencyHz * 2 ** nearOct)]
  let best: number | undefined
  for (let b = Math.ceil(from); b <= Math.floor(to); b++) {
    const contrastDb = contrastAt(fit, b)
    if (contrastDb !== undefined && contrastDb > (best ?? Number.NEGATIVE_INFINITY)) best = contrastDb
  }
  return best
}
