import { describe, expect, it } from 'vitest'
import { canvasEdge } from '../testing/canvas-fixture.ts'
import { applyOperation, applyOperations, operationProblem } from './apply-operation.ts'
import type { CanvasSnapshot, ClientOperation } from './canvas.ts'
import { createNode } from './create-node.ts'
import { normalizeSnapshot } from './normalize.ts'

const base = (): CanvasSnapshot => {
  let canvas: CanvasSnapshot = { nodes: [], edges: [] }
  for (const type of ['lfo', 'simpleoscillator', 'numberinput', 'speaker'])
    canvas = applyOperation(canvas, { type: 'ADD_MODULE', node: createNode(canvas, type)! })
  return canvas
}

const edge = canvasEdge

describe('applyOperation', () => {
  it('is pure: the input snapshot is never changed', () => {
    const canvas = base()
    const frozen = structuredClone(canvas)
    applyOperations(canvas, [
      { type: 'UPDATE_MODULE_PARAM', moduleId: 'lfo-1', parameter: 'rate', value: 3 },
      { type: 'CONNECT_MODULES', edge: edge('lfo-1', 'signal', 'simpleoscillator-1', 'freqMod') },
      { type: 'DELETE_MODULE', moduleId: 'speaker-1' },
    ])
    expect(canvas).toEqual(frozen)
  })

  it('applies each kind; enabled switches the module, ERROR changes nothing', () => {
    const operations: ClientOperation[] = [
      { type: 'UPDATE_MODULE_PARAM', moduleId: 'lfo-1', parameter: 'rate', value: 3 },
      { type: 'UPDATE_MODULE_PARAM', moduleId: 'speaker-1', parameter: 'enabled', value: true },
      { type: 'CONNECT_MODULES', edge: edge('lfo-1', 'signal', 'simpleoscillator-1', 'freqMod') },
      { type: 'CONNECT_MODULES', edge: edge('simpleoscillator-1', 'audioout', 'speaker-1', 'audioInLeft') },
      { type: 'ERROR', message: 'x', tool: 'connect_modules' },
      { type: 'DISCONNECT_MODULES', edgeId: 'simpleoscillator-1:audioout->speaker-1:audioInLeft' },
    ]
    const canvas = applyOperations(base(), operations)
    expect(canvas.nodes.find((node) => node.id === 'lfo-1')!.params.rate).toBe(3)
    expect(canvas.nodes.find((node) => node.id === 'speaker-1')!.enabled).toBe(true)
    expect(canvas.edges.map((e) => e.id)).toEqual(['lfo-1:signal->simpleoscillator-1:freqMod'])
  })

  it('deleting a module removes its connections', () => {
    const canvas = applyOperations(base(), [
      { type: 'CONNECT_MODULES', edge: edge('lfo-1', 'signal', 'simpleoscillator-1', 'freqMod') },
      { type: 'DELETE_MODULE', moduleId: 'simpleoscillator-1' },
    ])
    expect(canvas.edges).toEqual([])
  })

  it('a number input keeps one source, with or without replacedEdgeId', () => {
    const first = edge('lfo-1', 'signal', 'simpleoscillator-1', 'freqMod')
    const second = edge('numberinput-1', 'output', 'simpleoscillator-1', 'freqMod')
    const named = applyOperations(base(), [
      { type: 'CONNECT_MODULES', edge: first },
      { type: 'CONNECT_MODULES', edge: second, replacedEdgeId: first.id },
    ])
    const unnamed = applyOperations(base(), [
      { type: 'CONNECT_MODULES', edge: first },
      { type: 'CONNECT_MODULES', edge: second },
    ])
    expect(named.edges).toEqual([second])
    expect(unnamed.edges).toEqual([second])
  })

  it('stale operations are skipped and explained', () => {
    const canvas = base()
    const stale: ClientOperation = {
      type: 'UPDATE_MODULE_PARAM',
      moduleId: 'gone-1',
      parameter: 'x',
      value: 1,
    }
    expect(applyOperation(canvas, stale)).toBe(canvas)
    expect(operationProblem(canvas, stale)).toBe('module gone-1 is not on the canvas')
    expect(operationProblem(canvas, { type: 'ADD_MODULE', node: canvas.nodes[0]! })).toMatch(/already exists/)
    expect(operationProblem(canvas, { type: 'DISCONNECT_MODULES', edgeId: 'nope' })).toMatch(/does not exist/)
  })
})

describe('normalizeSnapshot', () => {
  it('fills defaults, drops malformed entries and dangling connections', () => {
    expect(normalizeSnapshot({})).toEqual({ nodes: [], edges: [] })
    expect(normalizeSnapshot(null)).toEqual({ nodes: [], edges: [] })
    const canvas = normalizeSnapshot({
      nodes: [
        { id: 'a', type: 'speaker' },
        { id: 'a', type: 'lfo' },
        { type: 'lfo' },
        {
          id: 'b',
          type: 'lfo',
          name: 'Wobble',
          position: { x: 3, y: 'x' },
          params: { rate: 2, bad: {} },
          enabled: false,
        },
      ],
      edges: [
        { id: 'e1', source: 'b', sourceHandle: 'signal', target: 'a', targetHandle: 'audioInLeft' },
        { id: 'e2', source: 'b', sourceHandle: 'signal', target: 'zz', targetHandle: 'x' },
        { id: 'e3', source: 'b' },
      ],
    })
    expect(canvas.nodes).toEqual([
      { id: 'a', type: 'speaker', name: '扬声器', position: { x: 0, y: 0 }, params: {}, enabled: false },
      { id: 'b', type: 'lfo', name: 'Wobble', position: { x: 3, y: 0 }, params: { rate: 2 }, enabled: false },
    ])
    expect(canvas.edges.map((e) => e.id)).toEqual(['e1'])
  })
})
