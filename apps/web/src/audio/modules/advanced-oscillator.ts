import type { CanvasNode } from '@mindwire/synth/graph'
import * as Tone from 'tone'
import { AudioModule, midiToHz, type ParamValue, read, type ToneDescription } from '../audio-module.ts'
import type { ModuleContext } from '../module-context.ts'
import type { ControlInput } from '../ports/control-signal.ts'
import type { NoteInput, NoteList } from '../ports/note-signal.ts'
import { type EnvelopeSettings, Voice } from './voice.ts'

const ENVELOPE = new Set(['attack', 'decay', 'sustain', 'sustainTime', 'release'])

/** 高级振荡器: a bank of up to `voiceCount` voices played by note arrays; the oldest voice is stolen. */
export class AdvancedOscillatorModule extends AudioModule {
  readonly #volume = this.own(new Tone.Volume(0))
  readonly #voices: Voice[] = []
  readonly #velocities: NoteInput
  readonly #detuneIn: ControlInput

  constructor(node: CanvasNode, context: ModuleContext) {
    super(node, context)
    this.audioOutput('audioout', this.#volume)
    this.noteInput('notes', (list) => this.#play(list))
    this.#velocities = this.noteInput('velocities', () => undefined)
    this.#detuneIn = this.controlInput('detuneIn', null, () => this.#retune())
    this.onDispose(() => {
      for (const voice of this.#voices.splice(0)) voice.dispose()
    })
  }

  /** (detuneIn when it carries a number, else detune) + octave*1200 + semi*100, in cents. */
  detune(): number {
    const base = typeof this.#detuneIn.value === 'number' ? this.#detuneIn.value : this.num('detune')
    return base + this.num('octave') * 1200 + this.num('semi') * 100
  }

  protected applyParam(name: string, value: ParamValue): void {
    if (name === 'gainDb') this.#volume.volume.value = Number(value)
    if (name === 'waveform')
      for (const voice of this.#voices) voice.oscillator.type = value as Tone.ToneOscillatorType
    if (name === 'detune' || name === 'octave' || name === 'semi') this.#retune()
    if (ENVELOPE.has(name)) for (const voice of this.#voices) voice.configure(this.#envelope())
    if (name === 'voiceCount') this.#trimVoices()
  }

  protected override applyEnabled(enabled: boolean): void {
    this.#volume.mute = !enabled
  }

  #envelope(): EnvelopeSettings {
    return {
      attack: this.num('attack'),
      decay: this.num('decay'),
      sustain: this.num('sustain'),
      release: this.num('release'),
      sustainTime: this.num('sustainTime'),
    }
  }

  #retune(): void {
    const cents = this.detune()
    for (const voice of this.#voices) voice.oscillator.detune.value = cents
  }

  /** Velocity 0..1 → amplitude; attackVelSens blends from "ignore velocity" (0) to full (1) or inverted (-1). */
  #amplitude(velocity: number): number {
    const sensitivity = this.num('attackVelSens')
    const amount = Math.abs(sensitivity)
    return 1 - amount + amount * (sensitivity >= 0 ? velocity : 1 - velocity)
  }

  #play(list: NoteList): void {
    const time = list.time ?? Tone.now()
    const velocities = this.#velocities.list.values
    const wanted = new Map<number, number>()
    list.values.forEach((note, index) => {
      if (!wanted.has(note)) wanted.set(note, velocities[index] ?? 1)
    })
    for (const voice of this.#voices) if (voice.note !== null && !wanted.has(voice.note)) voice.release(time)
    const sounding = new Set(this.#voices.map((voice) => voice.note))
    for (const [note, velocity] of wanted) {
      if (sounding.has(note)) continue
      this.#voiceFor().start(note, midiToHz(note), this.#amplitude(velocity), time, this.#envelope())
    }
  }

  /** A free voice, a new one while under voiceCount, else the one that started longest ago. */
  #voiceFor(): Voice {
    const free = this.#voices.find((voice) => voice.note === null)
    if (free) return free
    if (this.#voices.length < Math.max(1, this.num('voiceCount'))) {
      const voice = new Voice(this.#volume, this.str('waveform') as Tone.ToneOscillatorType, this.detune())
      voice.configure(this.#envelope())
      this.#voices.push(voice)
      return voice
    }
    return this.#voices.reduce((oldest, voice) => (voice.triggerTime < oldest.triggerTime ? voice : oldest))
  }

  #trimVoices(): void {
    const limit = Math.max(1, this.num('voiceCount'))
    while (this.#voices.length > limit) {
      const oldest = this.#voices.reduce((a, b) => (b.triggerTime < a.triggerTime ? b : a))
      this.#voices.splice(this.#voices.indexOf(oldest), 1)
      oldest.dispose()
    }
  }

  describe(): ToneDescription {
    return {
      kind: 'PolyVoices',
      nodes: [...this.ownedNames(), ...this.#voices.flatMap(() => ['Oscillator', 'AmplitudeEnvelope'])],
      values: {
        voices: this.#voices.length,
        sounding: this.#voices.filter((voice) => voice.note !== null).length,
        detune: this.detune(),
        waveform: this.str('waveform'),
        volume: read(this.#volume.volume),
        mute: this.#volume.mute,
      },
    }
  }
}
