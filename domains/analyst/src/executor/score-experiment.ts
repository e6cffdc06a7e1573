import type { EvidenceSummary } from '../contract/index.ts'

/** How many evidence ids an experiment names as key. */
const KEY_EVIDENCE = 3

/**
 * scoreTotal = the strongest detected anomaly's score × its confidence, when something was detected;
 * else 0.1 × the share of anomaly evidence that ruled a defect out (a clean "no" is worth a little: it
 * narrows the hypotheses), else 0 for feature-only runs. In 0…1, so experiments compare across plans.
 */
export function scoreExperiment(evidence: readonly EvidenceSummary[]): {
  scoreTotal: number
  keyEvidence: string[]
} {
  const anomalies = evidence.filter((e) => e.category === 'anomaly')
  const strength = (e: EvidenceSummary) =>
    e.values.detected === true ? Number(e.values.score ?? 0) * e.confidence : 0
  const detected = anomalies.filter((e) => e.values.detected === true)
  const ranked = [...(detected.length ? detected : anomalies)].sort(
    (a, b) => strength(b) - strength(a) || b.confidence - a.confidence,
  )
  const keyEvidence = (ranked.length ? ranked : evidence).slice(0, KEY_EVIDENCE).map((e) => e.id)
  const scoreTotal = detected.length
    ? Math.max(...detected.map(strength))
    : anomalies.length
      ? 0.1 * (anomalies.filter((e) => e.values.detected === false).length / anomalies.length)
      : 0
  return { scoreTotal: Math.round(scoreTotal * 1000) / 1000, keyEvidence }
}
