import type { CanvasNode } from '@mindwire/synth/graph'
import { AudioModule, type ParamValue, type ToneDescription } from '../audio-module.ts'
import type { ModuleContext } from '../module-context.ts'
import type { ControlSignal } from '../ports/control-signal.ts'

/** 数字输入: its value, sent on its number output. */
export class NumberInputModule extends AudioModule {
  readonly #output: ControlSignal

  constructor(node: CanvasNode, context: ModuleContext) {
    super(node, context)
    this.#output = this.controlOutput('output', this.num('value'))
  }

  protected applyParam(name: string, value: ParamValue): void {
    if (name === 'value') this.#output.set(Number(value))
  }

  describe(): ToneDescription {
    return { kind: 'ControlSignal', nodes: [], values: { value: this.#output.value } }
  }
}
