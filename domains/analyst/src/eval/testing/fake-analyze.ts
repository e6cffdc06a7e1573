import { readFileSync } from 'node:fs'
import type { DecodedAudio, DefectLabel, FinalConclusion } from '../../contract/index.ts'
import type { Analyze } from '../analyze.ts'
import { buildCase } from '../build-case.ts'
import { parseCases } from '../case-file.ts'
import type { CaseDescription } from '../case-schema.ts'
import { subSeed } from '../rng.ts'

/**
 * Fake analyzers with known answers, for testing the scorer and `mindwire eval analyst`. They never
 * see a case's id, only its audio (as the real loop does): they recognise each case by a fingerprint
 * of its rendered samples, which works because rendering is deterministic.
 *
 * - `half`: the truth, at confidence 0.9, for every other case (in file order); nothing for the rest.
 * - `noisy`: the truth with some labels dropped, a wrong label added to some cases, and decoys under
 *   the confidence threshold that must not count.
 */
export type FakeMode = 'half' | 'noisy'

/** A fake Analyze that knows the truth of `cases`. */
export function createFakeAnalyze(cases: CaseDescription[], mode: FakeMode): Analyze {
  const known = new Map<string, { index: number; id: string; truth: DefectLabel[] }>()
  cases.forEach((description, index) => {
    const { audio, truth } = buildCase(description)
    known.set(fingerprint(audio), { index, id: description.id, truth })
  })
  return async (audio) => {
    const entry = known.get(fingerprint(audio))
    if (!entry) throw new Error('fake analyzer: unknown audio')
    const labels =
      mode === 'half' ? (entry.index % 2 === 0 ? entry.truth : []) : noisyLabels(entry.id, entry.truth)
    return {
      final: conclusion(labels, mode === 'noisy'),
      experimentsUsed: 2 + (entry.index % 5),
      ms: 10 + entry.index,
    }
  }
}

/** The fake as a module for `--analyze`: the cases come from ANALYST_FAKE_CASES, the mode from ANALYST_FAKE_MODE. */
export function createAnalyze(): Analyze {
  const file = process.env.ANALYST_FAKE_CASES
  if (!file) throw new Error('ANALYST_FAKE_CASES is not set')
  return createFakeAnalyze(
    parseCases(readFileSync(file, 'utf8'), file),
    (process.env.ANALYST_FAKE_MODE ?? 'half') as FakeMode,
  )
}

/** Drops a label for one in three (case, label) pairs and adds a wrong one to one case in four. */
export function noisyLabels(id: string, truth: DefectLabel[]): string[] {
  const kept = truth.filter((label) => subSeed(0, `${id}:${label}`) % 3 !== 0)
  const wrong = (['hum', 'clipping', 'muffled'] as const).find((label) => !truth.includes(label))!
  return subSeed(1, id) % 4 === 0 ? [...kept, wrong] : kept
}

function conclusion(labels: string[], decoys: boolean): FinalConclusion {
  const findings = labels.map((label) => ({
    label,
    confidence: 0.9,
    supportingEvidence: [],
    contradictingEvidence: [],
  }))
  // Under-threshold findings: the scorer must ignore them.
  if (decoys)
    findings.push({ label: 'resonance', confidence: 0.3, supportingEvidence: [], contradictingEvidence: [] })
  return { summary: 'fake', findings, experimentsRun: [], uncertainty: [], suggestedNextActions: [] }
}

function fingerprint(audio: DecodedAudio): string {
  let hash = 2166136261
  for (const channel of audio.channels) {
    const words = new Uint32Array(channel.buffer, channel.byteOffset, channel.length)
    for (let i = 0; i < words.length; i++) hash = Math.imul(hash ^ words[i]!, 16777619)
  }
  return `${audio.sampleRate}:${audio.channels.length}:${audio.channels[0]?.length}:${hash >>> 0}`
}
