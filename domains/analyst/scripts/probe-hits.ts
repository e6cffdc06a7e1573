// Prints the hit reading (`dsp/hit-resonance.ts`) on every case of the given sets whose bell reaches 3 dB
// or that holds a resonance: hits, beat share, the bell, and the injected resonance beside it.
// Run: node domains/analyst/scripts/probe-hits.ts tests/data/analyst/dev2.jsonl …
import { readFileSync } from 'node:fs'
import { mixToMono } from '../src/audio/mix-to-mono.ts'
import { buildCase } from '../src/eval/build-case.ts'
import { parseCases } from '../src/eval/case-file.ts'
import { hitResonance } from '../src/modules/dsp/hit-resonance.ts'
import { resonanceTruth } from './resonance-truth.ts'

for (const file of process.argv.slice(2)) {
  for (const c of parseCases(readFileSync(file, 'utf8'), file)) {
    // As a 16-bit WAV would decode.
    const x = Float32Array.from(mixToMono(buildCase(c).audio), (v) => Math.round(v * 32767) / 32768)
    const r = hitResonance(x, c.source.sampleRate)
    const truth = resonanceTruth(c)
    if (!r || (r.excessDb < 3 && !truth)) continue
    console.log(
      `${c.id.padEnd(48)} hits ${r.hits} beat ${r.beat.toFixed(2)} ${r.frequencyHz.toFixed(0)} Hz ` +
        `${r.excessDb.toFixed(1)} dB ${r.wide ? 'wide' : 'narrow'}${truth}`,
    )
  }
}
