import type { CanvasNode } from '@mindwire/synth/graph'
import * as Tone from 'tone'
import { AudioModule } from './audio-module.ts'
import type { ModuleContext } from './module-context.ts'

/**
 * An effect between an `input` and an `output` port. Disabled, it passes its input straight through
 * (the effect is bypassed, not muted), as every effect module in the original does.
 */
export abstract class EffectModule<Effect extends Tone.ToneAudioNode> extends AudioModule {
  protected readonly input: Tone.Gain
  protected readonly output: Tone.Gain
  protected readonly effect: Effect
  #routedThrough: boolean | undefined

  constructor(node: CanvasNode, context: ModuleContext, effect: Effect) {
    super(node, context)
    this.input = this.own(new Tone.Gain(1))
    this.output = this.own(new Tone.Gain(1))
    this.effect = this.own(effect)
    this.effect.connect(this.output)
    this.audioInput('input', this.input)
    this.audioOutput('output', this.output)
  }

  protected override applyEnabled(enabled: boolean): void {
    if (this.#routedThrough === enabled) return
    if (this.#routedThrough !== undefined) this.input.disconnect()
    this.input.connect(enabled ? this.effect : this.output)
    this.#routedThrough = enabled
  }

  protected get bypassed(): boolean {
    return this.#routedThrough === false
  }
}
