import type { z } from 'zod'
import type { EvidenceSummary, ModuleSummary } from '../contract/index.ts'

/** The data that flows between pipeline nodes. */
export type DataFormat = 'audio' | 'spectrogram' | 'features'

/** Mono audio as a node sees it (the executor mixes channels down before the first node). */
export interface AudioData {
  format: 'audio'
  sampleRate: number
  samples: Float32Array
  /**
   * The decoded channels, when there are several and no filter has run yet: a defect that happens per
   * channel (clipping at each channel's own ceiling) is blurred by the mono mix.
   */
  channels?: readonly Float32Array[]
}

/** Magnitude frames from `frame-stft`; `frames[t][k]` is bin k of frame t. */
export interface SpectrogramData {
  format: 'spectrogram'
  sampleRate: number
  frameSize: number
  hop: number
  frames: Float32Array[]
  /** The audio the frames came from, so spectral modules can pass it on or re-frame it. */
  audio: AudioData
}

/** Numbers only; no module consumes them further (a terminal format, kept for the contract). */
export interface FeatureData {
  format: 'features'
  values: Record<string, number>
}

export type ModuleData = AudioData | SpectrogramData | FeatureData

/** What a node gets besides its input. */
export interface ModuleContext {
  /** A unique evidence id for this node (`exp-1/n2/hum-detector`). */
  evidenceId: string
  signal?: AbortSignal
}

export interface ModuleResult {
  output: ModuleData
  evidence: EvidenceSummary[]
}

/**
 * A catalogue entry: the seed's summary, its params' schema (ranges, defaults) and the computation.
 * `accepts` lists every input format the module takes (the summary's inputFormat is the first);
 * analysis modules are taps: they pass their input through, so they can follow filters and each other.
 */
export interface AnalysisModule<P extends Record<string, unknown> = Record<string, unknown>> {
  summary: ModuleSummary
  accepts: readonly DataFormat[]
  params: z.ZodType<P>
  run(input: ModuleData, params: P, ctx: ModuleContext): ModuleResult | Promise<ModuleResult>
}

/** Declares a module with its param type inferred from the schema. */
export function defineModule<S extends z.ZodType<Record<string, unknown>>>(module: {
  summary: ModuleSummary
  accepts: readonly DataFormat[]
  params: S
  run(input: ModuleData, params: z.output<S>, ctx: ModuleContext): ModuleResult | Promise<ModuleResult>
}): AnalysisModule {
  return module as unknown as AnalysisModule
}

/** The audio inside a node's input (spectral modules accept either audio or a spectrogram). */
export function audioOf(input: ModuleData): AudioData {
  if (input.format === 'audio') return input
  if (input.format === 'spectrogram') return input.audio
  throw new Error('this module needs audio or a spectrogram, got features')
}

/** A detector's single anomaly evidence, in the convention the loop and the evaluation rely on. */
export function anomalyEvidence(
  ctx: ModuleContext,
  moduleId: string,
  defect: string,
  detected: boolean,
  score: number,
  details: Record<string, unknown>,
  confidence: number,
): EvidenceSummary {
  return {
    id: ctx.evidenceId,
    producerModuleId: moduleId,
    category: 'anomaly',
    values: { defect, detected, score: clamp01(score), ...details },
    confidence: clamp01(confidence),
  }
}

/** A feature module's evidence: its numbers under `values`. */
export function featureEvidence(
  ctx: ModuleContext,
  moduleId: string,
  values: Record<string, unknown>,
  confidence = 0.9,
): EvidenceSummary {
  return { id: ctx.evidenceId, producerModuleId: moduleId, category: 'feature', values, confidence }
}

export function clamp01(x: number): number {
  return Number.isFinite(x) ? Math.max(0, Math.min(1, x)) : 0
}

/** Rounds for evidence values, so the model reads 3 significant decimals, not float noise. */
export function r3(x: number): number {
  return Number.isFinite(x) ? Math.round(x * 1000) / 1000 : 0
}
