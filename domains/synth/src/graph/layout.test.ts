import { describe, expect, it } from 'vitest'
import { applyOperation } from './apply-operation.ts'
import type { CanvasSnapshot } from './canvas.ts'
import { createNode } from './create-node.ts'
import { findSafePosition, NODE_SIZE } from './layout.ts'

function overlapping(canvas: CanvasSnapshot): string[] {
  const clashes: string[] = []
  canvas.nodes.forEach((a, i) => {
    for (const b of canvas.nodes.slice(i + 1)) {
      const apartX = Math.abs(a.position.x - b.position.x) >= NODE_SIZE.width
      const apartY = Math.abs(a.position.y - b.position.y) >= NODE_SIZE.height
      if (!apartX && !apartY) clashes.push(`${a.id}/${b.id}`)
    }
  })
  return clashes
}

describe('safe positions', () => {
  it('200 adds on an empty canvas never overlap', () => {
    let canvas: CanvasSnapshot = { nodes: [], edges: [] }
    for (let i = 0; i < 200; i++)
      canvas = applyOperation(canvas, { type: 'ADD_MODULE', node: createNode(canvas, 'reverb')! })
    expect(canvas.nodes).toHaveLength(200)
    expect(overlapping(canvas)).toEqual([])
  })

  it('200 adds around modules placed by hand at odd places never overlap them or each other', () => {
    let seed = 17
    const next = () => {
      seed = (seed * 48_271) % 2_147_483_647
      return seed / 2_147_483_647
    }
    let canvas: CanvasSnapshot = { nodes: [], edges: [] }
    for (let i = 0; i < 60; i++) {
      const position = { x: Math.round(next() * 2000 - 200), y: Math.round(next() * 1600 - 200) }
      if (
        canvas.nodes.some(
          (node) =>
            Math.abs(node.position.x - position.x) < 300 && Math.abs(node.position.y - position.y) < 240,
        )
      )
        continue
      canvas = applyOperation(canvas, {
        type: 'ADD_MODULE',
        node: { ...createNode(canvas, 'lfo')!, position },
      })
    }
    const manual = canvas.nodes.length
    for (let i = 0; i < 200; i++)
      canvas = applyOperation(canvas, { type: 'ADD_MODULE', node: createNode(canvas, 'eq')! })
    expect(canvas.nodes.length).toBe(manual + 200)
    expect(overlapping(canvas)).toEqual([])
  })

  it('a preferred position is kept when free and moved when taken', () => {
    const canvas: CanvasSnapshot = { nodes: [], edges: [] }
    expect(findSafePosition(canvas, { x: 500, y: 500 })).toEqual({ x: 500, y: 500 })
    const taken = applyOperation(canvas, {
      type: 'ADD_MODULE',
      node: { ...createNode(canvas, 'eq')!, position: { x: 500, y: 500 } },
    })
    expect(findSafePosition(taken, { x: 510, y: 505 })).not.toEqual({ x: 510, y: 505 })
  })
})
