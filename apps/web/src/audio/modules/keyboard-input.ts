import type { CanvasNode } from '@mindwire/synth/graph'
import { AudioModule, clamp, type ParamValue, type ToneDescription } from '../audio-module.ts'
import type { ModuleContext } from '../module-context.ts'
import type { NoteSignal } from '../ports/note-signal.ts'

/** The velocity of a key press before sensitivity (the original's 0.7). */
export const KEY_VELOCITY = 0.7

/**
 * 键盘输入器: the virtual MIDI keyboard's pressed keys as note lists. A key offset becomes
 * clamp(startNote + offset + transpose, 0, 127) at velocity clamp(0.7*velocitySensitivity, 0, 1).
 */
export class KeyboardInputModule extends AudioModule {
  readonly #notes: NoteSignal
  readonly #velocities: NoteSignal

  constructor(node: CanvasNode, context: ModuleContext) {
    super(node, context)
    this.#notes = this.noteOutput('activeNotes')
    this.#velocities = this.noteOutput('activeVelocities')
    this.onDispose(context.keyboard.subscribe((pressed) => this.#update(pressed)))
  }

  protected applyParam(name: string, _value: ParamValue): void {
    if (name === 'keyboardEnabled' || name === 'transpose' || name === 'startNote')
      this.#update(this.context.keyboard.pressed)
  }

  #update(pressed: readonly number[]): void {
    const playing = this.bool('keyboardEnabled')
      ? pressed.filter((offset) => offset < this.num('noteCount'))
      : []
    const notes = playing.map((offset) =>
      clamp(this.num('startNote') + offset + this.num('transpose'), 0, 127),
    )
    const velocity = clamp(KEY_VELOCITY * this.num('velocitySensitivity'), 0, 1)
    // Velocities first: an instrument reads them when the note list changes.
    this.#velocities.set(notes.map(() => velocity))
    this.#notes.set(notes)
  }

  describe(): ToneDescription {
    return { kind: 'NoteList', nodes: [], values: { notes: this.#notes.list.values.join(',') } }
  }
}
