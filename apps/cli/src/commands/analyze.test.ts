import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fakeDeps } from '@mindwire/analyst/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyzeFiles } from './analyze.ts'

// In process with the fake executor injected (the real one arrives with the executor branch).
let dir: string
let file: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mindwire-analyze-'))
  file = join(dir, 'take.wav')
  await writeFile(file, Buffer.alloc(8000))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

async function analyze(options: Parameters<typeof analyzeFiles>[1], truth = ['hum'] as const) {
  let output = ''
  const code = await analyzeFiles([file], options, fakeDeps({ truth: [...truth] }), (text) => {
    output += text
  })
  return { code, output }
}

describe('mindwire analyze', () => {
  it('prints a text report with each finding and the evidence behind it', async () => {
    const { code, output } = await analyze({ planner: 'offline' })
    expect(code).toBe(0)
    expect(output).toContain('take.wav: Found hum')
    expect(output).toMatch(/• hum 0\.\d+ {2}supported by \S+-ev1/)
  })

  it('prints one JSON object with every run and honours --budget', async () => {
    const { output } = await analyze({ planner: 'offline', json: true, budget: '2' })
    const { runs } = JSON.parse(output)
    expect(runs).toHaveLength(1)
    expect(runs[0]).toMatchObject({ file, experimentsUsed: 2, budget: { maxExperiments: 2, maxDepth: 2 } })
  })

  it('writes an HTML report with the waveform, the spectrogram and the evidence of each finding', async () => {
    const html = join(dir, 'report.html')
    await analyze({ planner: 'offline', html })
    const page = await readFile(html, 'utf8')
    expect(page).toContain('aria-label="waveform over 1.00 s"')
    expect(page).toContain('aria-label="spectrogram')
    // The finding in words, its raw evidence folded away under it.
    expect(page).toMatch(
      /<h3>Mains hum <small>confidence \d+ %<\/small><\/h3><p>Mains hum over the whole take/,
    )
    expect(page).toMatch(
      /<details><summary>Evidence ids and raw values<\/summary><table><tr><td><code>\S+-ev1<\/code><\/td><td>supports/,
    )
    expect(page).not.toContain('<script')
  })

  it('rejects a budget that is not a whole number and an unknown planner', async () => {
    await expect(analyze({ planner: 'offline', budget: 'lots' })).rejects.toThrow('--budget')
    await expect(analyze({ planner: 'oracle' })).rejects.toThrow('unknown planner')
  })
})
