import type { CanvasSnapshot } from './canvas.ts'

/** The room a module takes on the canvas, with the gap kept between modules. */
export const NODE_SIZE = { width: 260, height: 200, gap: 40 } as const

/** Where the first module goes and how many columns a row holds before the next row starts. */
export const GRID = { originX: 80, originY: 80, columns: 5 } as const

const CELL_W = NODE_SIZE.width + NODE_SIZE.gap
const CELL_H = NODE_SIZE.height + NODE_SIZE.gap

/** Whether a module at `position` would overlap (or touch within the gap) any module on the canvas. */
export function overlapsAny(snapshot: CanvasSnapshot, position: { x: number; y: number }): boolean {
  return snapshot.nodes.some(
    (node) =>
      Math.abs(node.position.x - position.x) < CELL_W && Math.abs(node.position.y - position.y) < CELL_H,
  )
}

/**
 * A free place for a new module: `preferred` when it is free, otherwise the first free cell of a grid
 * filled row by row. Modules placed by hand anywhere are respected: a cell is free only when no module's
 * box (plus the gap) comes near it. Each module blocks at most four cells, so the scan ends within
 * 4n+1 cells; the blocked cells are collected first, making a placement O(n).
 */
export function findSafePosition(
  snapshot: CanvasSnapshot,
  preferred?: { x: number; y: number },
): { x: number; y: number } {
  if (preferred && !overlapsAny(snapshot, preferred)) return { x: preferred.x, y: preferred.y }
  const blocked = new Set<number>()
  for (const node of snapshot.nodes) {
    // Cells whose position lies strictly within one cell size of the node, on each axis.
    const fromCol = Math.max(0, Math.floor((node.position.x - GRID.originX - CELL_W) / CELL_W) + 1)
    const toCol = Math.ceil((node.position.x - GRID.originX + CELL_W) / CELL_W) - 1
    const fromRow = Math.max(0, Math.floor((node.position.y - GRID.originY - CELL_H) / CELL_H) + 1)
    const toRow = Math.ceil((node.position.y - GRID.originY + CELL_H) / CELL_H) - 1
    for (let row = fromRow; row <= toRow; row++)
      for (let col = fromCol; col <= Math.min(toCol, GRID.columns - 1); col++)
        blocked.add(row * GRID.columns + col)
  }
  for (let cell = 0; ; cell++) {
    if (blocked.has(cell)) continue
    return {
      x: GRID.originX + (cell % GRID.columns) * CELL_W,
      y: GRID.originY + Math.floor(cell / GRID.columns) * CELL_H,
    }
  }
}
