import type { ModuleSummary } from '../contract/index.ts'
import { bandEnergyModule } from './band-energy.ts'
import { clippingDetectorModule } from './clipping-detector.ts'
import { dcOffsetModule } from './dc-offset.ts'
import { dropoutDetectorModule } from './dropout-detector.ts'
import { bandpassModule, highpassModule, lowpassModule, notchModule } from './filter-modules.ts'
import { frameStftModule } from './frame-stft.ts'
import { humDetectorModule } from './hum-detector.ts'
import { levelStatsModule } from './level-stats.ts'
import { mfccModule } from './mfcc.ts'
import type { AnalysisModule } from './module-types.ts'
import { noiseFloorModule } from './noise-floor.ts'
import { onsetTempoModule } from './onset-tempo.ts'
import { pitchYinModule } from './pitch-yin.ts'
import { resonancePeaksModule } from './resonance-peaks.ts'
import { spectralShapeModule } from './spectral-shape.ts'
import { thdModule } from './thd.ts'

/** Every module the executor runs, by id. */
export const ANALYSIS_MODULES: readonly AnalysisModule[] = [
  highpassModule,
  lowpassModule,
  bandpassModule,
  notchModule,
  frameStftModule,
  levelStatsModule,
  dcOffsetModule,
  clippingDetectorModule,
  humDetectorModule,
  noiseFloorModule,
  dropoutDetectorModule,
  spectralShapeModule,
  mfccModule,
  pitchYinModule,
  onsetTempoModule,
  thdModule,
  bandEnergyModule,
  resonancePeaksModule,
]

/** The catalogue as the seed's ModuleSummary list (what the planner sees). */
export const MODULES: ModuleSummary[] = ANALYSIS_MODULES.map((m) => m.summary)

const byId = new Map(ANALYSIS_MODULES.map((m) => [m.summary.id, m]))

/** The module with this id, or undefined. */
export function moduleById(id: string): AnalysisModule | undefined {
  return byId.get(id)
}

/** Ids of the modules whose evidence follows the anomaly convention, with the defect each reports. */
export const DETECTOR_DEFECTS: Readonly<Record<string, string>> = {
  'dc-offset': 'dc_offset',
  'clipping-detector': 'clipping',
  'hum-detector': 'hum',
  'noise-floor': 'broadband_noise',
  'dropout-detector': 'dropout',
  'resonance-peaks': 'resonance',
  'band-energy': 'muffled',
}
