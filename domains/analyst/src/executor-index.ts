// The executor side of the analyst domain: decoding, the module catalogue, chains, probe and the executor.
export {
  type AudioLimits,
  AudioRejectedError,
  DEFAULT_AUDIO_LIMITS,
} from './audio/audio-limits.ts'
export { type AudioContainer, decodeAudio, sniffContainer } from './audio/decode-audio.ts'
export { mixToMono } from './audio/mix-to-mono.ts'
export { resample } from './audio/resample.ts'
export { decodeWav, encodeWav, type WavEncoding } from './audio/wav-codec.ts'
export { CHAIN_TEMPLATES, pipelineOf } from './chains/chain-templates.ts'
export { probe } from './chains/probe.ts'
export { createExecutor, type ExecutorOptions } from './executor/create-executor.ts'
export { pipelineSummary } from './executor/pipeline-summary.ts'
export { scoreExperiment } from './executor/score-experiment.ts'
export { type PipelineValidation, validatePipeline } from './executor/validate-pipeline.ts'
export { ANALYSIS_MODULES, DETECTOR_DEFECTS, MODULES, moduleById } from './modules/catalogue.ts'
export type { AnalysisModule, DataFormat } from './modules/module-types.ts'
