import { useEffect, useMemo, useState } from 'react'
import { useEngine, useStudio, useStudioStore } from '../app/studio-context.tsx'
import { useStudioWords } from '../app/studio-words.ts'
import { soundCheck, soundCheckText } from '../audio/sound-check.ts'
import { type ClockState, readClock, setClockRunning } from '../audio/transport-clock.ts'

/**
 * The clock: the global transport's tempo and position, with ▶/■. ▶ is the one button a person presses
 * to hear the patch: it starts audio if needed, sets the sequencers going and starts the clock; when the
 * canvas cannot sound (no speaker, no notes, an empty sequencer) or waits for keys, it says so.
 */
export function TransportBar() {
  const engine = useEngine()
  const store = useStudioStore()
  const started = useStudio((state) => state.audioStarted)
  const nodes = useStudio((state) => state.nodes)
  const edges = useStudio((state) => state.edges)
  const [clock, setClock] = useState<ClockState>(() => readClock())
  const [pressed, setPressed] = useState(false)
  useEffect(() => {
    const timer = setInterval(() => setClock(readClock()), 100)
    return () => clearInterval(timer)
  }, [])
  const hint = useMemo(() => soundCheckText(soundCheck({ nodes, edges })), [nodes, edges])
  const running = clock.state === 'started'

  const play = async () => {
    if (!started) {
      await engine.start()
      store.getState().markAudioStarted()
    }
    setSequencers(true)
    setClockRunning(true)
    setPressed(true)
  }
  const stop = () => {
    setSequencers(false)
    setClockRunning(false)
  }
  function setSequencers(running: boolean): void {
    const { nodes, apply } = store.getState()
    // Playing is not an edit: ▶ and ■ are no undo steps.
    const ops = nodes
      .filter((node) => node.type === 'sequencer' && node.params.running !== running)
      .map((node) => ({
        type: 'UPDATE_MODULE_PARAM' as const,
        moduleId: node.id,
        parameter: 'running',
        value: running,
      }))
    if (ops.length > 0) apply(ops, 'user', undefined, { record: false })
  }

  const say = useStudioWords()
  return (
    <div className="transport" title={say.clock} data-testid="transport">
      <button
        type="button"
        data-testid="transport-play"
        aria-label={running ? say.stop : say.play}
        onClick={() => (running ? stop() : void play())}
      >
        {running ? '■' : '▶'}
      </button>
      <span>{clock.bpm} BPM</span>
      <span className="transport__position">{clock.position}</span>
      {pressed && hint && (
        <span className="transport__hint" role="status" data-testid="play-hint">
          {hint}
        </span>
      )}
    </div>
  )
}
