// What the probes print beside their reading: a case's injected resonance.
import type { CaseDescription } from '../src/eval/case-schema.ts'

interface Peaking {
  frequencyHz: number
  gainDb: number
  q: number
}

/** The case's injected resonance as ` | true F Hz +G QQ`, or '' when it has none. */
export function resonanceTruth(c: CaseDescription): string {
  const reso = c.defects.find((d) => d.label === 'resonance')?.params as Peaking | undefined
  return reso ? ` | true ${reso.frequencyHz} Hz +${reso.gainDb} Q${reso.q}` : ''
}
