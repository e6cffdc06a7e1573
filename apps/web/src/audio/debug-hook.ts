import * as Tone from 'tone'
import type { AudioEngine, AudioGraphReport } from './audio-engine.ts'

/** What `window.__MINDWIRE_AUDIO__` offers in test mode. */
export interface AudioDebugHook {
  /** The Tone.js graph now: modules by canvas id, their Tone.js nodes and values, the connections. */
  graph(): AudioGraphReport
  /** Presses or releases a virtual keyboard key (offset from startNote), as the computer keys do. */
  key(offset: number, down: boolean): void
  /**
   * Listens to what goes to the loudspeakers for `ms` with a Web Audio AnalyserNode on the master output
   * and resolves with the loudest RMS it measured (0 for silence).
   */
  outputLevel(ms: number): Promise<number>
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
    outputLevel: (ms) => outputLevel(engine, ms),
  }
}

async function outputLevel(engine: AudioEngine, ms: number): Promise<number> {
  const analyser = Tone.getContext().rawContext.createAnalyser()
  analyser.fftSize = 2048
  Tone.connect(engine.master, analyser)
  const samples = new Float32Array(analyser.fftSize)
  let loudest = 0
  const until = performance.now() + ms
  try {
    while (performance.now() < until) {
      analyser.getFloatTimeDomainData(samples)
      let sum = 0
      for (const sample of samples) sum += sample * sample
      loudest = Math.max(loudest, Math.sqrt(sum / samples.length))
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  } finally {
    Tone.disconnect(engine.master, analyser)
  }
  return loudest
}
