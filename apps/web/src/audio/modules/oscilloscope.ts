import type { CanvasNode } from '@mindwire/synth/graph'
import { AudioModule, type ParamValue, type ToneDescription } from '../audio-module.ts'
import type { ModuleContext } from '../module-context.ts'
import type { ControlInput } from '../ports/control-signal.ts'

/** How many control ticks the trace keeps (about three seconds at 16 ms). */
export const TRACE_LENGTH = 192

/** 示波器: samples its number input on every control tick into a trace the UI draws. */
export class OscilloscopeModule extends AudioModule {
  readonly #input: ControlInput
  readonly #trace = new Float32Array(TRACE_LENGTH)
  #cursor = 0

  constructor(node: CanvasNode, context: ModuleContext) {
    super(node, context)
    this.#input = this.controlInput('input', 0, () => undefined)
    this.onDispose(context.clock.subscribe(() => this.#sample()))
    this.onDispose(() => context.readouts.delete(`${this.id}:trace`))
  }

  protected applyParam(_name: string, _value: ParamValue): void {}

  #sample(): void {
    this.#trace[this.#cursor] = this.#input.value ?? 0
    this.#cursor = (this.#cursor + 1) % TRACE_LENGTH
    // Oldest first, so the UI draws left to right without knowing the cursor.
    const ordered = new Float32Array(TRACE_LENGTH)
    ordered.set(this.#trace.subarray(this.#cursor))
    ordered.set(this.#trace.subarray(0, this.#cursor), TRACE_LENGTH - this.#cursor)
    this.context.readouts.set(`${this.id}:trace`, ordered)
  }

  describe(): ToneDescription {
    return { kind: 'ControlSignal', nodes: [], values: { value: this.#input.value ?? 0 } }
  }
}
