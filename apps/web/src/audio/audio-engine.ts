import type { CanvasEdge, CanvasSnapshot } from '@mindwire/synth/graph'
import * as Tone from 'tone'
import type { AudioModule, ToneDescription } from './audio-module.ts'
import { ControlClock } from './control-clock.ts'
import { diffGraphs, type GraphDiff, isEmptyDiff } from './graph-diff.ts'
import { KeyboardBus } from './keyboard-bus.ts'
import type { ModuleContext } from './module-context.ts'
import { createAudioModule } from './module-factory.ts'
import { Readouts } from './readouts.ts'

/** A connection the engine made, with the kind of port it joins. */
export interface LiveConnection extends CanvasEdge {
  kind: 'audio' | 'number' | 'array'
}

/** The engine's whole graph as the debug hook reports it. */
export interface AudioGraphReport {
  started: boolean
  contextState: string
  nodes: Record<string, { type: string; enabled: boolean } & ToneDescription>
  connections: LiveConnection[]
  /** Modules that feed the audio output right now. */
  toDestination: string[]
  /** How much work the syncs did: a parameter change must not create or dispose anything. */
  stats: typeof EMPTY_STATS
}

const EMPTY_STATS = { syncs: 0, created: 0, disposed: 0, params: 0, enables: 0, connects: 0, disconnects: 0 }

/**
 * The studio's sound: Tone.js modules built from the canvas. It knows nothing of React; the store
 * drives it one way through `sync(snapshot)`, which applies only the difference to the last snapshot.
 */
export class AudioEngine {
  readonly clock = new ControlClock()
  readonly readouts = new Readouts()
  readonly keyboard = new KeyboardBus()
  readonly master: Tone.Gain
  readonly fft: Tone.FFT
  readonly waveform: Tone.Waveform
  readonly stats = { ...EMPTY_STATS }
  readonly #modules = new Map<string, AudioModule>()
  readonly #connections = new Map<string, LiveConnection>()
  readonly #startListeners = new Set<() => void>()
  readonly #context: ModuleContext
  #snapshot: CanvasSnapshot = { nodes: [], edges: [] }
  #started = false

  constructor() {
    this.master = new Tone.Gain(1).toDestination()
    this.fft = new Tone.FFT(1024)
    this.waveform = new Tone.Waveform(1024)
    this.master.fan(this.fft, this.waveform)
    this.#context = {
      clock: this.clock,
      readouts: this.readouts,
      keyboard: this.keyboard,
      master: this.master,
      audioStarted: () => this.#started,
      onAudioStart: (listener) => {
        this.#startListeners.add(listener)
        return () => this.#startListeners.delete(listener)
      },
    }
  }

  get started(): boolean {
    return this.#started
  }

  /** Starts the AudioContext; call it from a user gesture (the 启动音频 button). */
  async start(): Promise<void> {
    await Tone.start()
    if (this.#started) return
    this.#started = true
    for (const listener of this.#startListeners) listener()
  }

  /** Brings the audio graph to the canvas, touching only what differs from the previous sync. */
  sync(snapshot: CanvasSnapshot): GraphDiff {
    const diff = diffGraphs(this.#snapshot, snapshot)
    this.#snapshot = snapshot
    if (isEmptyDiff(diff)) return diff
    this.stats.syncs++
    for (const edge of diff.removedEdges) this.#disconnect(edge)
    for (const node of diff.removedNodes) {
      this.#modules.get(node.id)?.dispose()
      if (this.#modules.delete(node.id)) this.stats.disposed++
    }
    for (const node of diff.addedNodes) {
      const module = createAudioModule(node, this.#context)
      if (!module) continue
      this.#modules.set(node.id, module)
      this.stats.created++
    }
    for (const { id, name, value } of diff.params) {
      this.#modules.get(id)?.setParam(name, value)
      this.stats.params++
    }
    for (const { id, enabled } of diff.enabled) {
      this.#modules.get(id)?.setEnabled(enabled)
      this.stats.enables++
    }
    for (const edge of diff.addedEdges) this.#connect(edge)
    return diff
  }

  module(id: string): AudioModule | undefined {
    return this.#modules.get(id)
  }

  describe(): AudioGraphReport {
    const nodes: AudioGraphReport['nodes'] = {}
    const enabled = new Map(this.#snapshot.nodes.map((node) => [node.id, node.enabled]))
    for (const [id, module] of this.#modules)
      nodes[id] = { type: module.type, enabled: enabled.get(id) ?? false, ...module.describe() }
    return {
      started: this.#started,
      contextState: Tone.getContext().state,
      nodes,
      connections: [...this.#connections.values()],
      toDestination: Object.entries(nodes)
        .filter(([, node]) => node.values.toDestination === true)
        .map(([id]) => id),
      stats: { ...this.stats },
    }
  }

  dispose(): void {
    this.sync({ nodes: [], edges: [] })
    this.master.dispose()
    this.fft.dispose()
    this.waveform.dispose()
  }

  #connect(edge: CanvasEdge): void {
    const source = this.#modules.get(edge.source)
    const target = this.#modules.get(edge.target)
    if (!source || !target) return
    const audioOut = source.audioOut.get(edge.sourceHandle)
    const audioIn = target.audioIn.get(edge.targetHandle)
    const controlOut = source.controlOut.get(edge.sourceHandle)
    const controlIn = target.controlIn.get(edge.targetHandle)
    const notesOut = source.notesOut.get(edge.sourceHandle)
    const notesIn = target.notesIn.get(edge.targetHandle)
    let kind: LiveConnection['kind']
    if (audioOut && audioIn) {
      audioOut.connect(audioIn)
      kind = 'audio'
    } else if (controlOut && controlIn) {
      controlIn.attach(controlOut)
      kind = 'number'
    } else if (notesOut && notesIn) {
      notesIn.add(notesOut)
      kind = 'array'
    } else return
    this.#connections.set(edge.id, { ...edge, kind })
    this.stats.connects++
    if (kind === 'audio')
      target.audioInputsChanged(edge.targetHandle, this.#audioSources(edge.target, edge.targetHandle))
  }

  #disconnect(edge: CanvasEdge): void {
    const live = this.#connections.get(edge.id)
    if (!live) return
    this.#connections.delete(edge.id)
    this.stats.disconnects++
    const source = this.#modules.get(edge.source)
    const target = this.#modules.get(edge.target)
    if (!source || !target) return
    if (live.kind === 'audio') {
      const input = target.audioIn.get(edge.targetHandle)
      if (input) source.audioOut.get(edge.sourceHandle)?.disconnect(input)
      target.audioInputsChanged(edge.targetHandle, this.#audioSources(edge.target, edge.targetHandle))
    } else if (live.kind === 'number') {
      const output = source.controlOut.get(edge.sourceHandle)
      if (output) target.controlIn.get(edge.targetHandle)?.detach(output)
    } else {
      const output = source.notesOut.get(edge.sourceHandle)
      if (output) target.notesIn.get(edge.targetHandle)?.remove(output)
    }
  }

  #audioSources(target: string, port: string): number {
    let count = 0
    for (const live of this.#connections.values())
      if (live.kind === 'audio' && live.target === target && live.targetHandle === port) count++
    return count
  }
}
