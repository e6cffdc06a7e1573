import { useEffect, useRef } from 'react'
import { drawLine } from './draw-line.ts'

/** The oscilloscope module's trace of a control value (0..1 for LFOs; the range grows to fit). */
export function TraceView({
  samples,
  width,
  height,
}: {
  samples?: Float32Array
  width: number
  height: number
}) {
  const canvas = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    if (!canvas.current || !samples) return
    let max = 1
    let min = 0
    for (const value of samples) {
      if (value > max) max = value
      if (value < min) min = value
    }
    drawLine(canvas.current, samples, [min, max], '#ea580c')
  }, [samples])
  return <canvas ref={canvas} className="trace nodrag" width={width} height={height} />
}
