import type { CanvasNode } from '@mindwire/synth/graph'
import * as Tone from 'tone'
import { type ParamValue, read, type ToneDescription } from '../audio-module.ts'
import { EffectModule } from '../effect-module.ts'
import type { ModuleContext } from '../module-context.ts'

/** 混响效果: a Tone.Reverb (its impulse response is regenerated when decay or preDelay change). */
export class ReverbModule extends EffectModule<Tone.Reverb> {
  constructor(node: CanvasNode, context: ModuleContext) {
    super(node, context, new Tone.Reverb({ decay: 2, preDelay: 0.01, wet: 0.5 }))
  }

  protected applyParam(name: string, value: ParamValue): void {
    const number = Number(value)
    if (name === 'decay') this.effect.decay = Math.max(0.1, number)
    if (name === 'preDelay') this.effect.preDelay = number
    if (name === 'wet') this.effect.wet.value = number
  }

  describe(): ToneDescription {
    return {
      kind: this.effect.name,
      nodes: this.ownedNames(),
      values: {
        decay: this.effect.decay as number,
        preDelay: this.effect.preDelay as number,
        wet: read(this.effect.wet),
        bypassed: this.bypassed,
      },
    }
  }
}
