import type { useReactFlow } from '@xyflow/react'

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
