import type { CanvasNode } from '@mindwire/synth/graph'
import * as Tone from 'tone'
import { type ParamValue, read, type ToneDescription } from '../audio-module.ts'
import { EffectModule } from '../effect-module.ts'
import type { ModuleContext } from '../module-context.ts'

const BANDS = ['low', 'mid', 'high', 'lowFrequency', 'highFrequency'] as const

/** 均衡器: a Tone.EQ3 (three bands split at lowFrequency and highFrequency). */
export class EqModule extends EffectModule<Tone.EQ3> {
  constructor(node: CanvasNode, context: ModuleContext) {
    super(node, context, new Tone.EQ3({ low: 0, mid: 0, high: 0, lowFrequency: 400, highFrequency: 2500 }))
  }

  protected applyParam(name: string, value: ParamValue): void {
    if ((BANDS as readonly string[]).includes(name))
      this.effect[name as (typeof BANDS)[number]].value = Number(value)
  }

  describe(): ToneDescription {
    const values: ToneDescription['values'] = { bypassed: this.bypassed }
    for (const band of BANDS) values[band] = read(this.effect[band])
    return { kind: this.effect.name, nodes: this.ownedNames(), values }
  }
}
