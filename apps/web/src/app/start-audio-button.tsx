import { useEngine, useStudio } from './studio-context.tsx'
import { useStudioWords } from './studio-words.ts'

/** 启动音频: starts the AudioContext (browsers need a gesture) and switches waiting speakers on. */
export function StartAudioButton({ compact = false }: { compact?: boolean }) {
  const engine = useEngine()
  const started = useStudio((state) => state.audioStarted)
  const markStarted = useStudio((state) => state.markAudioStarted)
  const say = useStudioWords()
  const start = async () => {
    await engine.start()
    markStarted()
  }
  return (
    <button
      type="button"
      className={`start-audio${started ? ' start-audio--on' : ''}`}
      data-testid={compact ? undefined : 'start-audio'}
      onClick={() => void start()}
      disabled={started}
      onPointerDown={(event) => event.stopPropagation()}
    >
      {started ? say.audioStarted : say.startAudio}
    </button>
  )
}
