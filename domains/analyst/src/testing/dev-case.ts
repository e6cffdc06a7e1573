import { readFileSync } from 'node:fs'
import { mixToMono } from '../audio/mix-to-mono.ts'
import { buildCase } from '../eval/build-case.ts'
import { parseCases } from '../eval/case-file.ts'

/** One case of a development set in `tests/data/analyst`, rendered and mixed to mono. */
export function devCaseAudio(set: string, id: string): { samples: Float32Array; sampleRate: number } {
  const file = new URL(`../../../../tests/data/analyst/${set}.jsonl`, import.meta.url)
  const description = parseCases(readFileSync(file, 'utf8'), set).find((c) => c.id === id)
  if (!description) throw new Error(`${set}.jsonl has no case ${id}`)
  const { audio } = buildCase(description)
  return { samples: mixToMono(audio), sampleRate: audio.sampleRate }
}
