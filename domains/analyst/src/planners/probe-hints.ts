import type { DefectLabel } from '../contract/defects.ts'
import type { EvidenceSummary } from '../contract/orchestrator-input.ts'

/** How much more likely a defect looks from the probe's features, 0…0.5, with the reason. */
export type Hints = Partial<Record<DefectLabel, { boost: number; reason: string }>>

/**
 * Reads the probe's features for hints. They only order the hypotheses (which to check first); they never
 * confirm or rule one out, since only a detector's verdict does. Key names vary by module, so several
 * spellings are accepted.
 */
export function probeHints(evidence: readonly EvidenceSummary[]): Hints {
  const hints: Hints = {}
  const numberOf = (keys: string[]) => {
    for (const item of evidence)
      for (const key of keys) {
        const value = item.values[key]
        if (typeof value === 'number' && Number.isFinite(value)) return value
      }
    return undefined
  }
  const rolloff = numberOf(['rolloffHz', 'spectralRolloffHz', 'rolloff', 'spectralRolloff'])
  if (rolloff !== undefined && rolloff < 3000)
    hints.muffled = { boost: 0.4, reason: `spectral rolloff ${Math.round(rolloff)} Hz is low` }
  const flatness = numberOf(['flatness', 'spectralFlatness'])
  if (flatness !== undefined && flatness > 0.3)
    hints.broadband_noise = { boost: 0.3, reason: `spectral flatness ${flatness.toFixed(2)} is high` }
  const crest = numberOf(['crestFactor', 'crestFactorDb'])
  const peak = numberOf(['peak', 'peakAbs', 'samplePeak'])
  if (peak !== undefined && peak >= 0.99)
    hints.clipping = {
      boost: crest !== undefined && crest < 3 ? 0.5 : 0.3,
      reason: `peak ${peak.toFixed(3)} at full scale`,
    }
  const mains = numberOf(['mainsRatio', 'humBandRatio', 'lowBandRatio'])
  if (mains !== undefined && mains > 0.2)
    hints.hum = { boost: 0.3, reason: `mains band holds ${(mains * 100).toFixed(0)} % of the energy` }
  return hints
}
