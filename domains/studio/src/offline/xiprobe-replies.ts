import type { ReportAssessment } from '../xiprobe/assess-report.ts'
import type { MeasurementMetric } from '../xiprobe/measurement-plans.ts'

/** A measurement plan as a numbered list: what, why, how. */
export function planLines(metrics: readonly MeasurementMetric[], zh: boolean): string {
  const items = metrics.map((metric, index) =>
    zh
      ? `${index + 1}. ${metric.zh}：${metric.why.zh}。测法：${metric.method.zh}`
      : `${index + 1}. ${metric.en}: ${metric.why.en}. Method: ${metric.method.en}`,
  )
  return `${zh ? '建议按以下顺序测：' : 'Measure in this order:'}\n${items.join('\n')}`
}

/** A report's verdict with the limit it was judged against and the reason for each failing point. */
export function verdictLine(assessment: ReportAssessment, zh: boolean): string {
  const what = assessment.metric === 'thd' ? 'THD' : zh ? '频响' : 'frequency response'
  const limits = zh ? assessment.limits.text.zh : assessment.limits.text.en
  const judged = assessment.points.length
  if (judged === 0)
    return zh
      ? `报告里没有落在限值频段（${limits}）内的点，无法判断。`
      : `No point of the report falls in the limits' band (${limits}); I cannot judge it.`
  const skipped = assessment.skipped.length
  const note = skipped
    ? zh
      ? `（另有 ${skipped} 个点不在限值频段内，未判断）`
      : ` (${skipped} points outside the band not judged)`
    : ''
  if (assessment.pass)
    return zh
      ? `${what} 报告合格：${judged} 个点都在限值内（${limits}）${note}。`
      : `The ${what} report passes: all ${judged} points are within the limits (${limits})${note}.`
  const reasons = zh ? assessment.reasons.zh.join('；') : assessment.reasons.en.join('; ')
  return zh
    ? `${what} 报告不合格（限值：${limits}）：${reasons}${note}。`
    : `The ${what} report fails (limits: ${limits}): ${reasons}${note}.`
}
