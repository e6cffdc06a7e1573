// Prints every detector's evidence on clean and defective synthetic signals at several sample rates,
// the table behind the thresholds (run: node domains/analyst/scripts/calibrate-detectors.ts).
import * as s from '../src/audio/synthetic-signals.ts'
import { pipelineOf } from '../src/chains/chain-templates.ts'
import { createExecutor } from '../src/executor/create-executor.ts'

const executor = createExecutor()
const rows: string[] = []
for (const sr of [16000, 22050, 44100, 48000]) {
  const secs = 8
  const bases: Record<string, Float32Array> = {
    speech: s.speechLike(sr, secs, 3),
    speech2: s.speechLike(sr, secs, 11),
    music: s.musicLike(sr, secs, 4),
    music2: s.musicLike(sr, secs, 12),
    tone1k: s.tone(sr, secs, 1000, 0.5),
    tone440full: s.tone(sr, secs, 440, 0.999),
    tone100: s.tone(sr, secs, 100, 0.9),
  }
  for (const [name, x] of Object.entries(bases)) {
    const variants: Record<string, Float32Array> = {
      clean: x,
      clip: s.injectClipping(x, 0.02),
      hum50: s.injectHum(x, sr, 50, -30),
      hum60: s.injectHum(x, sr, 60, -30),
      noise20: s.injectNoise(x, 20),
      noise30: s.injectNoise(x, 30),
      drop: s.injectDropout(x, sr, secs * 0.37, 60),
      dc: s.injectDcOffset(x, 0.02),
      reso: s.injectResonance(x, sr, 1500, 10, 10),
      reso3k: s.injectResonance(x, sr, 3000, 10, 10),
      muff: s.injectMuffled(x, sr, 2000, 4),
      muff2: s.injectMuffled(x, sr, 2000, 2),
    }
    for (const [v, y] of Object.entries(variants)) {
      const q = Float32Array.from(y, (t) => Math.round(Math.max(-1, Math.min(1, t)) * 32767) / 32768)
      const out = await executor.run(
        { goal: 'cal', pipeline: pipelineOf('full-defect-scan'), expectedEvidence: [], stopIf: [] },
        { sampleRate: sr, channels: [q], durationMs: secs * 1000, format: 'wav' },
        { id: 'x' },
      )
      const found = out.evidence
        .filter((e) => e.category === 'anomaly')
        .map((e) => {
          const vals = e.values
          const key = {
            clipping: 'clippedFraction',
            hum: 'prominenceDb',
            broadband_noise: 'snrDb',
            dropout: 'count',
            dc_offset: 'offset',
            resonance: 'prominenceDb',
            muffled: 'highBandDropDb',
          }[vals.defect as string]!
          return `${vals.detected ? '*' : ' '}${String(vals.defect).slice(0, 5)}=${vals[key]}${vals.defect === 'resonance' ? `@${vals.frequencyHz}` : ''}`
        })
      rows.push(`${sr} ${name.padEnd(12)} ${v.padEnd(8)} ${found.join(' ')}  ${Math.round(out.ms)}ms`)
    }
  }
}
console.log(rows.join('\n'))
