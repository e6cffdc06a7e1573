// Fits the analyst's confidence calibration (issue 42) on real recordings: for each defect, a logistic curve
// from the strongest detection's evidence margin (`score`) to the share of such findings that are true.
// Input: a dump written by dump-evidence.ts over the real development set, or probe-module.ts's lines. Output, with --write, the table in
// data/confidence-calibration.json (the loop reads it) and always, on stdout, the in-sample and the two-fold cross-fitted expected calibration error (folds split by take,
// so a take's clean and defective versions are never on both sides).
//   node domains/analyst/scripts/dump-evidence.ts tests/data/analyst/real-dev.jsonl /tmp/dump.jsonl
//   node domains/analyst/scripts/fit-calibration.ts /tmp/dump.jsonl [--write]
import { readFileSync, writeFileSync } from 'node:fs'
import { DEFECT_LABELS, type DefectLabel } from '../src/contract/defects.ts'
import { type LogisticFit, logistic } from '../src/loop/confidence-calibration.ts'

/** Ridge on the slope and on the intercept's distance from the label's base rate: few findings per defect. */
const RIDGE = 1

interface Row {
  id: string
  truth: DefectLabel[]
  evidence: { defect: string; detected: boolean; score: number; confidence: number }[]
}
interface Point {
  take: string
  label: DefectLabel
  score: number
  right: boolean
}

const [dumpPath] = process.argv.slice(2)
if (!dumpPath) throw new Error('usage: fit-calibration.ts DUMP')
const rows: Row[] = rowsOf(
  readFileSync(dumpPath, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l)),
)
const points = rows.flatMap(pointsOf)
const labels: Partial<Record<DefectLabel, LogisticFit & { findings: number; right: number }>> = {}
for (const label of DEFECT_LABELS) {
  const own = points.filter((p) => p.label === label)
  if (own.length === 0) continue
  labels[label] = { ...fit(own), findings: own.length, right: own.filter((p) => p.right).length }
}
const takes = [...new Set(points.map((p) => p.take))].sort()
const fold = (p: Point) => takes.indexOf(p.take) % 2
const crossed = points.map((p) => {
  const train = points.filter((q) => q.label === p.label && fold(q) !== fold(p))
  return { p, confidence: train.length ? logistic(fit(train), p.score) : 0.5 }
})
const inSample = points.map((p) => ({ p, confidence: logistic(labels[p.label]!, p.score) }))
const target = new URL('../data/confidence-calibration.json', import.meta.url)
if (process.argv.includes('--write'))
  writeFileSync(
    target,
    `${JSON.stringify(
      {
        about:
          'P(finding true | detector evidence margin), logistic per defect; written by domains/analyst/scripts/fit-calibration.ts',
        fittedOn: 'tests/data/analyst/real-dev.jsonl (real recordings, our own corpus)',
        ridge: RIDGE,
        labels: Object.fromEntries(
          Object.entries(labels).map(([k, v]) => [
            k,
            { intercept: r3(v.intercept), slope: r3(v.slope), findings: v.findings, right: v.right },
          ]),
        ),
      },
      null,
      2,
    )}\n`,
  )
process.stdout.write(
  `${points.length} findings; ECE in-sample ${ece(inSample).toFixed(3)}, two-fold by take ${ece(crossed).toFixed(3)}\n`,
)
for (const [label, v] of Object.entries(labels))
  process.stdout.write(
    `  ${label}: ${v.right}/${v.findings} right, intercept ${r3(v.intercept)}, slope ${r3(v.slope)}\n`,
  )

/**
 * A dump's rows as they are, or probe-module.ts lines (one per case and module, the verdict's values) grouped
 * by case: a module's detection stands alone there, as the only verdict on its defect.
 */
function rowsOf(lines: Record<string, unknown>[]): Row[] {
  if (lines.every((l) => 'evidence' in l)) return lines as unknown as Row[]
  const byId = new Map<string, Row>()
  for (const l of lines) {
    const row = byId.get(String(l.id)) ?? { id: String(l.id), truth: l.truth as DefectLabel[], evidence: [] }
    byId.set(row.id, row)
    const detected = l.detected === true
    row.evidence.push({
      defect: String(l.defect),
      detected,
      score: Number(l.score),
      confidence: detected ? 1 : 0.5,
    })
  }
  return [...byId.values()]
}

/** The findings a run's evidence yields (the rule deriveFindings follows), each with its strongest score. */
function pointsOf(row: Row): Point[] {
  const take = row.id.replace(/-[^-]+$/, '')
  return DEFECT_LABELS.flatMap((label) => {
    const own = row.evidence.filter((e) => e.defect === label)
    const best = (detected: boolean) =>
      Math.max(0, ...own.filter((e) => e.detected === detected).map((e) => e.confidence))
    const detections = own.filter((e) => e.detected)
    if (detections.length === 0 || best(true) <= best(false)) return []
    const score = Math.max(...detections.map((e) => e.score))
    return [{ take, label, score, right: row.truth.includes(label) }]
  })
}

/** Ridge logistic regression by Newton steps: the intercept pulled toward the base rate's log-odds, the slope toward 0. */
function fit(data: Point[]): LogisticFit {
  const rate = (data.filter((p) => p.right).length + 0.5) / (data.length + 1)
  const prior = Math.log(rate / (1 - rate))
  let a = prior
  let b = 0
  for (let step = 0; step < 50; step++) {
    let ga = RIDGE * (a - prior)
    let gb = RIDGE * b
    let haa = RIDGE
    let hab = 0
    let hbb = RIDGE
    for (const p of data) {
      const q = logistic({ intercept: a, slope: b }, p.score)
      const e = q - (p.right ? 1 : 0)
      const w = q * (1 - q)
      ga += e
      gb += e * p.score
      haa += w
      hab += w * p.score
      hbb += w * p.score * p.score
    }
    const det = haa * hbb - hab * hab
    a -= (hbb * ga - hab * gb) / det
    b -= (haa * gb - hab * ga) / det
  }
  return { intercept: a, slope: b }
}

/** Expected calibration error over bins of 0.1. */
function ece(items: { p: Point; confidence: number }[]): number {
  let error = 0
  for (let bin = 0; bin < 10; bin++) {
    const inBin = items.filter((i) => Math.min(9, Math.floor(i.confidence * 10)) === bin)
    if (inBin.length === 0) continue
    const mean = inBin.reduce((s, i) => s + i.confidence, 0) / inBin.length
    const right = inBin.filter((i) => i.p.right).length / inBin.length
    error += (inBin.length / items.length) * Math.abs(mean - right)
  }
  return error
}

function r3(x: number): number {
  return Math.round(x * 1000) / 1000
}
