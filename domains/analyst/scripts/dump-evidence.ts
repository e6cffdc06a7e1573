// Dev aid: runs every case of a case file through the offline analyst and writes one JSON line per case
// with its truth, what was found (label, confidence) and every detector verdict's values, so a detector's
// statistics can be read against the truth. Run: node domains/analyst/scripts/dump-evidence.ts CASES OUT
import { writeFileSync } from 'node:fs'
import { analystDeps } from '../src/deps.ts'
import { runOffline } from '../src/eval/analyze-default.ts'
import { buildCase } from '../src/eval/build-case.ts'
import { readCases } from '../src/eval/case-file.ts'
import { deliver } from '../src/eval/real/deliver.ts'

const [casesPath, outPath] = process.argv.slice(2)
if (!casesPath || !outPath) throw new Error('usage: dump-evidence.ts CASES OUT')
const cases = await readCases(casesPath)
const deps = analystDeps()
const lines: string[] = []
for (const description of cases) {
  const { audio: built, truth } = buildCase(description)
  const audio = await deliver(built, description.delivery)
  const run = await runOffline(audio, deps)
  const evidence = [...run.probeEvidence, ...run.rounds.flatMap((r) => r.outcomes.flatMap((o) => o.evidence))]
    .filter((e) => e.category === 'anomaly')
    .map((e) => ({ id: e.id, confidence: e.confidence, ...e.values }))
  lines.push(
    JSON.stringify({
      id: description.id,
      truth,
      delivery: description.delivery,
      found: run.final.findings.map((f) => [f.label, f.confidence]),
      experiments: run.experimentsUsed,
      evidence,
    }),
  )
  process.stderr.write('.')
}
writeFileSync(outPath, `${lines.join('\n')}\n`)
