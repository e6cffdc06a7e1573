import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { type WordList, wordList } from '../offline/vocabulary.ts'

const bilingual = z.object({ zh: z.string().min(1), en: z.string().min(1) })
const metricSchema = z.object({
  id: z.string(),
  zh: z.string(),
  en: z.string(),
  why: bilingual,
  method: bilingual,
})
const fileSchema = z.object({
  $source: z.string(),
  targets: z.record(
    z.string(),
    z.object({ words: z.array(z.string().min(1)), metrics: z.array(metricSchema).min(1) }),
  ),
  limits: z.object({
    thd: z.object({
      bands: z
        .array(z.object({ fromHz: z.number(), toHz: z.number(), maxPercent: z.number().positive() }))
        .min(1),
      source: z.string(),
    }),
    'frequency-response': z.object({
      toleranceDb: z.number().positive(),
      fromHz: z.number(),
      toHz: z.number(),
      source: z.string(),
    }),
  }),
})
export type MeasurementMetric = z.infer<typeof metricSchema>
export type ReportLimits = z.infer<typeof fileSchema>['limits']

/** knowledge/xiprobe/measurement-plans.json, validated at load (an error names the file). */
function load() {
  const file = new URL('../../knowledge/xiprobe/measurement-plans.json', import.meta.url)
  const parsed = fileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
  if (!parsed.success) throw new Error(`${file.pathname}: ${parsed.error.message}`)
  const targets = Object.entries(parsed.data.targets).map(([id, target]) => ({
    id,
    list: wordList(target.words) as WordList,
    metrics: target.metrics,
  }))
  return { targets, limits: parsed.data.limits }
}

const PLANS = load()

/** What XiProbe plans measurements for: loudspeaker, cabin. */
export const PROBE_TARGETS: readonly string[] = PLANS.targets.map((target) => target.id)

/** The default acceptance limits of a report, with their source. */
export const DEFAULT_LIMITS: ReportLimits = PLANS.limits

/** The device a request is about (喇叭 → loudspeaker), if it names one. */
export function probeTargetIn(text: string): string | undefined {
  return PLANS.targets.find((target) => target.list.test(text))?.id
}

/** The metrics to measure for a target, most important first, each with why and how. */
export function measurementPlan(target: string): MeasurementMetric[] | undefined {
  return PLANS.targets.find((candidate) => candidate.id === target)?.metrics
}
