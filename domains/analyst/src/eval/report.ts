import { DEFECT_LABELS } from '../contract/index.ts'
import type { AnalystScore } from './score.ts'

const pct = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)} %`)
const num = (value: number | null, digits = 0) => (value === null ? '—' : value.toFixed(digits))
const mark = (met: boolean) => (met ? 'ok  ' : 'MISS')

/** The human report of `mindwire eval analyst`: headline figures, targets, a per-label table, failures. */
export function renderAnalystReport(score: AnalystScore, title = 'analyst'): string {
  const t = score.targets
  const lines = [
    `${title}: ${score.cases} cases, ${score.errors} errors`,
    '',
    `precision          ${pct(score.precision).padStart(8)}   ${mark(t.precision.met)} target ≥ ${pct(t.precision.target)}`,
    `recall             ${pct(score.recall).padStart(8)}   ${mark(t.recall.met)} target ≥ ${pct(t.recall.target)}`,
    `clean controls     ${pct(score.controls.cleanRate).padStart(8)}   ${mark(t.cleanControls.met)} target ≥ ${pct(t.cleanControls.target)}  (${score.controls.falseAlarms} of ${score.controls.cases} with a finding)`,
    `experiments/run    ${num(score.experiments.median, 1).padStart(8)}   ${mark(t.medianExperiments.met)} target median ≤ ${t.medianExperiments.target}  (max ${num(score.experiments.max)})`,
    `ms/run             ${num(score.ms.median, 1).padStart(8)}   median (max ${num(score.ms.max)})`,
    '',
    'label             support  recall     precision  false +',
    ...DEFECT_LABELS.map((label) => {
      const s = score.perLabel[label]
      return `  ${label.padEnd(16)} ${String(s.support).padStart(6)}  ${pct(s.recall).padStart(8)}  ${pct(s.precision).padStart(9)}  ${String(s.falsePositives).padStart(7)}`
    }),
    ...(score.unknownLabels
      ? [`  (${score.unknownLabels} findings with labels outside the defect list)`]
      : []),
    '',
    ...reliabilityLines(
      'reliability (is a finding at confidence c right about c of the time?)',
      score.reliability,
    ),
    '',
    ...reliabilityLines('after the monotone confidence map (data/confidence-map.json)', score.calibrated),
    '',
    `failures: ${score.failures.length}`,
    ...score.failures.slice(0, 20).map((f) => {
      if (f.error) return `  ${f.id}: error: ${f.error}`
      const parts = [
        f.missed.length ? `missed ${f.missed.join(', ')}` : '',
        f.extra.length ? `extra ${f.extra.join(', ')}` : '',
      ]
      return `  ${f.id}: ${parts.filter(Boolean).join('; ')}`
    }),
    ...(score.failures.length > 20 ? [`  … ${score.failures.length - 20} more (--json lists them all)`] : []),
  ]
  return `${lines.join('\n')}\n`
}

/** A reliability table: findings per band of confidence and the share right, then the calibration error. */
function reliabilityLines(title: string, reliability: AnalystScore['reliability']): string[] {
  return [
    `${title}  calibration error ${num(reliability.calibrationError, 3)}`,
    'confidence   findings  share right',
    ...reliability.bins.map(
      (b) => `  ${b.range.padEnd(9)} ${String(b.count).padStart(8)}  ${pct(b.accuracy).padStart(11)}`,
    ),
  ]
}
