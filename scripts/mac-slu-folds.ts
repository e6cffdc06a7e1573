/**
 * Scores the cockpit's offline engine on two folds of the MAC-SLU odd half (../shared/data/mac-slu,
 * Gatsby-web/MAC_SLU, Apache-2.0), split by id: fold A (id ≡ 1 mod 4) is for development, fold B
 * (id ≡ 3 mod 4) is looked at only as figures — the stand-in for speech the engine has not seen.
 *
 *   node scripts/mac-slu-folds.ts [DATA_DIR]
 *
 * The fold files are written to a temporary folder (the data is never copied into the repository)
 * and scored by `mindwire eval cockpit --json`.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const dataDir = process.argv[2] ?? join(import.meta.dirname, '../../shared/data/mac-slu')
const SETS = ['core', 'nocall'] as const
const FOLDS = { A: 1, B: 3 } as const

// MAC-SLU ids are whole numbers; the converted cases carry them as mac-<id>.
function foldOf(id: string): keyof typeof FOLDS {
  return Number(id.replace(/^mac-/, '')) % 4 === FOLDS.A ? 'A' : 'B'
}

interface Report {
  cases: number
  intentAccuracy: number
  paramAccuracy: number
  outcomes: Record<string, number>
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`
const work = mkdtempSync(join(tmpdir(), 'mac-slu-folds-'))
try {
  for (const set of SETS) {
    const lines = readFileSync(join(dataDir, `${set}.jsonl`), 'utf8')
      .split('\n')
      .filter(Boolean)
    for (const fold of Object.keys(FOLDS) as Array<keyof typeof FOLDS>) {
      const file = join(work, `${set}-${fold}.jsonl`)
      writeFileSync(file, `${lines.filter((line) => foldOf(JSON.parse(line).id) === fold).join('\n')}\n`)
      const out = execFileSync(
        process.execPath,
        [join(import.meta.dirname, '../apps/cli/src/main.ts'), 'eval', 'cockpit', '--cases', file, '--json'],
        { encoding: 'utf8', maxBuffer: 64 << 20 },
      )
      const r = JSON.parse(out) as Report
      const o = r.outcomes
      console.log(
        `${set} fold ${fold}: ${r.cases} cases, intent ${pct(r.intentAccuracy)}, params ${pct(r.paramAccuracy)}, ` +
          `correct ${o.correct ?? 0}, asked ${o.asked ?? 0}, wrong_action ${o.wrong_action ?? 0}, missed ${o.missed ?? 0}`,
      )
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}
