import type { EvidenceSummary, RankedFinding } from '../contract/index.ts'
import { stretchesOf } from './finding-words.ts'

/** A stretch of time a finding's evidence names (a dropout's gap), drawn over the waveform. */
export interface TimeMark {
  label: string
  startMs: number
  endMs: number
}

/** A frequency a finding's evidence names (hum, a resonance), drawn across the spectrogram. */
export interface FrequencyMark {
  label: string
  hz: number
}

export interface EvidenceMarks {
  times: TimeMark[]
  frequencies: FrequencyMark[]
}

/**
 * Where the evidence behind each finding points: each gap a supporting item lists (or its `startMs`…`endMs`)
 * becomes a time mark,
 * its `frequencyHz` a frequency mark, so the pictures show what the detector saw, not just that it fired.
 */
export function evidenceMarks(
  findings: readonly RankedFinding[],
  evidence: ReadonlyMap<string, EvidenceSummary>,
): EvidenceMarks {
  const marks: EvidenceMarks = { times: [], frequencies: [] }
  for (const finding of findings)
    for (const id of finding.supportingEvidence) {
      const values = evidence.get(id)?.values ?? {}
      const { frequencyHz } = values
      for (const [startMs, endMs] of stretchesOf(values))
        marks.times.push({ label: finding.label, startMs, endMs })
      if (typeof frequencyHz === 'number' && frequencyHz > 0)
        marks.frequencies.push({ label: `${finding.label} ${Math.round(frequencyHz)} Hz`, hz: frequencyHz })
    }
  return marks
}
