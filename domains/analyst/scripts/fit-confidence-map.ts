// Fits the analyst's monotone confidence map (issue 42) on a development set's findings and checks it on a
// held-out set. Input: dumps written by dump-evidence.ts (each line: truth and the run's findings). Prints
// the reliability table before and after the map on both sets; with --write, stores the map in
// data/confidence-map.json (the eval's `calibrated` table reads it).
//   node domains/analyst/scripts/dump-evidence.ts tests/data/analyst/real-dev.jsonl /tmp/dev.jsonl
//   node domains/analyst/scripts/dump-evidence.ts tests/data/analyst/resonance-hard.jsonl /tmp/hard.jsonl
//   node domains/analyst/scripts/fit-confidence-map.ts /tmp/dev.jsonl /tmp/hard.jsonl [--write]
import { readFileSync, writeFileSync } from 'node:fs'
import type { DefectLabel } from '../src/contract/defects.ts'
import { fitIsotonic, type MapBlock, mapConfidence } from '../src/eval/confidence-map.ts'
import { type Reliability, reliabilityOf } from '../src/eval/reliability.ts'
import { foundFindings } from '../src/eval/score.ts'

interface Judged {
  id: string
  truth: DefectLabel[]
  findings: { label: string; confidence: number }[]
}

const [devPath, heldOutPath] = process.argv.slice(2).filter((a) => !a.startsWith('--'))
if (!devPath || !heldOutPath) throw new Error('usage: fit-confidence-map.ts DEV_DUMP HELDOUT_DUMP [--write]')
const dev = judgedOf(devPath)
const heldOut = judgedOf(heldOutPath)
const blocks = fitIsotonic(
  dev.flatMap((c) =>
    c.findings.map((f) => ({ confidence: f.confidence, right: c.truth.includes(f.label as DefectLabel) })),
  ),
)
const map = (c: number) => mapConfidence(blocks, c)
for (const [name, set] of [
  [`dev (${devPath}, fitted on)`, dev],
  [`held-out (${heldOutPath})`, heldOut],
] as const) {
  show(`${name}: stated`, reliabilityOf(set))
  show(`${name}: mapped`, reliabilityOf(set, map))
}
process.stdout.write(
  `blocks: ${blocks.map((b) => `${r3(b.from)}–${r3(b.to)} → ${r3(b.probability)} (${b.findings})`).join(', ')}\n`,
)
if (process.argv.includes('--write')) {
  // The runs' findings are kept beside the cases so a test can refit the map and check it on the held-out set.
  for (const [file, set] of [
    ['real-dev', dev],
    ['resonance-hard', heldOut],
  ] as const)
    writeFileSync(
      new URL(`../../../tests/data/analyst/findings/${file}.jsonl`, import.meta.url),
      `${set.map((c) => JSON.stringify(c)).join('\n')}\n`,
    )
  writeFileSync(
    new URL('../data/confidence-map.json', import.meta.url),
    `${JSON.stringify(
      {
        about:
          'P(finding true | stated confidence): isotonic regression (pool-adjacent-violators) of each finding at or above 0.5 against the truth, written by domains/analyst/scripts/fit-confidence-map.ts from tests/data/analyst/findings/real-dev.jsonl; flat inside a block, linear between blocks, flat beyond them.',
        fittedOn:
          'tests/data/analyst/real-dev.jsonl: its findings, offline planner, in tests/data/analyst/findings/real-dev.jsonl',
        blocks: blocks.map(
          (b): MapBlock => ({ ...b, from: r3(b.from), to: r3(b.to), probability: r3(b.probability) }),
        ),
      },
      null,
      2,
    )}\n`,
  )
}

/** Each dumped run's findings as the eval counts them (at or above the threshold, the highest per label). */
function judgedOf(path: string): Judged[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const row = JSON.parse(line) as { id: string; truth: DefectLabel[]; found: [DefectLabel, number][] }
      const findings = row.found.map(([label, confidence]) => ({ label, confidence }))
      return { id: row.id, truth: row.truth, findings: foundFindings({ findings }) }
    })
}

function show(title: string, r: Reliability): void {
  process.stdout.write(`${title}  ECE ${r.calibrationError === null ? '—' : r.calibrationError.toFixed(3)}\n`)
  for (const b of r.bins)
    process.stdout.write(`  ${b.range}  ${String(b.count).padStart(4)}  ${(b.accuracy * 100).toFixed(1)} %\n`)
}

function r3(x: number): number {
  return Math.round(x * 1000) / 1000
}
