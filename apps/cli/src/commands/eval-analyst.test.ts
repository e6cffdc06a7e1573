import { execFile } from 'node:child_process'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const bin = fileURLToPath(new URL('../../bin/mindwire.js', import.meta.url))
let cases: string

// Four short cases: two defects alone, a pair and a clean control, 1 s at 16 kHz so rendering is quick.
beforeAll(async () => {
  cases = join(await mkdtemp(join(tmpdir(), 'eval-analyst-')), 'cases.jsonl')
  const source = (seed: number) => ({ kind: 'speech', seed, seconds: 1, sampleRate: 16000 })
  const lines = [
    '// a header comment, as the committed sets have',
    {
      id: 'hum',
      source: source(1),
      defects: [{ label: 'hum', params: { frequency: 60, levelDb: -15, harmonics: 4 } }],
      truth: ['hum'],
    },
    {
      id: 'dc',
      source: source(2),
      defects: [{ label: 'dc_offset', params: { offset: 0.05 } }],
      truth: ['dc_offset'],
    },
    {
      id: 'pair',
      source: source(3),
      defects: [
        { label: 'muffled', params: { cutoffHz: 1500, order: 8 } },
        { label: 'dropout', params: { atMs: [400], lengthMs: 50 } },
      ],
      truth: ['dropout', 'muffled'],
    },
    { id: 'clean', source: { ...source(4), kind: 'music' }, defects: [], truth: [] },
  ]
  await writeFile(
    cases,
    lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n'),
  )
})

const evalAnalyst = (mode: string, ...extra: string[]) =>
  run(
    process.execPath,
    [bin, 'eval', 'analyst', '--cases', cases, '--analyze', '@mindwire/analyst/eval-testing', ...extra],
    { env: { ...process.env, ANALYST_FAKE_CASES: cases, ANALYST_FAKE_MODE: mode } },
  )

describe('mindwire eval analyst', () => {
  it('scores an analyzer that finds the truth on every other case (JSON report)', async () => {
    const { stdout } = await evalAnalyst('half', '--json')
    const score = JSON.parse(stdout)
    // Cases 0 (hum) and 2 (dropout + muffled) answered: 3 of 4 labels, nothing false; the control is case 3.
    expect(score).toMatchObject({ cases: 4, errors: 0, precision: 1, recall: 0.75 })
    expect(score.controls).toMatchObject({ cases: 1, falseAlarms: 0, cleanRate: 1 })
    expect(score.perLabel.dc_offset).toMatchObject({ support: 1, recall: 0 })
    expect(score.experiments).toEqual({ median: 3.5, max: 5 })
    expect(score.failures.map((f: { id: string }) => f.id)).toEqual(['dc'])
    // Three findings at 0.9, all true: one band of the shared table, 0.1 under the diagonal.
    expect(score.reliability.bins).toEqual([{ range: '0.8–1.0', count: 3, accuracy: 1 }])
    expect(score.reliability.calibrationError).toBeCloseTo(0.1, 9)
    const mapped = score.calibrated.bins as { count: number; accuracy: number }[]
    expect(mapped.reduce((n, b) => n + b.count, 0)).toBe(3)
  })

  it('prints the table for a noisy analyzer, with its misses and false findings', async () => {
    const { stdout } = await evalAnalyst('noisy')
    expect(stdout).toMatch(/precision +\d+\.\d %/)
    expect(stdout).toMatch(/clean controls/)
    expect(stdout).toMatch(/label +support +recall +precision/)
    expect(stdout).toMatch(/failures: \d+/)
    expect(stdout).toMatch(
      /reliability \(.*\) +calibration error \d\.\d{3}\nconfidence +findings +share right\n +0\.\d–/,
    )
    expect(stdout).toMatch(/after the monotone confidence map .* calibration error \d\.\d{3}/)
  })

  it('runs the real analyst by default, which evaluates the offline planner only', async () => {
    const failed = await run(process.execPath, [
      bin,
      'eval',
      'analyst',
      '--cases',
      cases,
      '--planner',
      'gpt',
    ]).catch((error) => error)
    expect(failed.code).toBe(1)
    expect(failed.stderr).toContain('the evaluation runs the offline planner')
  })
})
