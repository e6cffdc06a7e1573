import type { CanvasNode, CanvasSnapshot } from '@mindwire/synth/graph'
import { describe, expect, it } from 'vitest'
import { diffGraphs, isEmptyDiff } from './graph-diff.ts'

const node = (id: string, type: string, params: CanvasNode['params'] = {}): CanvasNode => ({
  id,
  type,
  name: id,
  position: { x: 0, y: 0 },
  params,
  enabled: true,
})
const edge = (source: string, target: string) => ({
  id: `${source}->${target}`,
  source,
  sourceHandle: 'out',
  target,
  targetHandle: 'in',
})

const base: CanvasSnapshot = {
  nodes: [node('osc', 'simpleoscillator', { freq: 440 }), node('eq', 'eq'), node('out', 'speaker')],
  edges: [edge('osc', 'eq'), edge('eq', 'out')],
}

describe('diffGraphs', () => {
  it('a parameter change is one param entry: nothing is created, removed or reconnected', () => {
    const next = {
      ...base,
      nodes: base.nodes.map((n) => (n.id === 'osc' ? { ...n, params: { freq: 880 } } : n)),
    }
    expect(diffGraphs(base, next)).toEqual({
      removedEdges: [],
      removedNodes: [],
      addedNodes: [],
      params: [{ id: 'osc', name: 'freq', value: 880 }],
      enabled: [],
      addedEdges: [],
    })
  })

  it('moving or renaming a module changes nothing the engine cares about', () => {
    const next = {
      ...base,
      nodes: base.nodes.map((n) => (n.id === 'eq' ? { ...n, name: 'EQ!', position: { x: 500, y: 9 } } : n)),
    }
    expect(isEmptyDiff(diffGraphs(base, next))).toBe(true)
  })

  it('adds, removes, switches and connects only what changed', () => {
    const next: CanvasSnapshot = {
      nodes: [base.nodes[0]!, { ...base.nodes[2]!, enabled: false }, node('lfo', 'lfo')],
      edges: [edge('lfo', 'osc')],
    }
    const diff = diffGraphs(base, next)
    expect(diff.removedNodes.map((n) => n.id)).toEqual(['eq'])
    expect(diff.addedNodes.map((n) => n.id)).toEqual(['lfo'])
    expect(diff.enabled).toEqual([{ id: 'out', enabled: false }])
    expect(diff.removedEdges.map((e) => e.id)).toEqual(['osc->eq', 'eq->out'])
    expect(diff.addedEdges.map((e) => e.id)).toEqual(['lfo->osc'])
  })

  it('a module whose type changed is rebuilt with its connections', () => {
    const next = { ...base, nodes: base.nodes.map((n) => (n.id === 'eq' ? node('eq', 'reverb') : n)) }
    const diff = diffGraphs(base, next)
    expect(diff.removedNodes.map((n) => n.type)).toEqual(['eq'])
    expect(diff.addedNodes.map((n) => n.type)).toEqual(['reverb'])
    expect(diff.removedEdges).toHaveLength(2)
    expect(diff.addedEdges).toHaveLength(2)
  })
})
