import type { CanvasNode } from '@mindwire/synth/graph'
import * as Tone from 'tone'
import { type ParamValue, read, type ToneDescription } from '../audio-module.ts'
import { EffectModule } from '../effect-module.ts'
import type { ModuleContext } from '../module-context.ts'

/** 回声延迟: a Tone.FeedbackDelay with up to one second of delay. */
export class DelayModule extends EffectModule<Tone.FeedbackDelay> {
  constructor(node: CanvasNode, context: ModuleContext) {
    super(node, context, new Tone.FeedbackDelay({ delayTime: 0.25, feedback: 0.5, wet: 0.5, maxDelay: 1 }))
  }

  protected applyParam(name: string, value: ParamValue): void {
    const number = Number(value)
    if (name === 'delayTime') this.effect.delayTime.value = number
    if (name === 'feedback') this.effect.feedback.value = number
    if (name === 'wet') this.effect.wet.value = number
  }

  describe(): ToneDescription {
    return {
      kind: this.effect.name,
      nodes: this.ownedNames(),
      values: {
        delayTime: read(this.effect.delayTime),
        feedback: read(this.effect.feedback),
        wet: read(this.effect.wet),
        bypassed: this.bypassed,
      },
    }
  }
}
