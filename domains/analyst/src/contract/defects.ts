/**
 * The defects the analyst finds, by the labels findings, hypotheses and the evaluation's injected truth
 * share. A finding's `label` is one of these.
 */
export const DEFECT_LABELS = [
  'clipping',
  'hum',
  'broadband_noise',
  'dropout',
  'dc_offset',
  'resonance',
  'muffled',
] as const

export type DefectLabel = (typeof DEFECT_LABELS)[number]

/** Whether a label names a known defect. */
export function isDefectLabel(label: string): label is DefectLabel {
  return (DEFECT_LABELS as readonly string[]).includes(label)
}
