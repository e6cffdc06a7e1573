import type { ReportPoint } from '../xiprobe/assess-report.ts'
import { probeTargetIn } from '../xiprobe/measurement-plans.ts'
import { reportTableIn } from '../xiprobe/report-table.ts'
import type { StudioIntent } from './detect-intent.ts'
import { INTENT_WORDS as W } from './vocabulary.ts'

const NUMBER = '[-+−]?\\d+(?:\\.\\d+)?'
// "100 Hz 2.1%", "1kHz: -3.5 dB", "2 kHz → 0.4 %": a frequency, a few separator characters, a value with its unit.
const POINT = new RegExp(`(${NUMBER})\\s*(k)?hz[\\s:：,，=→]{0,6}(${NUMBER})\\s*(%|db)`, 'gi')
const LIMIT = new RegExp(
  `(?:限值|上限|不超过|limit|max(?:imum)?|spec|≤|<=)\\s*(?:为|是|of|:|：)?\\s*±?(${NUMBER})\\s*(%|db)`,
  'i',
)
const TOLERANCE = new RegExp(`±\\s*(${NUMBER})\\s*db`, 'i')

const toNumber = (text: string) => Number(text.replace('−', '-'))

/** The points a report gives in text, with the unit they are in. */
function pointsIn(raw: string): { unit: '%' | 'db'; points: ReportPoint[] } | undefined {
  const found = [...raw.matchAll(POINT)].map((match) => ({
    frequencyHz: toNumber(match[1]!) * (match[2] ? 1000 : 1),
    value: toNumber(match[3]!),
    unit: match[4]!.toLowerCase() as '%' | 'db',
  }))
  const unit = found[0]?.unit
  if (!unit || found.some((point) => point.unit !== unit)) return undefined
  return { unit, points: found.map(({ frequencyHz, value }) => ({ frequencyHz, value })) }
}

/**
 * XiProbe's requests (seed 000 §6.5): "测这个喇叭最需要关注什么指标" → a measurement plan; "这份 THD 报告
 * 是否合格" with the report's points → pass/fail against the stated (or default) limit. A report without
 * data is asked for, never judged from the words around it.
 */
export function xiprobeIntent(raw: string, hasImage: boolean): StudioIntent | undefined {
  const text = raw.toLowerCase()
  const target = probeTargetIn(text)
  if (target && W.probePlan.test(text) && !W.report.test(text)) return { kind: 'plan-measurement', target }
  if (!W.report.test(text)) return undefined
  const data = pointsIn(raw) ?? reportTableIn(raw)
  const metric = data
    ? data.unit === '%'
      ? 'thd'
      : 'frequency-response'
    : W.thd.test(text)
      ? 'thd'
      : undefined
  const named = metric ?? (W.responseReport.test(text) ? 'frequency-response' : undefined)
  if (!named)
    return hasImage || W.thd.test(text)
      ? { kind: 'ask', ask: { kind: 'report-data', metric: 'thd', image: hasImage } }
      : undefined
  if (!data) return { kind: 'ask', ask: { kind: 'report-data', metric: named, image: hasImage } }
  const limitMatch = LIMIT.exec(raw) ?? (named === 'frequency-response' ? TOLERANCE.exec(raw) : null)
  const limit = limitMatch ? Math.abs(toNumber(limitMatch[1]!)) : undefined
  return { kind: 'assess-report', metric: named, points: data.points, ...(limit ? { limit } : {}) }
}
