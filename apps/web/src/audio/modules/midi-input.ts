import type { CanvasNode } from '@mindwire/synth/graph'
import { AudioModule, clamp, type ParamValue, type ToneDescription } from '../audio-module.ts'
import type { ModuleContext } from '../module-context.ts'
import type { NoteSignal } from '../ports/note-signal.ts'
import { parseMidiNote } from './midi-message.ts'

/**
 * MIDI输入器: notes from WebMIDI devices (`inputDevice` '' listens to all; channel 0 to every channel).
 * note = clamp(note+transpose, 0, 127); velocity = clamp(v/127*velocitySensitivity, 0, 1). The device
 * names go to a readout, so the control panel can offer them.
 */
export class MidiInputModule extends AudioModule {
  readonly #notes: NoteSignal
  readonly #velocities: NoteSignal
  /** Raw held notes (before transpose) → raw velocity. */
  readonly #held = new Map<number, number>()
  #access: MIDIAccess | undefined

  constructor(node: CanvasNode, context: ModuleContext) {
    super(node, context)
    this.#notes = this.noteOutput('activeNotes')
    this.#velocities = this.noteOutput('activeVelocities')
    const request = globalThis.navigator?.requestMIDIAccess?.bind(globalThis.navigator)
    if (!request) context.readouts.set(`${this.id}:devices`, [])
    else
      request({ sysex: false })
        .then((access) => this.#connect(access))
        .catch(() => context.readouts.set(`${this.id}:devices`, []))
    this.onDispose(() => {
      for (const input of this.#access?.inputs.values() ?? []) input.onmidimessage = null
      if (this.#access) this.#access.onstatechange = null
    })
  }

  protected applyParam(name: string, _value: ParamValue): void {
    if (name === 'inputDevice' || name === 'channel') this.#held.clear()
    this.#emit()
  }

  #connect(access: MIDIAccess): void {
    this.#access = access
    const listen = () => {
      const inputs = [...access.inputs.values()]
      this.context.readouts.set(
        `${this.id}:devices`,
        inputs.map((input) => input.name ?? input.id),
      )
      for (const input of inputs) {
        input.onmidimessage = (event) => {
          const device = this.str('inputDevice')
          if (device && device !== input.name && device !== input.id) return
          if (event.data) this.#receive(event.data)
        }
      }
    }
    access.onstatechange = listen
    listen()
  }

  #receive(data: Uint8Array): void {
    const event = parseMidiNote(data)
    if (!event) return
    const channel = this.num('channel')
    if (channel !== 0 && event.channel !== channel) return
    if (event.on) this.#held.set(event.note, event.velocity)
    else this.#held.delete(event.note)
    this.#emit()
  }

  #emit(): void {
    const notes = [...this.#held.keys()].map((note) => clamp(note + this.num('transpose'), 0, 127))
    const velocities = [...this.#held.values()].map((v) =>
      clamp((v / 127) * this.num('velocitySensitivity'), 0, 1),
    )
    this.#velocities.set(velocities)
    this.#notes.set(notes)
  }

  describe(): ToneDescription {
    return {
      kind: 'NoteList',
      nodes: [],
      values: { notes: this.#notes.list.values.join(','), midi: Boolean(this.#access) },
    }
  }
}
