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

/** Room one module takes on the screen, with a gap (pixels). */
const CELL = { width: 380, height: 230 }
/** Places tried around the middle of the view, nearest first. */
const AROUND = [
  [0, 0],
  [1, 0],
  [-1, 0],
  [0, 1],
  [1, 1],
  [-1, 1],
  [0, -1],
  [1, -1],
  [-1, -1],
] as const

type Flow = Pick<ReturnType<typeof useReactFlow>, 'screenToFlowPosition' | 'flowToScreenPosition' | 'getZoom'>

/**
 * Where a module added from the palette goes: the free place nearest the middle of the visible canvas
 * that is wholly in sight, so it is not under a side panel nor on another module. When the view has no
 * such place left, the middle (and the view then fits the patch).
 */
export function freeSpotInView(
  flow: Flow,
  canvas: Element | null,
  taken: readonly { position: { x: number; y: number } }[],
): { x: number; y: number } | undefined {
  if (!canvas) return undefined
  const box = canvas.getBoundingClientRect()
  const zoom = flow.getZoom()
  const cell = { width: CELL.width / zoom, height: CELL.height / zoom }
  const middle = flow.screenToFlowPosition({ x: box.left + box.width / 2, y: box.top + box.height / 2 })
  const origin = { x: middle.x - cell.width / 2, y: middle.y - cell.height / 2 }
  const spots = AROUND.map(([dx, dy]) => ({ x: origin.x + dx * cell.width, y: origin.y + dy * cell.height }))
  const free = (spot: { x: number; y: number }) =>
    taken.every(
      ({ position }) =>
        Math.abs(position.x - spot.x) >= cell.width || Math.abs(position.y - spot.y) >= cell.height,
    )
  const visible = (spot: { x: number; y: number }) => {
    const from = flow.flowToScreenPosition(spot)
    const to = flow.flowToScreenPosition({ x: spot.x + cell.width, y: spot.y + cell.height })
    return from.x >= box.left && from.y >= box.top && to.x <= box.right && to.y <= box.bottom
  }
  return spots.find((spot) => free(spot) && visible(spot)) ?? spots[0]
}
