import { moduleDefinition } from '@mindwire/synth/catalogue'
import type { CanvasNode, CanvasSnapshot } from '@mindwire/synth/graph'
import { fill, type StudioWords, studioWords } from '../app/studio-words.ts'
import { parseSequence } from './modules/sequence.ts'

/** Why ▶ would stay silent, or how the canvas makes its sound. */
export type SoundCheck =
  | { kind: 'plays' }
  /** The sound waits for a person to play it (keyboard or MIDI input). */
  | { kind: 'keys'; module: string }
  | { kind: 'missing'; reason: MissingReason; module?: string }

export type MissingReason = 'no_speaker' | 'no_source' | 'source_off' | 'no_notes' | 'empty_sequence'

/**
 * What ▶ will do with this canvas, read from the catalogue's ports: walk the audio connections back from
 * every speaker to the sources, and for a source that needs notes, the note connections back to who gives
 * them. A free-running source or a sequencer with steps plays; otherwise the first thing missing is named.
 */
export function soundCheck(canvas: CanvasSnapshot): SoundCheck {
  const speakers = canvas.nodes.filter((node) => node.type === 'speaker')
  if (speakers.length === 0) return { kind: 'missing', reason: 'no_speaker' }
  const sources = upstream(canvas, speakers, 'audio').filter(isAudioSource)
  if (sources.length === 0) return { kind: 'missing', reason: 'no_source' }
  const on = sources.filter((node) => node.enabled)
  if (on.length === 0) return { kind: 'missing', reason: 'source_off', module: sources[0]!.name }
  if (on.some((node) => !needsNotes(node))) return { kind: 'plays' }
  const givers = upstream(canvas, on, 'array').filter((node) => !hasInput(node, 'array'))
  const sequencers = givers.filter(playsByItself)
  if (sequencers.some((node) => parseSequence(String(node.params.sequence ?? '[]')).length > 0))
    return { kind: 'plays' }
  if (sequencers.length > 0) return { kind: 'missing', reason: 'empty_sequence', module: sequencers[0]!.name }
  const played = givers[0]
  if (played) return { kind: 'keys', module: played.name }
  return { kind: 'missing', reason: 'no_notes', module: on[0]!.name }
}

/** Every module that feeds `from` through connections of one port type, transitively (not `from` itself). */
function upstream(
  canvas: CanvasSnapshot,
  from: readonly CanvasNode[],
  type: 'audio' | 'array',
): CanvasNode[] {
  const byId = new Map(canvas.nodes.map((node) => [node.id, node]))
  const seen = new Set(from.map((node) => node.id))
  const found: CanvasNode[] = []
  const queue = [...from]
  while (queue.length > 0) {
    const node = queue.shift()!
    for (const edge of canvas.edges) {
      if (edge.target !== node.id || seen.has(edge.source)) continue
      const source = byId.get(edge.source)
      const port = source && moduleDefinition(source.type)?.outputs.find((p) => p.name === edge.sourceHandle)
      if (!source || port?.type !== type) continue
      seen.add(source.id)
      found.push(source)
      queue.push(source)
    }
  }
  return found
}

const hasInput = (node: CanvasNode, type: 'audio' | 'array') =>
  moduleDefinition(node.type)?.inputs.some((port) => port.type === type) ?? false

/** Makes sound of its own: an audio output and no audio input (oscillators, the trumpet). */
const isAudioSource = (node: CanvasNode) =>
  !hasInput(node, 'audio') &&
  (moduleDefinition(node.type)?.outputs.some((port) => port.type === 'audio') ?? false)

/** Sounds only while notes arrive (the advanced oscillator, the trumpet). */
const needsNotes = (node: CanvasNode) => hasInput(node, 'array')

/** Gives notes without a person: it has steps of its own (the sequencer's `sequence`). */
const playsByItself = (node: CanvasNode) =>
  moduleDefinition(node.type)?.parameters.some((parameter) => parameter.name === 'sequence') ?? false

/** The check in words for the person at the transport. */
export function soundCheckText(check: SoundCheck, say: StudioWords = studioWords()): string | null {
  if (check.kind === 'plays') return null
  if (check.kind === 'keys') return fill(say.sound.keys, { name: check.module })
  return fill(say.sound[check.reason], { name: check.module ?? '' })
}
