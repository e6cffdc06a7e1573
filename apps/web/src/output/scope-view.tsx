import { useRef } from 'react'
import { useEngine, useStudio } from '../app/studio-context.tsx'
import { useStudioWords } from '../app/studio-words.ts'
import { drawLine } from './draw-line.ts'
import { useAnimationFrame } from './use-animation-frame.ts'

/** The live waveform of the audio output (an oscilloscope on the master bus). */
export function ScopeView({ width = 320, height = 120 }: { width?: number; height?: number }) {
  const engine = useEngine()
  const started = useStudio((state) => state.audioStarted)
  const canvas = useRef<HTMLCanvasElement>(null)
  const say = useStudioWords()
  useAnimationFrame(() => {
    if (canvas.current) drawLine(canvas.current, engine.waveform.getValue(), [-1, 1], '#2563eb')
  }, started)
  return (
    <figure className="output-view">
      <canvas ref={canvas} width={width} height={height} data-testid="oscilloscope" />
      <figcaption>{say.scope}</figcaption>
    </figure>
  )
}
