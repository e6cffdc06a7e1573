import { useEffect, useState } from 'react'
import { useStudio } from '../app/studio-context.tsx'
import { type ClockState, readClock, setClockRunning } from '../audio/transport-clock.ts'

/** The clock: the global transport's tempo and position, with start/stop. */
export function TransportBar() {
  const started = useStudio((state) => state.audioStarted)
  const [clock, setClock] = useState<ClockState>(() => readClock())
  useEffect(() => {
    const timer = setInterval(() => setClock(readClock()), 100)
    return () => clearInterval(timer)
  }, [])
  return (
    <div className="transport" title="时钟" data-testid="transport">
      <button type="button" disabled={!started} onClick={() => setClockRunning(clock.state !== 'started')}>
        {clock.state === 'started' ? '■' : '▶'}
      </button>
      <span>{clock.bpm} BPM</span>
      <span className="transport__position">{clock.position}</span>
    </div>
  )
}
