import type { ChainTemplateSummary, PlannedNode } from '../contract/index.ts'

interface ChainTemplate {
  summary: ChainTemplateSummary
  pipeline: PlannedNode[]
}

const node = (moduleId: string, params: Record<string, unknown> = {}): PlannedNode => ({ moduleId, params })

const TEMPLATES: ChainTemplate[] = [
  {
    summary: {
      id: 'quick-probe',
      name: 'Quick probe',
      purpose: 'cheap first look: level, DC offset, clipping, spectral shape and band balance (muffled)',
      signalProfiles: ['speech', 'music', 'tone', 'any'],
      goals: ['clipping', 'dc_offset', 'muffled', 'overview'],
      costClass: 'low',
    },
    pipeline: [
      node('level-stats'),
      node('dc-offset'),
      node('clipping-detector'),
      node('spectral-shape'),
      node('band-energy'),
    ],
  },
  {
    summary: {
      id: 'hum-check',
      name: 'Hum check',
      purpose: '50/60 Hz mains hum and its harmonics',
      signalProfiles: ['speech', 'music', 'any'],
      goals: ['hum'],
      costClass: 'low',
    },
    pipeline: [node('hum-detector', { mainsHz: 'auto' })],
  },
  {
    summary: {
      id: 'noise-check',
      name: 'Noise check',
      purpose: 'broadband noise floor and SNR',
      signalProfiles: ['speech', 'music', 'any'],
      goals: ['broadband_noise', 'snr'],
      costClass: 'medium',
    },
    pipeline: [node('noise-floor'), node('spectral-shape')],
  },
  {
    summary: {
      id: 'dropout-check',
      name: 'Dropout check',
      purpose: 'sudden silent gaps inside the signal',
      signalProfiles: ['speech', 'music', 'any'],
      goals: ['dropout'],
      costClass: 'low',
    },
    pipeline: [node('dropout-detector'), node('level-stats')],
  },
  {
    summary: {
      id: 'resonance-check',
      name: 'Resonance check',
      purpose: 'narrow resonant peaks in the long-term spectrum',
      signalProfiles: ['speech', 'music', 'any'],
      goals: ['resonance'],
      costClass: 'medium',
    },
    pipeline: [node('highpass', { fc: 60, order: 2 }), node('resonance-peaks'), node('band-energy')],
  },
  {
    summary: {
      id: 'muffled-check',
      name: 'Muffled check',
      purpose: 'missing high frequencies for the content (a low-pass, a covered microphone)',
      signalProfiles: ['speech', 'music'],
      goals: ['muffled'],
      costClass: 'low',
    },
    pipeline: [node('band-energy'), node('spectral-shape')],
  },
  {
    summary: {
      id: 'full-defect-scan',
      name: 'Full defect scan',
      purpose: 'every detector once, plus level and spectral features',
      signalProfiles: ['speech', 'music', 'tone', 'any'],
      goals: ['clipping', 'hum', 'broadband_noise', 'dropout', 'dc_offset', 'resonance', 'muffled'],
      costClass: 'high',
    },
    pipeline: [
      node('level-stats'),
      node('dc-offset'),
      node('clipping-detector'),
      node('dropout-detector'),
      node('hum-detector'),
      node('noise-floor'),
      node('resonance-peaks'),
      node('band-energy'),
      node('spectral-shape'),
    ],
  },
]

/** The chain templates as the seed's summaries (what the planner sees). */
export const CHAIN_TEMPLATES: ChainTemplateSummary[] = TEMPLATES.map((t) => t.summary)

/** The pipeline of a chain template (a fresh copy), or throws for an unknown id. */
export function pipelineOf(chainId: string): PlannedNode[] {
  const template = TEMPLATES.find((t) => t.summary.id === chainId)
  if (!template) throw new Error(`unknown chain template "${chainId}"`)
  return template.pipeline.map((n) => ({ moduleId: n.moduleId, params: { ...n.params } }))
}
