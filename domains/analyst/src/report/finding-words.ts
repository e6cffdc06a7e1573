import type { EvidenceSummary, RankedFinding } from '../contract/index.ts'

/** What a defect is called in the report's sentences. */
const DEFECT_NAMES: Record<string, string> = {
  clipping: 'Clipping',
  hum: 'Mains hum',
  broadband_noise: 'Broadband noise',
  dropout: 'Dropout',
  dc_offset: 'DC offset',
  resonance: 'Resonance',
  muffled: 'Muffled sound (lost highs)',
}

/** What each module is called when the report says who saw what. */
const MODULE_NAMES: Record<string, string> = {
  'clipping-detector': 'the clipping detector',
  'hum-detector': 'the hum detector',
  'noise-floor': 'the noise-floor reading',
  'dropout-detector': 'the dropout detector',
  'dc-offset': 'the DC-offset reading',
  'resonance-peaks': 'the resonance reading',
  'band-energy': 'the band-energy reading',
  'spectral-shape': 'the spectral-shape reading',
  'level-stats': 'the level statistics',
  thd: 'the distortion (THD) reading',
}

/**
 * The values that say how strong a defect is, in the order the sentence prefers them, each with its words.
 * The keys are the detectors' evidence fields; one absent is skipped.
 */
const STRENGTH_WORDS: Record<string, readonly [key: string, say: (v: number) => string][]> = {
  clipping: [
    ['ceilingDbfs', (v) => `flattened at ${v.toFixed(1)} dBFS`],
    ['clippedFraction', (v) => `${(v * 100).toFixed(2)} % of samples on the ceiling`],
  ],
  hum: [
    ['levelDbfs', (v) => `hum level ${v.toFixed(1)} dBFS`],
    ['prominenceDb', (v) => `${v.toFixed(1)} dB above the spectrum around it`],
  ],
  broadband_noise: [['snrDb', (v) => `signal-to-noise ratio ${v.toFixed(1)} dB`]],
  dropout: [['totalMs', (v) => `${Math.round(v)} ms missing in all`]],
  dc_offset: [
    [
      'offset',
      (v) =>
        `offset ${v.toFixed(3)} of full scale (${(20 * Math.log10(Math.abs(v) || 1e-9)).toFixed(1)} dBFS)`,
    ],
  ],
  resonance: [['prominenceDb', (v) => `+${v.toFixed(1)} dB over its neighbourhood`]],
  muffled: [
    ['highBandDropDb', (v) => `highs ${v.toFixed(1)} dB down`],
    ['contentEdgeHz', (v) => `content ends near ${(v / 1000).toFixed(1)} kHz`],
  ],
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

/** A defect label as a reader names it. */
export const defectName = (label: string) => DEFECT_NAMES[label] ?? label

/** A module id as a reader names it. */
export const moduleName = (id: string | undefined) => (id ? (MODULE_NAMES[id] ?? id) : 'an unnamed module')

/** The gaps (or the one stretch) a piece of evidence names, in ms. */
export function stretchesOf(values: Record<string, unknown>): [number, number][] {
  const { gaps, startMs, endMs } = values
  if (Array.isArray(gaps))
    return gaps.filter(
      (g): g is [number, number] =>
        Array.isArray(g) && typeof g[0] === 'number' && typeof g[1] === 'number' && g[1] > g[0],
    )
  if (typeof startMs === 'number' && typeof endMs === 'number' && endMs > startMs) return [[startMs, endMs]]
  return []
}

/**
 * One finding in plain words: what, where in time and frequency, how strong, how sure. For example
 * "Dropout at 1.50–1.58 s and 2.40–2.45 s; 130 ms missing in all. Confidence 86 %."
 */
export function findingSentence(
  finding: RankedFinding,
  evidence: ReadonlyMap<string, EvidenceSummary>,
  durationMs?: number,
): string {
  const supporting = finding.supportingEvidence.flatMap((id) => evidence.get(id) ?? [])
  const values = Object.assign({}, ...supporting.map((e) => e.values)) as Record<string, unknown>
  const parts: string[] = []
  const hz = supporting.map((e) => e.values.frequencyHz).find((v) => typeof v === 'number' && v > 0)
  const where = typeof hz === 'number' ? ` at ${Math.round(hz)} Hz` : ''
  const stretches = supporting.flatMap((e) => stretchesOf(e.values))
  const when =
    stretches.length > 0
      ? ` at ${stretches.map(([a, b]) => `${(a / 1000).toFixed(2)}–${seconds(b)}`).join(', ')}`
      : typeof values.startMs === 'number' && values.startMs > 0
        ? ` from ${seconds(values.startMs)}`
        : durationMs
          ? ` over the whole take (0–${seconds(durationMs)})`
          : ' over the whole take'
  const count = typeof values.count === 'number' && values.count > 1 ? ` (${values.count} events)` : ''
  for (const [key, say] of STRENGTH_WORDS[finding.label] ?? [])
    if (typeof values[key] === 'number') parts.push(say(values[key]))
  const strength = parts.length > 0 ? `; ${parts.join(', ')}` : ''
  return `${defectName(finding.label)}${where}${when}${count}${strength}. Confidence ${Math.round(finding.confidence * 100)} %.`
}

/** The evidence behind a finding in words: who saw it, and who argued against it. */
export function evidenceWords(
  finding: RankedFinding,
  evidence: ReadonlyMap<string, EvidenceSummary>,
): string[] {
  const say = (id: string, supports: boolean) => {
    const item = evidence.get(id)
    if (!item) return `${supports ? 'Supported' : 'Contradicted'} by evidence that is no longer available.`
    const verb = supports ? 'found it' : 'did not find it'
    return `${capitalise(moduleName(item.producerModuleId))} ${verb} (its own confidence ${Math.round(item.confidence * 100)} %).`
  }
  return [
    ...finding.supportingEvidence.map((id) => say(id, true)),
    ...finding.contradictingEvidence.map((id) => say(id, false)),
  ]
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
