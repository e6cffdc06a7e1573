import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { mixToMono } from '../audio/mix-to-mono.ts'
import { buildCase } from '../eval/build-case.ts'
import { parseCases } from '../eval/case-file.ts'
import { moduleVerdict } from '../testing/module-verdict.ts'
import { noiseFloorModule } from './noise-floor.ts'

// Dev cases (espeak-ng speech, needs espeak-ng).
const devCase = (set: string, id: string) => {
  const file = new URL(`../../../../tests/data/analyst/${set}.jsonl`, import.meta.url)
  const description = parseCases(readFileSync(file, 'utf8'), set).find((c) => c.id === id)!
  const { audio } = buildCase(description)
  return moduleVerdict(noiseFloorModule, mixToMono(audio), audio.sampleRate)
}

describe('the window where the floor rose most', () => {
  it('is not a stretch clipped so often that only its loudest content is left to read a floor from', async () => {
    // Clipped at most peaks, with gaps: the quarter whose floor "rose" kept one frame of 19.
    const values = await devCase('dev6', 'dev6-pair-clipping+dropout')
    expect(values).toMatchObject({ detected: false })
    expect(Number(values.clippedFrames)).toBeGreaterThan(0)
  })

  it('still finds noise over part of a take, where every frame of the window is there to read', async () => {
    const values = await devCase('dev6', 'dev6-broadband_noise-partial')
    expect(values).toMatchObject({ detected: true })
    expect(Number(values.windowRiseDb)).toBeGreaterThanOrEqual(30)
  })
})
