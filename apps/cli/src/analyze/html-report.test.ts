import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { analystDeps } from '@mindwire/analyst'
import { buildCase } from '@mindwire/analyst/eval'
import { encodeWav } from '@mindwire/analyst/executor'
import { afterAll, describe, expect, it } from 'vitest'
import { analyzeFiles } from '../commands/analyze.ts'

// The real analyst on synthesised speech with 50 Hz hum and two 80 ms dropouts (1.5 s, 2.6 s), written as a WAV.
const dir = await mkdtemp(join(tmpdir(), 'mindwire-html-'))
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('the HTML report', () => {
  it('marks every dropout and the hum on pictures with axes, and says each finding in words', async () => {
    const { audio } = buildCase({
      id: 'take',
      source: { kind: 'speech', variant: 'female', seconds: 4, sampleRate: 44_100, seed: 7 },
      defects: [
        { label: 'hum', params: { frequency: 50, levelDb: -15, harmonics: 4 } },
        { label: 'dropout', params: { atMs: [1500, 2600], lengthMs: 80 } },
      ],
      truth: ['hum', 'dropout'],
    })
    const wav = join(dir, 'take.wav')
    await writeFile(wav, encodeWav(audio))
    const html = join(dir, 'report.html')
    await analyzeFiles([wav], { planner: 'offline', html }, analystDeps(), () => {})
    const page = await readFile(html, 'utf8')
    // Every gap is marked, not only the first; each mark sits at its time on the 670 px plot of a 4 s take.
    expect(page).toContain('aria-label="dropout 1500–1580 ms"')
    expect(page).toContain('aria-label="dropout 2600–2680 ms"')
    expect(page).toMatch(/<rect x="251\.3" y="0" width="13\.4" height="112" fill="#e53935"/)
    expect(page).toContain('aria-label="hum 50 Hz"')
    // Both pictures carry their axes; the spectrogram its colour scale.
    expect(page.match(/>time \(s\)</g)).toHaveLength(2)
    expect(page).toContain('>frequency (kHz)<')
    expect(page).toContain('aria-label="colour scale: dB below the loudest cell"')
    // Findings read as sentences with times, strength and confidence.
    expect(page).toMatch(/Dropout at 1\.50–1\.58 s, 2\.60–2\.68 s[^<]*ms missing in all\. Confidence \d+ %\./)
    expect(page).toMatch(/Mains hum at 50 Hz[^<]*hum level -?\d+\.\d dBFS[^<]*Confidence \d+ %\./)
    expect(page).toContain('The dropout detector found it')
    // Evidence ids (experiment/node/module) appear only inside the details folds.
    const outsideFolds = page.replace(/<details>[\s\S]*?<\/details>/g, '')
    expect(page).toMatch(/\/n\d+\/dropout-detector/)
    expect(outsideFolds).not.toMatch(/\/n\d+\//)
  }, 60_000)
})
