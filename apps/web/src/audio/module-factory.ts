import type { CanvasNode } from '@mindwire/synth/graph'
import type { AudioModule } from './audio-module.ts'
import type { ModuleContext } from './module-context.ts'
import { AdvancedOscillatorModule } from './modules/advanced-oscillator.ts'
import { BitCrusherModule } from './modules/bitcrusher.ts'
import { CalculatorModule } from './modules/calculator.ts'
import { DelayModule } from './modules/delay.ts'
import { EqModule } from './modules/eq.ts'
import { KeyboardInputModule } from './modules/keyboard-input.ts'
import { LfoModule } from './modules/lfo.ts'
import { MidiInputModule } from './modules/midi-input.ts'
import { NumberInputModule } from './modules/number-input.ts'
import { OscilloscopeModule } from './modules/oscilloscope.ts'
import { ReverbModule } from './modules/reverb.ts'
import { SequencerModule } from './modules/sequencer.ts'
import { SimpleOscillatorModule } from './modules/simple-oscillator.ts'
import { SpeakerModule } from './modules/speaker.ts'
import { TrumpetModule } from './modules/trumpet.ts'

type ModuleClass = new (node: CanvasNode, context: ModuleContext) => AudioModule

const MODULES: Record<string, ModuleClass> = {
  simpleoscillator: SimpleOscillatorModule,
  advancedoscillator: AdvancedOscillatorModule,
  trumpet: TrumpetModule,
  lfo: LfoModule,
  midiinput: MidiInputModule,
  keyboardinput: KeyboardInputModule,
  sequencer: SequencerModule,
  reverb: ReverbModule,
  delay: DelayModule,
  eq: EqModule,
  bitcrusher: BitCrusherModule,
  speaker: SpeakerModule,
  numberinput: NumberInputModule,
  calculator: CalculatorModule,
  oscilloscope: OscilloscopeModule,
}

/**
 * The audio module for a canvas node, or undefined for a type the engine does not know. (The original
 * turned unknown types into speakers; here such a node simply has no sound and the canvas says so.)
 */
export function createAudioModule(node: CanvasNode, context: ModuleContext): AudioModule | undefined {
  const Module = MODULES[node.type]
  return Module ? new Module(node, context).init() : undefined
}
