import { execFile } from 'node:child_process'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { expect } from 'vitest'

const bin = fileURLToPath(new URL('../../bin/mindwire.js', import.meta.url))
const run = promisify(execFile)

/** Writes `lines` as a JSON Lines case file in a new temporary folder and returns its path. */
export async function writeCaseFile(lines: readonly unknown[]): Promise<string> {
  const file = join(await mkdtemp(join(tmpdir(), 'eval-cases-')), 'cases.jsonl')
  await writeFile(file, lines.map((line) => JSON.stringify(line)).join('\n'))
  return file
}

/** Runs `mindwire eval DOMAIN --cases FILE …args` as a process; its stdout as text, or parsed with `--json`. */
export async function runEval(domain: string, file: string, args: string[], env: NodeJS.ProcessEnv) {
  const { stdout } = await run(process.execPath, [bin, 'eval', domain, '--cases', file, ...args], { env })
  return stdout
}

/**
 * Asserts the part of a `--json` report every copilot shares: the four outcomes (as given), the wrong-action
 * rate that follows from them, the latency percentiles and a reliability table that accounts for every case.
 */
export function expectSharedShape(
  report: {
    cases: number
    outcomes: unknown
    wrongActionRate: number
    latencyMs: object
    reliability: Array<{ count: number }>
  },
  outcomes: { correct: number; asked: number; wrong_action: number; missed: number },
): void {
  expect(report.outcomes).toMatchObject(outcomes)
  expect(report.wrongActionRate).toBeCloseTo(outcomes.wrong_action / report.cases)
  expect(Object.keys(report.latencyMs)).toEqual(expect.arrayContaining(['p50', 'p95', 'p99']))
  const binned = report.reliability.reduce((sum, bin) => sum + bin.count, 0)
  expect(binned).toBe(report.cases)
}
