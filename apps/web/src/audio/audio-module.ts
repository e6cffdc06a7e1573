import { defaultParams } from '@mindwire/synth/catalogue'
import type { CanvasNode } from '@mindwire/synth/graph'
import type * as Tone from 'tone'
import type { ModuleContext } from './module-context.ts'
import { ControlInput, ControlSignal } from './ports/control-signal.ts'
import { NoteInput, type NoteList, NoteSignal } from './ports/note-signal.ts'

export type ParamValue = number | boolean | string

/** What the debug hook reports for a module: its Tone.js nodes and their current values. */
export interface ToneDescription {
  /** The main Tone.js node's class, e.g. `Oscillator`. */
  kind: string
  /** Every Tone.js node the module owns, by class name. */
  nodes: string[]
  /** Values read back from the Tone.js nodes (not from the canvas). */
  values: Record<string, number | string | boolean | null>
}

/**
 * One canvas module in the audio engine. Ports: audio ports are Tone.js nodes, number ports control
 * signals, array ports note lists. Subclasses build their Tone.js nodes in the constructor and react
 * to single parameter changes in `applyParam`, so a change never rebuilds a module.
 */
export abstract class AudioModule {
  readonly id: string
  readonly type: string
  readonly audioIn = new Map<string, Tone.ToneAudioNode>()
  readonly audioOut = new Map<string, Tone.ToneAudioNode>()
  readonly controlIn = new Map<string, ControlInput>()
  readonly controlOut = new Map<string, ControlSignal>()
  readonly notesIn = new Map<string, NoteInput>()
  readonly notesOut = new Map<string, NoteSignal>()
  protected readonly context: ModuleContext
  protected readonly params: Record<string, ParamValue>
  protected enabled: boolean
  readonly #owned: Tone.ToneAudioNode[] = []
  readonly #cleanups: (() => void)[] = []

  constructor(node: CanvasNode, context: ModuleContext) {
    this.id = node.id
    this.type = node.type
    this.context = context
    this.params = { ...defaultParams(node.type), ...node.params }
    this.enabled = node.enabled
  }

  /** Applies every parameter and the enabled switch once, after the subclass built its nodes. */
  init(): this {
    for (const [name, value] of Object.entries(this.params)) this.applyParam(name, value)
    this.applyEnabled(this.enabled)
    return this
  }

  setParam(name: string, value: ParamValue): void {
    if (this.params[name] === value) return
    this.params[name] = value
    this.applyParam(name, value)
  }

  setEnabled(enabled: boolean): void {
    if (this.enabled === enabled) return
    this.enabled = enabled
    this.applyEnabled(enabled)
  }

  /** The number of connections arriving at an audio input changed (the speaker mirrors a lone side). */
  audioInputsChanged(_port: string, _sources: number): void {}

  abstract describe(): ToneDescription

  dispose(): void {
    for (const cleanup of this.#cleanups.splice(0)) cleanup()
    for (const node of this.#owned.splice(0)) node.dispose()
  }

  protected abstract applyParam(name: string, value: ParamValue): void

  /** Audio sources fall silent when disabled; effects override this to pass their input through. */
  protected applyEnabled(_enabled: boolean): void {}

  /** Registers a Tone.js node for disposal and for the debug description. */
  protected own<T extends Tone.ToneAudioNode>(node: T): T {
    this.#owned.push(node)
    return node
  }

  protected ownedNames(): string[] {
    return this.#owned.map((node) => node.name)
  }

  protected onDispose(cleanup: () => void): void {
    this.#cleanups.push(cleanup)
  }

  protected audioInput(name: string, node: Tone.ToneAudioNode): void {
    this.audioIn.set(name, node)
  }

  protected audioOutput(name: string, node: Tone.ToneAudioNode): void {
    this.audioOut.set(name, node)
  }

  protected controlInput(
    name: string,
    initial: number | null,
    onChange: (value: number | null) => void,
  ): ControlInput {
    const input = new ControlInput(initial, onChange)
    this.controlIn.set(name, input)
    return input
  }

  protected controlOutput(name: string, initial = 0): ControlSignal {
    const signal = new ControlSignal(initial)
    this.controlOut.set(name, signal)
    return signal
  }

  protected noteInput(name: string, onChange: (list: NoteList) => void): NoteInput {
    const input = new NoteInput(onChange)
    this.notesIn.set(name, input)
    return input
  }

  protected noteOutput(name: string): NoteSignal {
    const signal = new NoteSignal()
    this.notesOut.set(name, signal)
    return signal
  }

  protected num(name: string): number {
    const value = this.params[name]
    return typeof value === 'number' ? value : Number(value) || 0
  }

  protected str(name: string): string {
    return String(this.params[name] ?? '')
  }

  protected bool(name: string): boolean {
    return this.params[name] === true
  }
}

/** Reads a Tone.js param or signal's current value for the debug description. */
export function read(param: { value: unknown } | undefined): number | string | null {
  const value = param?.value
  return typeof value === 'number' || typeof value === 'string' ? value : null
}

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** MIDI note → Hz (`440*2^((n-69)/12)`). */
export const midiToHz = (note: number) => 440 * 2 ** ((note - 69) / 12)
