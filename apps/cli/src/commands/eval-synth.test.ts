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

const oscSpeaker = {
  modules: [
    { id: 'simpleoscillator-1', type: 'simpleoscillator' },
    { id: 'speaker-1', type: 'speaker' },
  ],
  connections: ['simpleoscillator-1.audioout->speaker-1.audioInLeft'],
}

beforeAll(async () => {
  cases = join(await mkdtemp(join(tmpdir(), 'eval-synth-')), 'cases.jsonl')
  const lines = [
    {
      id: 'set',
      text: '把振荡器频率调到220',
      tags: ['set', 'zh'],
      canvas: oscSpeaker,
      expected: {
        ...oscSpeaker,
        modules: [{ ...oscSpeaker.modules[0], params: { freq: 220 } }, oscSpeaker.modules[1]],
      },
    },
    {
      id: 'ask',
      text: 'make it sound better',
      tags: ['ask', 'en'],
      canvas: oscSpeaker,
      expected: 'unchanged',
    },
    {
      id: 'missed',
      // A vague wish the engine asks about, while the case expects a change: one missed case.
      text: 'make the oscillator sound more alive',
      tags: ['set', 'en'],
      canvas: oscSpeaker,
      expected: {
        ...oscSpeaker,
        modules: [{ ...oscSpeaker.modules[0], params: { gain: 1.2 } }, oscSpeaker.modules[1]],
      },
    },
  ]
  await writeFile(cases, lines.map((line) => JSON.stringify(line)).join('\n'))
})

describe('mindwire eval synth', () => {
  it('runs each case through the offline engine and scores the final canvases', async () => {
    const { stdout } = await run(process.execPath, [
      bin,
      'eval',
      'synth',
      '--cases',
      cases,
      '--no-knowledge',
      '--json',
    ])
    const report = JSON.parse(stdout)
    expect(report).toMatchObject({
      cases: 3,
      exactAccuracy: 2 / 3,
      byKind: { set: { cases: 2, exact: 1 }, ask: { cases: 1, exact: 1 } },
      unwantedChanges: 0,
      askedInsteadOfActing: 1,
      askedWhenItShould: 1,
      shouldAsk: 1,
      errors: 0,
    })
    expect(report.failures.map((failure: { id: string }) => failure.id)).toEqual(['missed'])
    expect(report.outcomes.correct).toBe(2)
    expect(report.outcomes.wrong_action).toBe(0)
    expect(Object.keys(report.latencyMs)).toEqual(['p50', 'p95', 'p99', 'max'])
    // The offline engine states its reading's confidence: every case lands in a bin with a range.
    expect(
      report.reliability.map((bin: { count: number }) => bin.count).reduce((a: number, b: number) => a + b),
    ).toBe(3)
    expect(report.reliability.every((bin: { range: string }) => bin.range !== 'none')).toBe(true)
    expect(report.confidenceSource).toMatch(/reading confidence/)
  })

  it('counts a value other than the expected one on the right parameter as a wrong action', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'eval-synth-')), 'wrong.jsonl')
    // The request says 220; the case (as if the writer heard 330) wants 330: setting 220 is a change not asked for.
    const wrongValue = {
      id: 'wrong-value',
      text: '把振荡器频率调到220',
      tags: ['set', 'zh'],
      canvas: oscSpeaker,
      expected: {
        ...oscSpeaker,
        modules: [{ ...oscSpeaker.modules[0], params: { freq: 330 } }, oscSpeaker.modules[1]],
      },
    }
    await writeFile(file, JSON.stringify(wrongValue))
    const { stdout } = await run(process.execPath, [
      bin,
      'eval',
      'synth',
      '--cases',
      file,
      '--no-knowledge',
      '--json',
    ])
    const report = JSON.parse(stdout)
    expect(report.outcomes).toEqual({ correct: 0, asked: 0, wrong_action: 1, missed: 0 })
    expect(report.wrongActionRate).toBe(1)
  })

  it('names the file and line of a case that does not parse', async () => {
    const broken = join(await mkdtemp(join(tmpdir(), 'eval-synth-')), 'broken.jsonl')
    await writeFile(
      broken,
      `${JSON.stringify({ id: 'x', text: 'hi', tags: ['ask'], canvas: { modules: [] } })}\n`,
    )
    await expect(
      run(process.execPath, [bin, 'eval', 'synth', '--cases', broken, '--no-knowledge']),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('broken.jsonl:1: not a valid case'),
    })
  })
})
