import type { AudioEngine, AudioGraphReport } from './audio-engine.ts'

/** What `window.__MINDWIRE_AUDIO__` offers in test mode. */
export interface AudioDebugHook {
  /** The Tone.js graph now: modules by canvas id, their Tone.js nodes and values, the connections. */
  graph(): AudioGraphReport
  /** Presses or releases a virtual keyboard key (offset from startNote), as the computer keys do. */
  key(offset: number, down: boolean): void
}

declare global {
  interface Window {
    __MINDWIRE_AUDIO__?: AudioDebugHook
  }
}

/** Exposes the engine to a browser test; only installed in test mode. */
export function installAudioDebugHook(engine: AudioEngine): void {
  window.__MINDWIRE_AUDIO__ = {
    graph: () => engine.describe(),
    key: (offset, down) => (down ? engine.keyboard.press(offset) : engine.keyboard.release(offset)),
  }
}
