import type { CanvasNode } from '@mindwire/synth/graph'
import * as Tone from 'tone'
import { AudioModule, type ParamValue, read, type ToneDescription } from '../audio-module.ts'
import type { ModuleContext } from '../module-context.ts'
import { balanceGains } from './balance.ts'

/**
 * 扬声器: left and right inputs merged to stereo, balanced, at `level` dB, into the master output. It
 * sounds only when enabled and after audio was started by a gesture. An input with nothing connected
 * takes the other side's signal, so a mono chain into one input is heard on both ears.
 */
export class SpeakerModule extends AudioModule {
  readonly #left = this.own(new Tone.Gain(1))
  readonly #right = this.own(new Tone.Gain(1))
  readonly #leftGain = this.own(new Tone.Gain(1))
  readonly #rightGain = this.own(new Tone.Gain(1))
  readonly #merge = this.own(new Tone.Merge())
  readonly #volume = this.own(new Tone.Volume(-12))
  readonly #sources = { audioInLeft: 0, audioInRight: 0 }
  #mirror: 'none' | 'left-to-right' | 'right-to-left' = 'none'
  #toMaster = false

  constructor(node: CanvasNode, context: ModuleContext) {
    super(node, context)
    this.#left.connect(this.#leftGain)
    this.#right.connect(this.#rightGain)
    this.#leftGain.connect(this.#merge, 0, 0)
    this.#rightGain.connect(this.#merge, 0, 1)
    this.#merge.connect(this.#volume)
    this.audioInput('audioInLeft', this.#left)
    this.audioInput('audioInRight', this.#right)
    this.onDispose(context.onAudioStart(() => this.#route()))
  }

  /** Whether this speaker feeds the master output now. */
  get sounding(): boolean {
    return this.#toMaster
  }

  override audioInputsChanged(port: string, sources: number): void {
    if (port === 'audioInLeft' || port === 'audioInRight') this.#sources[port] = sources
    const mirror =
      this.#sources.audioInRight === 0 && this.#sources.audioInLeft > 0
        ? 'left-to-right'
        : this.#sources.audioInLeft === 0 && this.#sources.audioInRight > 0
          ? 'right-to-left'
          : 'none'
    if (mirror === this.#mirror) return
    if (this.#mirror === 'left-to-right') this.#left.disconnect(this.#rightGain)
    if (this.#mirror === 'right-to-left') this.#right.disconnect(this.#leftGain)
    if (mirror === 'left-to-right') this.#left.connect(this.#rightGain)
    if (mirror === 'right-to-left') this.#right.connect(this.#leftGain)
    this.#mirror = mirror
  }

  protected applyParam(name: string, value: ParamValue): void {
    if (name === 'level') this.#volume.volume.value = Number(value)
    if (name === 'balance') {
      const { left, right } = balanceGains(Number(value))
      this.#leftGain.gain.value = left
      this.#rightGain.gain.value = right
    }
  }

  protected override applyEnabled(): void {
    this.#route()
  }

  #route(): void {
    const sound = this.enabled && this.context.audioStarted()
    if (sound === this.#toMaster) return
    if (sound) this.#volume.connect(this.context.master)
    else this.#volume.disconnect(this.context.master)
    this.#toMaster = sound
  }

  describe(): ToneDescription {
    return {
      kind: this.#merge.name,
      nodes: this.ownedNames(),
      values: {
        volume: read(this.#volume.volume),
        left: read(this.#leftGain.gain),
        right: read(this.#rightGain.gain),
        mirror: this.#mirror,
        toDestination: this.#toMaster,
      },
    }
  }
}
