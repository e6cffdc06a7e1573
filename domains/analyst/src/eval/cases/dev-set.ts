import { DEFECT_LABELS, type DefectLabel } from '../../contract/index.ts'
import type { CaseDescription } from '../case-schema.ts'
import { composeCase, type SourceTemplate, templateFor } from './compose.ts'

/** The dev set's sources: the variants the analyst may be tuned on. */
const SOURCES: readonly SourceTemplate[] = [
  { kind: 'speech', variant: 'male', seconds: 5, sampleRate: 48000 },
  { kind: 'music', variant: 'piano', seconds: 5, sampleRate: 48000 },
  { kind: 'tone', variant: 'multitone', seconds: 4, sampleRate: 48000 },
  { kind: 'speech', variant: 'female', seconds: 5, sampleRate: 44100 },
  { kind: 'music', variant: 'organ', seconds: 5, sampleRate: 48000, channels: 2 },
  { kind: 'speech', variant: 'child', seconds: 4, sampleRate: 16000 },
  { kind: 'music', variant: 'strings', seconds: 5, sampleRate: 44100 },
  { kind: 'tone', variant: 'sine', seconds: 4, sampleRate: 48000 },
  { kind: 'quiet', variant: 'speech', seconds: 6, sampleRate: 48000 },
]

const CONTROLS: readonly SourceTemplate[] = [
  ...SOURCES,
  { kind: 'speech', variant: 'male', seconds: 6, sampleRate: 16000 },
  { kind: 'speech', variant: 'child', seconds: 5, sampleRate: 48000 },
  { kind: 'music', variant: 'piano', seconds: 6, sampleRate: 44100, channels: 2 },
  { kind: 'music', variant: 'strings', seconds: 5, sampleRate: 48000 },
  { kind: 'tone', variant: 'sine', seconds: 3, sampleRate: 16000 },
  { kind: 'quiet', variant: 'speech', seconds: 5, sampleRate: 44100 },
  // Loud but intact: a peak just under full scale is not clipping.
  { kind: 'music', variant: 'organ', seconds: 5, sampleRate: 48000, peakDb: -0.5 },
  { kind: 'speech', variant: 'female', seconds: 5, sampleRate: 48000, peakDb: -1 },
]

const STRENGTHS = [
  ['mild', 0.15],
  ['moderate', 0.5],
  ['strong', 0.9],
] as const

const PAIRS: [DefectLabel, DefectLabel][] = [
  ['clipping', 'hum'],
  ['hum', 'broadband_noise'],
  ['dropout', 'dc_offset'],
  ['resonance', 'muffled'],
  ['clipping', 'broadband_noise'],
  ['dc_offset', 'hum'],
  ['muffled', 'broadband_noise'],
  ['dropout', 'clipping'],
  ['resonance', 'hum'],
  ['muffled', 'dc_offset'],
  ['dropout', 'broadband_noise'],
  ['resonance', 'clipping'],
]

// Added with issue 16: one defect hiding another (a low-pass or a resonance under clipping or gaps), which
// the pairs above never combine. Generated after the controls, so every earlier case keeps its seed.
const MASKING_PAIRS: [DefectLabel, DefectLabel][] = [
  ['muffled', 'clipping'],
  ['dropout', 'muffled'],
  ['resonance', 'dropout'],
  ['clipping', 'muffled'],
]

// Added with issue 16's resonance round: a resonance under broadband noise, which the pairs above never
// combine. The signal chain (INJECTION_ORDER) adds the noise after the filter, as a preamp's hiss: the
// noise is not coloured, and it fills the gaps between partials where the colour would show. Generated
// after the masking pairs, so every earlier case keeps its seed.
const NOISY_PAIRS: [DefectLabel, DefectLabel][] = [['resonance', 'broadband_noise']]

// Defects that can come and go mid-file get a partial span at moderate strength.
const SPANNABLE: DefectLabel[] = ['hum', 'broadband_noise', 'dc_offset', 'clipping']
const SEED_BASE = 1000

/** The dev set: every defect alone at three strengths, again at another sample rate, pairs and controls. */
export function generateDevCases(): CaseDescription[] {
  const cases: CaseDescription[] = []
  let n = 0
  const seed = () => SEED_BASE + 7 * n++
  DEFECT_LABELS.forEach((label, l) => {
    STRENGTHS.forEach(([name, strength], s) => {
      const span: [number, number] | undefined =
        name === 'moderate' && SPANNABLE.includes(label) ? [0.3, 0.9] : undefined
      const template = templateFor(SOURCES, l + s * 2, [label])
      cases.push(
        composeCase(`dev-${label}-${name}`, template, seed(), [{ label, strength, span }], ['single', name]),
      )
    })
    const template = templateFor(
      SOURCES.filter((t) => t.sampleRate !== 48000),
      l,
      [label],
    )
    cases.push(
      composeCase(`dev-${label}-rate`, template, seed(), [{ label, strength: 0.6 }], ['single', 'moderate']),
    )
  })
  cases.push(...pairCases(PAIRS, 0, 'pair', ['pair'], seed))
  CONTROLS.forEach((template, c) => {
    const id = `dev-clean-${template.kind}-${template.variant}-${String(c + 1).padStart(2, '0')}`
    cases.push(composeCase(id, template, seed(), [], ['control']))
  })
  cases.push(...pairCases(MASKING_PAIRS, 5, 'mask', ['pair', 'masking'], seed))
  cases.push(...pairCases(NOISY_PAIRS, 2, 'noisy', ['pair'], seed))
  return cases
}

/** Pairs of defects at 0.55 and 0.7 strength, on sources from the `offset`-th on, one seed each. */
function pairCases(
  pairs: [DefectLabel, DefectLabel][],
  offset: number,
  prefix: string,
  tags: string[],
  seed: () => number,
): CaseDescription[] {
  return pairs.map(([a, b], p) =>
    composeCase(
      `dev-${prefix}-${a}+${b}`,
      templateFor(SOURCES, p + offset, [a, b]),
      seed(),
      [
        { label: a, strength: 0.55 },
        { label: b, strength: 0.7 },
      ],
      tags,
    ),
  )
}

/** The comment lines at the top of dev.jsonl. */
export const DEV_HEADER = [
  'Analyst evaluation, dev set: tune and debug against these cases.',
  'Generated by domains/analyst/scripts/generate-dev.ts (deterministic); do not edit by hand.',
  'Each line is a recipe: buildCase() renders the clean source from its seed and injects the defects.',
]
