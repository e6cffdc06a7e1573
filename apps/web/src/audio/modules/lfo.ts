import type { CanvasNode } from '@mindwire/synth/graph'
import { AudioModule, type ParamValue, type ToneDescription } from '../audio-module.ts'
import type { ModuleContext } from '../module-context.ts'
import type { ControlSignal } from '../ports/control-signal.ts'
import { lfoValue } from './lfo-wave.ts'

/**
 * 低频振荡器: a control signal ((wave+1)/2)*depth recomputed on the 16 ms control clock; 0 when disabled.
 * The phase is accumulated, so a rate change does not jump the wave.
 */
export class LfoModule extends AudioModule {
  readonly #signal: ControlSignal
  #phase = 0
  #last: number | undefined

  constructor(node: CanvasNode, context: ModuleContext) {
    super(node, context)
    this.#signal = this.controlOutput('signal', 0)
    this.onDispose(context.clock.subscribe((now) => this.#tick(now)))
  }

  protected applyParam(_name: string, _value: ParamValue): void {
    // Read on every tick.
  }

  protected override applyEnabled(enabled: boolean): void {
    if (!enabled) this.#signal.set(0)
  }

  #tick(now: number): void {
    const elapsed = this.#last === undefined ? 0 : now - this.#last
    this.#last = now
    this.#phase = (this.#phase + elapsed * this.num('rate')) % 1
    this.#signal.set(this.enabled ? lfoValue(this.str('waveform'), this.#phase, this.num('depth')) : 0)
  }

  describe(): ToneDescription {
    return {
      kind: 'ControlSignal',
      nodes: [],
      values: {
        value: this.#signal.value,
        rate: this.num('rate'),
        depth: this.num('depth'),
        waveform: this.str('waveform'),
      },
    }
  }
}
