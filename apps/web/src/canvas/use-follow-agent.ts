import { useReactFlow } from '@xyflow/react'
import { useEffect } from 'react'
import { useStudioStore } from '../app/studio-context.tsx'

const FIT = { padding: 0.25, maxZoom: 1, duration: 300 }

/**
 * The view follows what the agent builds: when its operations add modules, the canvas fits the patch once
 * they are drawn, so nothing lands off-screen. A person's own adds are placed in view by the palette.
 */
export function useFollowAgent(): void {
  const store = useStudioStore()
  const flow = useReactFlow()
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (state.log === previous.log) return
        const fresh = state.log.filter((entry) => !previous.log.includes(entry))
        const added = fresh.some(
          (entry) => entry.origin === 'agent' && !entry.problem && entry.operation.type === 'ADD_MODULE',
        )
        // After the next frames: React Flow has to measure the new nodes before it can fit them.
        if (added) requestAnimationFrame(() => requestAnimationFrame(() => void flow.fitView(FIT)))
      }),
    [store, flow],
  )
}

/**
 * Where a module added from the palette goes: the middle of the visible canvas, stepped a little per
 * module already there, so it is in view and not under a side panel or on top of the last one.
 */
export function visibleSpot(
  flow: Pick<ReturnType<typeof useReactFlow>, 'screenToFlowPosition'>,
  canvas: Element | null,
  count: number,
): { x: number; y: number } | undefined {
  if (!canvas) return undefined
  const box = canvas.getBoundingClientRect()
  const step = (count % 6) * 30
  return flow.screenToFlowPosition({
    x: box.left + box.width / 2 - 120 + step,
    y: box.top + box.height / 3 + step,
  })
}
