import * as Tone from 'tone'

/** The global Tone.js transport as the clock shows it. */
export interface ClockState {
  bpm: number
  /** bars:beats:sixteenths */
  position: string
  state: 'started' | 'stopped' | 'paused'
}

export function readClock(): ClockState {
  const transport = Tone.getTransport()
  const [bars = '0', beats = '0', sixteenths = '0'] = String(transport.position).split(':')
  return {
    bpm: Math.round(transport.bpm.value),
    position: `${Number(bars) + 1}:${Number(beats) + 1}:${Math.floor(Number(sixteenths)) + 1}`,
    state: transport.state,
  }
}

/** Starts or stops the global clock (sequencers follow it). */
export function setClockRunning(running: boolean): void {
  const transport = Tone.getTransport()
  if (running) transport.start()
  else transport.stop()
}
