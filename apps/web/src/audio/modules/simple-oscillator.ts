import type { CanvasNode } from '@mindwire/synth/graph'
import * as Tone from 'tone'
import { AudioModule, clamp, type ParamValue, read, type ToneDescription } from '../audio-module.ts'
import type { ModuleContext } from '../module-context.ts'
import type { ControlInput, ControlSignal } from '../ports/control-signal.ts'
import { setParam } from '../set-param.ts'

/** 简单振荡器: a Tone.Oscillator into a gain; frequency and gain follow their modulation inputs. */
export class SimpleOscillatorModule extends AudioModule {
  readonly #oscillator = this.own(new Tone.Oscillator({ frequency: 440, type: 'sine' }))
  readonly #gain = this.own(new Tone.Gain(1))
  readonly #freqMod: ControlInput
  readonly #gainMod: ControlInput
  readonly #output: ControlSignal

  constructor(node: CanvasNode, context: ModuleContext) {
    super(node, context)
    this.#oscillator.connect(this.#gain)
    this.#oscillator.start()
    this.audioOutput('audioout', this.#gain)
    this.#freqMod = this.controlInput('freqMod', 0, () => this.#updateFrequency(true))
    this.#gainMod = this.controlInput('gainMod', 0, () => this.#updateGain(true))
    this.#output = this.controlOutput('output', 1)
  }

  /** freq + freqModDepth*(freqMod*2-1) while freqMod is connected (0..1 read as bipolar); plain freq otherwise. */
  frequency(): number {
    const mod = this.#freqMod.connected ? this.num('freqModDepth') * ((this.#freqMod.value ?? 0) * 2 - 1) : 0
    return Math.max(0, this.num('freq') + mod)
  }

  /** clamp(gain + gainModDepth*gainMod, 0, 2). */
  gain(): number {
    return clamp(this.num('gain') + this.num('gainModDepth') * (this.#gainMod.value ?? 0), 0, 2)
  }

  protected applyParam(name: string, value: ParamValue): void {
    if (name === 'waveform') this.#oscillator.type = String(value) as Tone.ToneOscillatorType
    if (name === 'freq' || name === 'freqModDepth') this.#updateFrequency()
    if (name === 'gain' || name === 'gainModDepth') this.#updateGain()
  }

  protected override applyEnabled(): void {
    this.#updateGain()
  }

  #updateFrequency(glide = false): void {
    setParam(this.#oscillator.frequency, this.frequency(), glide)
  }

  #updateGain(glide = false): void {
    const gain = this.gain()
    setParam(this.#gain.gain, this.enabled ? gain : 0, glide)
    // The number output mirrors the (modulated) gain, so an oscillator can drive other controls.
    this.#output.set(gain)
  }

  describe(): ToneDescription {
    return {
      kind: this.#oscillator.name,
      nodes: this.ownedNames(),
      values: {
        frequency: this.frequency(),
        scheduledFrequency: read(this.#oscillator.frequency),
        type: this.#oscillator.type,
        gain: read(this.#gain.gain),
        state: this.#oscillator.state,
      },
    }
  }
}
