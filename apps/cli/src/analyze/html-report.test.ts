import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { analystDeps } from '@mindwire/analyst'
import { buildCase } from '@mindwire/analyst/eval'
import { encodeWav } from '@mindwire/analyst/executor'
import { afterAll, describe, expect, it } from 'vitest'
import { analyzeFiles } from '../commands/analyze.ts'

// The real analyst on synthesised speech with 50 Hz hum and an 80 ms dropout at 1.5 s, written as a WAV.
const dir = await mkdtemp(join(tmpdir(), 'mindwire-html-'))
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('the HTML report', () => {
  it('marks the dropout on the waveform and the hum frequency on the spectrogram', async () => {
    const { audio } = buildCase({
      id: 'take',
      source: { kind: 'speech', variant: 'female', seconds: 4, sampleRate: 44_100, seed: 7 },
      defects: [
        { label: 'hum', params: { frequency: 50, levelDb: -15, harmonics: 4 } },
        { label: 'dropout', params: { atMs: [1500], lengthMs: 80 } },
      ],
      truth: ['hum', 'dropout'],
    })
    const wav = join(dir, 'take.wav')
    await writeFile(wav, encodeWav(audio))
    const html = join(dir, 'report.html')
    await analyzeFiles([wav], { planner: 'offline', html }, analystDeps(), () => {})
    const page = await readFile(html, 'utf8')
    expect(page).toContain('aria-label="dropout 1500–1580 ms"')
    expect(page).toContain('aria-label="hum 50 Hz"')
    // The gap sits 1.5 s into a 4 s file: 37.5 % of the 800 px waveform.
    expect(page).toMatch(/<rect x="300\.0" y="0" width="16\.0" height="120" fill="#e53935"/)
  }, 60_000)
})
