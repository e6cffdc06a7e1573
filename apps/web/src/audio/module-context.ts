import type * as Tone from 'tone'
import type { ControlClock } from './control-clock.ts'
import type { KeyboardBus } from './keyboard-bus.ts'
import type { Readouts } from './readouts.ts'

/** What the engine gives every module: shared clocks, the master bus and the UI's readouts. */
export interface ModuleContext {
  clock: ControlClock
  readouts: Readouts
  /** Keys pressed on the virtual MIDI keyboard (mouse or computer keys). */
  keyboard: KeyboardBus
  /** The bus speakers feed; it goes to the audio output and the analysers. */
  master: Tone.ToneAudioNode
  /** True once the AudioContext runs (after the 启动音频 gesture). */
  audioStarted(): boolean
  /** Told when audio starts. */
  onAudioStart(listener: () => void): () => void
}
