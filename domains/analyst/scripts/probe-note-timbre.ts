// A feasibility probe for a resonance reading on music that never rests (issue 16), not used by the analyst.
// An instrument's timbre is fixed in harmonic number, a filter in hertz: over notes of different pitch, a
// partial's level factors as  note level + timbre(k) + H(k·F0). Per ~190 ms frame the probe finds notes by
// a harmonic sieve over the spectral peaks, keeps the partials no other note shares, fits the three terms
// by alternating least squares, smooths H over three 1/6-octave cells (a Q ≤ 10 bell is wider than one)
// and prints H's largest contrast against both of its sides (1/3–1/2 octave away), 300–4000 Hz.
// First reading (2026-12-03, dev, dev2, dev3 and scan-clean music; the injected resonance beside it): the
// contrast lands within 0.25 octave of the resonance in 17 of 22 takes; ≥ 4 dB there together with a band
// of the partials reading (`dsp/stable-bands.ts`) of ≥ 7 dB within 0.15 octave: 8 of 22 resonances (four
// that the analyst misses today) and none of 47 clean music takes. On speech H also holds the upper
// formants (2.8–3.6 kHz, 7 of 134 clean or other-defect takes before any witness): the analyst's witnesses
// would have to clear them. Thresholds read off these dev sets: check them on a set not yet seen.
// Run: node domains/analyst/scripts/probe-note-timbre.ts tests/data/analyst/dev3.jsonl …
import { readFileSync } from 'node:fs'
import { mixToMono } from '../src/audio/mix-to-mono.ts'
import { buildCase } from '../src/eval/build-case.ts'
import { parseCases } from '../src/eval/case-file.ts'
import { floorPow2, powerSpectrum } from '../src/modules/dsp/spectrum.ts'

const CELLS_PER_OCTAVE = 6
const LOWEST_HZ = 50
const HARMONICS = 8
/** A cell of H is read only where this many partials fell (its sides: a third of it). */
const MIN_PARTIALS = 15

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
interface Peaking {
  frequencyHz: number
  gainDb: number
  q: number
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
function partials(samples: Float32Array, sampleRate: number): { partials: Partial[]; notes: number } {
  const out: Partial[] = []
  let notes = 0
  for (const { peaks, binHz } of framePeaks(samples, sampleRate)) {
    const found = sieveNotes(peaks, binHz)
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
  return { partials: out, notes }
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

/** H's largest contrast over both of its sides, 300–4000 Hz. */
function strongestBell({ h, count }: { h: Float64Array; count: Float64Array }) {
  let best = { hz: 0, contrastDb: Number.NEGATIVE_INFINITY }
  const side = (cells: number[]) => cells.filter((j) => count[j]! >= MIN_PARTIALS / 4)
  const mean = (cells: number[]) => cells.reduce((s, j) => s + h[j]!, 0) / cells.length
  for (let b = 3; b < h.length - 3; b++) {
    const hz = LOWEST_HZ * 2 ** (b / CELLS_PER_OCTAVE)
    const [below, above] = [side([b - 3, b - 2]), side([b + 2, b + 3])]
    // Both sides read, and three of their four cells.
    if (hz < 300 || hz > 4000 || count[b]! < MIN_PARTIALS || !below.length || !above.length) continue
    if (below.length + above.length < 3) continue
    const contrastDb = Math.min(h[b]! - mean(below), h[b]! - mean(above))
    if (contrastDb > best.contrastDb) best = { hz, contrastDb }
  }
  return best
}

for (const file of process.argv.slice(2)) {
  for (const c of parseCases(readFileSync(file, 'utf8'), file)) {
    const { audio } = buildCase(c)
    const found = partials(mixToMono(audio), audio.sampleRate)
    const bell = strongestBell(fitFilter(found.partials, found.notes))
    const reso = c.defects.find((d) => d.label === 'resonance')?.params as Peaking | undefined
    const truth = reso ? ` | true ${reso.frequencyHz} Hz +${reso.gainDb} Q${reso.q}` : ''
    console.log(
      `${c.id.padEnd(40)} ${bell.hz.toFixed(0).padStart(5)} Hz ${bell.contrastDb.toFixed(1).padStart(5)} dB ` +
        `(${found.notes} notes, ${found.partials.length} partials)${truth}`,
    )
  }
}
