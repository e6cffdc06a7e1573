import type { CanvasNode } from '@mindwire/synth/graph'
import * as Tone from 'tone'
import { AudioModule, clamp, midiToHz, type ParamValue, read, type ToneDescription } from '../audio-module.ts'
import type { ModuleContext } from '../module-context.ts'
import type { NoteInput, NoteList } from '../ports/note-signal.ts'

/** Brightness 0..1 → the low-pass filter's base cutoff, on a log scale from 400 Hz to 6.4 kHz. */
const cutoff = (brightness: number) => 400 * 16 ** clamp(brightness, 0, 1)

/**
 * 小号合成器: a monophonic brass voice (sawtooth through a filter with its own envelope), vibrato and
 * portamento; the newest held note sounds, and releasing it glides back to the one held before.
 */
export class TrumpetModule extends AudioModule {
  readonly #synth = this.own(
    new Tone.MonoSynth({
      oscillator: { type: 'sawtooth' },
      filter: { type: 'lowpass', Q: 1.5, rolloff: -24 },
      envelope: { attack: 0.04, decay: 0.2, sustain: 0.65, release: 0.45 },
      filterEnvelope: {
        attack: 0.06,
        decay: 0.3,
        sustain: 0.7,
        release: 0.4,
        octaves: 2.5,
        baseFrequency: 1200,
      },
    }),
  )
  readonly #vibrato = this.own(new Tone.Vibrato(5.5, 0.08))
  readonly #expression = this.own(new Tone.Gain(1))
  readonly #volume = this.own(new Tone.Volume(-10))
  readonly #velocities: NoteInput
  #held: number[] = []

  constructor(node: CanvasNode, context: ModuleContext) {
    super(node, context)
    this.#synth.chain(this.#vibrato, this.#expression, this.#volume)
    this.audioOutput('audioout', this.#volume)
    this.noteInput('notes', (list) => this.#play(list))
    this.#velocities = this.noteInput('velocities', () => undefined)
    this.controlInput('expression', 1, (value) => {
      this.#expression.gain.rampTo(clamp(value ?? 1, 0, 1), 0.016)
    })
  }

  protected applyParam(name: string, value: ParamValue): void {
    const number = Number(value)
    switch (name) {
      case 'level':
        this.#volume.volume.value = number
        break
      case 'attack':
        this.#synth.envelope.attack = number
        break
      case 'sustain':
        this.#synth.envelope.sustain = number
        break
      case 'release':
        this.#synth.envelope.release = number
        break
      case 'brightness':
        this.#synth.filterEnvelope.baseFrequency = cutoff(number)
        break
      case 'vibratoRate':
        this.#vibrato.frequency.value = number
        break
      case 'vibratoDepth':
        this.#vibrato.depth.value = number
        break
      case 'portamento':
        this.#synth.portamento = number
        break
    }
  }

  protected override applyEnabled(enabled: boolean): void {
    this.#volume.mute = !enabled
  }

  #play(list: NoteList): void {
    const time = list.time ?? Tone.now()
    const previous = this.#held
    this.#held = [...list.values]
    const newest = this.#held.at(-1)
    if (newest === undefined) {
      if (previous.length > 0) this.#synth.triggerRelease(time)
      return
    }
    if (previous.at(-1) === newest) return
    const velocity = this.#velocities.list.values[this.#held.length - 1] ?? 1
    // A new note attacks; releasing the newest of several glides to the one held before (legato).
    if (previous.includes(newest) || previous.length > this.#held.length)
      this.#synth.setNote(midiToHz(newest), time)
    else this.#synth.triggerAttack(midiToHz(newest), time, velocity)
  }

  describe(): ToneDescription {
    return {
      kind: this.#synth.name,
      nodes: this.ownedNames(),
      values: {
        volume: read(this.#volume.volume),
        mute: this.#volume.mute,
        cutoff: this.#synth.filterEnvelope.baseFrequency as number,
        vibratoRate: read(this.#vibrato.frequency),
        vibratoDepth: read(this.#vibrato.depth),
        portamento: this.#synth.portamento as number,
        held: this.#held.length,
      },
    }
  }
}
