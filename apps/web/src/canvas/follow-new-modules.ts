import { useReactFlow } from '@xyflow/react'
import { useEffect } from 'react'
import { useStudioStore } from '../app/studio-context.tsx'

// No animation: a view that is still moving would place the next module (or a drag) against a passing frame.
const FIT = { padding: 0.25, maxZoom: 1 }

/**
 * The view follows new modules: when the agent (or the palette) adds one that is not fully in sight, the
 * canvas fits the patch once the new modules are drawn, so nothing lands off-screen.
 */
export function useFollowNewModules(): void {
  const store = useStudioStore()
  const flow = useReactFlow()
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (state.log === previous.log) return
        const added = state.log
          .filter((entry) => !previous.log.includes(entry) && !entry.problem)
          .flatMap((entry) => (entry.operation.type === 'ADD_MODULE' ? [entry.operation.node.id] : []))
        // After the next frames: React Flow has to draw (and measure) the new nodes first.
        if (added.length > 0)
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              if (!added.every(inSight)) void flow.fitView(FIT)
            }),
          )
      }),
    [store, flow],
  )
}

function inSight(id: string): boolean {
  const canvas = document.querySelector('[data-testid="canvas"]')?.getBoundingClientRect()
  const node = document
    .querySelector(`.react-flow__node[data-id="${CSS.escape(id)}"]`)
    ?.getBoundingClientRect()
  if (!canvas || !node) return false
  return (
    node.left >= canvas.left &&
    node.right <= canvas.right &&
    node.top >= canvas.top &&
    node.bottom <= canvas.bottom
  )
}
