import type { DefectLabel } from '../contract/defects.ts'
import type { PlannedNode } from '../contract/orchestrator-output.ts'

/** One way to settle a defect: a chain template (its pipeline from the executor when it offers one) or a bare pipeline. */
export interface DefectCheck {
  chainId?: string
  /** Used when the executor cannot give the chain's pipeline: the detector module on its own. */
  pipeline: PlannedNode[]
  expectedEvidence: string[]
}

const node = (moduleId: string): PlannedNode => ({ moduleId, params: {} })
const verdict = (defect: DefectLabel) => [`anomaly ${defect} detected true|false with a score`]
const scan = (defect: DefectLabel): DefectCheck => ({
  chainId: 'full-defect-scan',
  pipeline: [node('level-stats'), node('clipping-detector'), node('dc-offset'), node('hum-detector')],
  expectedEvidence: verdict(defect),
})

/**
 * The experiments that discriminate each defect, cheapest first: its own check chain, then the full scan
 * as a second try when the first was refused or gave no verdict.
 */
export const DEFECT_CHECKS: Record<DefectLabel, DefectCheck[]> = {
  clipping: [
    { pipeline: [node('clipping-detector')], expectedEvidence: verdict('clipping') },
    scan('clipping'),
  ],
  dc_offset: [{ pipeline: [node('dc-offset')], expectedEvidence: verdict('dc_offset') }, scan('dc_offset')],
  hum: [
    { chainId: 'hum-check', pipeline: [node('hum-detector')], expectedEvidence: verdict('hum') },
    scan('hum'),
  ],
  broadband_noise: [
    { chainId: 'noise-check', pipeline: [node('noise-floor')], expectedEvidence: verdict('broadband_noise') },
    scan('broadband_noise'),
  ],
  dropout: [
    { chainId: 'dropout-check', pipeline: [node('dropout-detector')], expectedEvidence: verdict('dropout') },
    scan('dropout'),
  ],
  resonance: [
    {
      chainId: 'resonance-check',
      pipeline: [node('resonance-peaks')],
      expectedEvidence: verdict('resonance'),
    },
    scan('resonance'),
  ],
  muffled: [
    {
      chainId: 'muffled-check',
      pipeline: [node('spectral-shape'), node('band-energy')],
      expectedEvidence: verdict('muffled'),
    },
    scan('muffled'),
  ],
}
