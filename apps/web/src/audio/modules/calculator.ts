import type { CanvasNode } from '@mindwire/synth/graph'
import { AudioModule, type ParamValue, type ToneDescription } from '../audio-module.ts'
import type { ModuleContext } from '../module-context.ts'
import type { ControlInput, ControlSignal } from '../ports/control-signal.ts'
import { calculate } from './calculate.ts'

/** 计算器: arithmetic on two control values; its status is a readout, never written to the canvas. */
export class CalculatorModule extends AudioModule {
  readonly #a: ControlInput
  readonly #b: ControlInput
  readonly #output: ControlSignal
  #status = 'Ready'

  constructor(node: CanvasNode, context: ModuleContext) {
    super(node, context)
    this.#a = this.controlInput('a', 0, () => this.#compute())
    this.#b = this.controlInput('b', 0, () => this.#compute())
    this.#output = this.controlOutput('output', 0)
    this.onDispose(() => context.readouts.delete(`${this.id}:status`))
  }

  protected applyParam(name: string, _value: ParamValue): void {
    if (name === 'operation') this.#compute()
  }

  #compute(): void {
    const { value, status } = calculate(this.str('operation'), this.#a.value ?? 0, this.#b.value ?? 0)
    this.#output.set(value)
    this.#status = status
    this.context.readouts.set(`${this.id}:status`, status)
  }

  describe(): ToneDescription {
    return { kind: 'ControlSignal', nodes: [], values: { value: this.#output.value, status: this.#status } }
  }
}
