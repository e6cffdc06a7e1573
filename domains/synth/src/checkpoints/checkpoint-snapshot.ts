import type { Message } from '@mindwire/agent'
import type { CanvasSnapshot } from '../graph/canvas.ts'
import { normalizeSnapshot } from '../graph/normalize.ts'

/** What a saved checkpoint holds: the canvas and the conversation that built it (seed 001 §4.2.5). */
export interface SynthCheckpointSnapshot {
  version: 1
  canvas: CanvasSnapshot
  messages: Message[]
}

/** The stored snapshot read back; anything malformed reads as an empty canvas and no messages. */
export function readCheckpointSnapshot(value: unknown): SynthCheckpointSnapshot {
  const record = (value !== null && typeof value === 'object' ? value : {}) as Record<string, unknown>
  return {
    version: 1,
    canvas: normalizeSnapshot(record.canvas),
    messages: Array.isArray(record.messages) ? (record.messages as Message[]) : [],
  }
}
