import type { DecodedAudio } from '../contract/executor.ts'
import type { ObservationSummary } from '../contract/orchestrator-input.ts'

/** The seed's ObservationSummary of decoded audio; tags and capture metadata come from the caller. */
export function observationOf(
  audio: DecodedAudio,
  extra: { id: string; tags?: string[]; captureMetadata?: Record<string, unknown> },
): ObservationSummary {
  return {
    id: extra.id,
    modality: 'audio',
    durationMs: Math.round(audio.durationMs),
    sampleRate: audio.sampleRate,
    channels: audio.channels.length,
    tags: extra.tags ?? [],
    captureMetadata: { format: audio.format, ...extra.captureMetadata },
  }
}
