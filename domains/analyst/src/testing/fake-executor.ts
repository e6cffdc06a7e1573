import type { DefectLabel } from '../contract/defects.ts'
import type { DecodedAudio, ExperimentExecutor } from '../contract/executor.ts'
import type { ChainTemplateSummary, EvidenceSummary, ModuleSummary } from '../contract/orchestrator-input.ts'
import type { AnalystDeps } from '../loop/analyst-deps.ts'

// Test-only: an executor that honours the contract (unknown modules are refused with failureReasons and
// nothing runs; detectors give `anomaly` evidence with defect/detected/score) over injected truth, so the
// loop, planners and API are tested without the real DSP. The real executor replaces it at merge.

/** Which module settles which defect. */
const DETECTS: Record<string, DefectLabel> = {
  'clipping-detector': 'clipping',
  'dc-offset': 'dc_offset',
  'hum-detector': 'hum',
  'noise-floor': 'broadband_noise',
  'dropout-detector': 'dropout',
  'resonance-peaks': 'resonance',
  'band-energy': 'muffled',
}
const FEATURES = ['highpass', 'lowpass', 'bandpass', 'notch', 'frame-stft', 'level-stats', 'spectral-shape']
const MODULE_IDS = [...Object.keys(DETECTS), ...FEATURES, 'mfcc', 'pitch-yin', 'onset-tempo', 'thd']

export const FAKE_MODULES: ModuleSummary[] = MODULE_IDS.map((id) => ({
  id,
  stage: DETECTS[id] ? 'detector' : 'feature',
  signalProfiles: ['audio'],
  goals: DETECTS[id] ? [`detect ${DETECTS[id]}`] : ['describe'],
  inputFormat: 'pcm',
  outputFormat: 'evidence',
  tunableParams: [],
}))

const chain = (id: string, costClass: ChainTemplateSummary['costClass']): ChainTemplateSummary => ({
  id,
  name: id,
  purpose: id,
  signalProfiles: ['audio'],
  goals: [id],
  costClass,
})
export const FAKE_CHAINS: ChainTemplateSummary[] = [
  chain('quick-probe', 'low'),
  chain('hum-check', 'low'),
  chain('noise-check', 'low'),
  chain('dropout-check', 'low'),
  chain('resonance-check', 'medium'),
  chain('muffled-check', 'low'),
  chain('full-defect-scan', 'high'),
]

export interface FakeExecutorOptions {
  /** The defects the audio "has". */
  truth: readonly DefectLabel[]
  /** Modules the fake refuses as if they were not in the catalogue. */
  refuse?: readonly string[]
  /** Wall time each experiment takes, to test the latency budget. */
  delayMs?: number
}

/** AnalystDeps over the fake executor; `runs` records every pipeline the loop asked for. */
export function fakeDeps(options: FakeExecutorOptions): AnalystDeps & { runs: string[][] } {
  const truth = new Set(options.truth)
  const refused = new Set(options.refuse ?? [])
  const runs: string[][] = []
  const verdict = (id: string, moduleId: string, defect: DefectLabel): EvidenceSummary => ({
    id,
    producerModuleId: moduleId,
    category: 'anomaly',
    values: { defect, detected: truth.has(defect), score: truth.has(defect) ? 0.9 : 0.05 },
    confidence: 0.9,
  })
  const executor: ExperimentExecutor = {
    async run(planned, _audio, { id, parentId }) {
      const pipelineSummary = planned.pipeline.map((node) => node.moduleId)
      runs.push(pipelineSummary)
      const base = { id, parentId, hypothesisId: planned.hypothesisId, pipelineSummary }
      const unknown = pipelineSummary.filter((m) => !MODULE_IDS.includes(m) || refused.has(m))
      if (unknown.length > 0)
        return {
          experiment: {
            ...base,
            scoreTotal: 0,
            failureReasons: unknown.map((m) => `unknown module ${m}`),
            keyEvidence: [],
          },
          evidence: [],
          ms: 0,
        }
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs))
      const evidence = pipelineSummary.flatMap((moduleId, index) => {
        const defect = DETECTS[moduleId]
        return defect ? [verdict(`${id}-ev${index + 1}`, moduleId, defect)] : []
      })
      return {
        experiment: {
          ...base,
          scoreTotal: evidence.length,
          failureReasons: [],
          keyEvidence: evidence.map((e) => e.id),
        },
        evidence,
        ms: options.delayMs ?? 1,
      }
    },
  }
  return {
    executor,
    modules: FAKE_MODULES,
    chains: FAKE_CHAINS,
    runs,
    probe: () => [
      {
        id: 'probe-level',
        producerModuleId: 'level-stats',
        category: 'feature',
        values: { rms: 0.1, peak: 0.5 },
        confidence: 1,
      },
      verdict('probe-dc', 'dc-offset', 'dc_offset'),
      verdict('probe-clip', 'clipping-detector', 'clipping'),
    ],
    decode: async (bytes) => fakeAudio(bytes.length),
  }
}

/** A second of silence at 8 kHz, or as many samples as bytes were given (the fake decodes nothing). */
export function fakeAudio(samples = 8000): DecodedAudio {
  return {
    sampleRate: 8000,
    channels: [new Float32Array(samples)],
    durationMs: (samples / 8000) * 1000,
    format: 'wav',
  }
}
