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
import { noteTimbre, strongestBell } from '../src/modules/dsp/note-timbre.ts'
import { resonanceTruth } from './resonance-truth.ts'

for (const file of process.argv.slice(2)) {
  for (const c of parseCases(readFileSync(file, 'utf8'), file)) {
    const { audio } = buildCase(c)
    const fit = noteTimbre(mixToMono(audio), audio.sampleRate)
    const found = fit && strongestBell(fit)
    const bell = found && { ...found, heldShare: fit.heldShare }
    const truth = resonanceTruth(c)
    const read = bell
      ? `${bell.frequencyHz.toFixed(0).padStart(5)} Hz ${bell.contrastDb.toFixed(1).padStart(5)} dB held ${bell.heldShare.toFixed(2)}`
      : 'none'
    console.log(`${c.id.padEnd(40)} ${read}${truth}`)
  }
}
