import { ApiError } from '@mindwire/server'
import { AudioRejectedError } from '../audio/audio-limits.ts'
import { AnalysisBusyError, AnalysisOverrunError } from '../isolation/analysis-pool.ts'

/**
 * The client error an analysis failure is: a refused header (422 invalid_audio, or 413 audio_too_long
 * past the limits, naming the field), an overrun thread (422 analysis_overrun), threads too busy to
 * admit another upload (429 rate_limited, Retry-After). Any other decoder
 * failure is the file's too, said without the decoder's own text; undefined for what is not the upload's.
 */
export function analysisApiError(error: unknown, stage: 'decode' | 'run'): ApiError | undefined {
  if (error instanceof ApiError) return error
  if (error instanceof AudioRejectedError)
    return new ApiError(error.code === 'audio_too_long' ? 413 : 422, error.code, error.message, {
      ...(error.field && { details: { field: error.field } }),
    })
  if (error instanceof AnalysisBusyError)
    return new ApiError(429, 'rate_limited', error.message, { headers: { 'retry-after': '10' } })
  if (error instanceof AnalysisOverrunError)
    return new ApiError(422, 'analysis_overrun', `${error.message}; a shorter or simpler file may pass`)
  if (stage === 'decode') return new ApiError(422, 'invalid_audio', 'the audio could not be decoded')
  return undefined
}
