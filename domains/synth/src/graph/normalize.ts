import { moduleDefinition } from '../catalogue/catalogue.ts'
import type { CanvasEdge, CanvasNode, CanvasSnapshot } from './canvas.ts'

/**
 * A well-formed snapshot from whatever a client stored: entries without an id or type are dropped, missing
 * fields get their defaults (name, position, params, enabled), a repeated id keeps its first module, and
 * connections to missing modules are dropped. Unknown module types are kept, so nothing the browser shows
 * disappears; the tools refuse to work on them.
 */
export function normalizeSnapshot(value: unknown): CanvasSnapshot {
  const source = (value !== null && typeof value === 'object' ? value : {}) as Record<string, unknown>
  const nodes: CanvasNode[] = []
  const ids = new Set<string>()
  for (const item of Array.isArray(source.nodes) ? source.nodes : []) {
    const node = readNode(item)
    if (!node || ids.has(node.id)) continue
    ids.add(node.id)
    nodes.push(node)
  }
  const edges: CanvasEdge[] = []
  const edgeIds = new Set<string>()
  for (const item of Array.isArray(source.edges) ? source.edges : []) {
    const edge = readEdge(item)
    if (!edge || edgeIds.has(edge.id) || !ids.has(edge.source) || !ids.has(edge.target)) continue
    edgeIds.add(edge.id)
    edges.push(edge)
  }
  return { nodes, edges }
}

function readNode(item: unknown): CanvasNode | undefined {
  if (item === null || typeof item !== 'object') return undefined
  const raw = item as Record<string, unknown>
  if (typeof raw.id !== 'string' || raw.id === '' || typeof raw.type !== 'string' || raw.type === '')
    return undefined
  const definition = moduleDefinition(raw.type)
  const position = raw.position as { x?: unknown; y?: unknown } | undefined
  const params: CanvasNode['params'] = {}
  if (raw.params !== null && typeof raw.params === 'object') {
    for (const [name, param] of Object.entries(raw.params as Record<string, unknown>)) {
      if (typeof param === 'number' || typeof param === 'boolean' || typeof param === 'string')
        params[name] = param
    }
  }
  return {
    id: raw.id,
    type: raw.type,
    name: typeof raw.name === 'string' && raw.name !== '' ? raw.name : (definition?.defaultName ?? raw.type),
    position: {
      x: typeof position?.x === 'number' && Number.isFinite(position.x) ? position.x : 0,
      y: typeof position?.y === 'number' && Number.isFinite(position.y) ? position.y : 0,
    },
    params,
    enabled: typeof raw.enabled === 'boolean' ? raw.enabled : !definition?.startsDisabled,
  }
}

function readEdge(item: unknown): CanvasEdge | undefined {
  if (item === null || typeof item !== 'object') return undefined
  const raw = item as Record<string, unknown>
  const fields = ['id', 'source', 'sourceHandle', 'target', 'targetHandle'] as const
  if (!fields.every((field) => typeof raw[field] === 'string' && raw[field] !== '')) return undefined
  return {
    id: raw.id as string,
    source: raw.source as string,
    sourceHandle: raw.sourceHandle as string,
    target: raw.target as string,
    targetHandle: raw.targetHandle as string,
  }
}
