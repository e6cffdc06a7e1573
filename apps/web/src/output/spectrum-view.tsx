import { useRef } from 'react'
import { useEngine, useStudio } from '../app/studio-context.tsx'
import { useStudioWords } from '../app/studio-words.ts'
import { drawLine } from './draw-line.ts'
import { useAnimationFrame } from './use-animation-frame.ts'

/** The live spectrum of the audio output (an FFT of the master bus, in dB). */
export function SpectrumView({ width = 320, height = 120 }: { width?: number; height?: number }) {
  const engine = useEngine()
  const started = useStudio((state) => state.audioStarted)
  const canvas = useRef<HTMLCanvasElement>(null)
  const say = useStudioWords()
  useAnimationFrame(() => {
    if (canvas.current) drawLine(canvas.current, engine.fft.getValue(), [-110, 0], '#16a34a')
  }, started)
  return (
    <figure className="output-view">
      <canvas ref={canvas} width={width} height={height} data-testid="spectrum" />
      <figcaption>{say.spectrum}</figcaption>
    </figure>
  )
}
