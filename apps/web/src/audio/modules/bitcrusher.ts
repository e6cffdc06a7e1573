import type { CanvasNode } from '@mindwire/synth/graph'
import * as Tone from 'tone'
import { type ParamValue, read, type ToneDescription } from '../audio-module.ts'
import { EffectModule } from '../effect-module.ts'
import type { ModuleContext } from '../module-context.ts'

/** 复古破碎: a Tone.BitCrusher (an AudioWorklet) with a wet/dry mix. */
export class BitCrusherModule extends EffectModule<Tone.BitCrusher> {
  constructor(node: CanvasNode, context: ModuleContext) {
    super(node, context, new Tone.BitCrusher(4))
  }

  protected applyParam(name: string, value: ParamValue): void {
    const number = Number(value)
    if (name === 'bits') this.effect.bits.value = number
    if (name === 'wet') this.effect.wet.value = number
  }

  describe(): ToneDescription {
    return {
      kind: this.effect.name,
      nodes: this.ownedNames(),
      values: { bits: read(this.effect.bits), wet: read(this.effect.wet), bypassed: this.bypassed },
    }
  }
}
