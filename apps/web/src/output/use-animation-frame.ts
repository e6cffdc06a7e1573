import { useEffect, useRef } from 'react'

/** Calls `draw` on every animation frame while `active`; the latest `draw` is always used. */
export function useAnimationFrame(draw: () => void, active: boolean): void {
  const latest = useRef(draw)
  useEffect(() => {
    latest.current = draw
  })
  useEffect(() => {
    if (!active) return
    let frame = requestAnimationFrame(function loop() {
      latest.current()
      frame = requestAnimationFrame(loop)
    })
    return () => cancelAnimationFrame(frame)
  }, [active])
}
