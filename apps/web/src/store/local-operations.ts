import {
  type CanvasNode,
  type CanvasSnapshot,
  type ClientOperation,
  canConnect,
  clampParameterValue,
  createNode,
  ENABLED_PARAMETER,
  edgesOf,
  resolveParameter,
  uniqueModuleName,
} from '@mindwire/synth/graph'
import { connectionText, newModuleName } from '../app/studio-words.ts'

/**
 * What a person does with the mouse and keyboard, expressed as the same client operations the agent
 * sends, so the canvas and the audio engine have one way to change. Pure: snapshot in, operations out.
 */

/** A module of `type` at (or near) `position`. */
export function addModuleOps(
  snapshot: CanvasSnapshot,
  type: string,
  position?: { x: number; y: number },
): ClientOperation[] {
  const name = newModuleName(type)
  const node = createNode(snapshot, type, { position, name: name && uniqueModuleName(snapshot, name) })
  if (!node) return [{ type: 'ERROR', message: `unknown module type "${type}"` }]
  return [{ type: 'ADD_MODULE', node }]
}

/** Removes modules; their connections go with them (DELETE_MODULE drops them). */
export function deleteModulesOps(ids: readonly string[]): ClientOperation[] {
  return ids.map((moduleId) => ({ type: 'DELETE_MODULE', moduleId }))
}

/** Copies of modules, offset, with the connections among the copied ones. */
export function duplicateModulesOps(snapshot: CanvasSnapshot, ids: readonly string[]): ClientOperation[] {
  const ops: ClientOperation[] = []
  const copies = new Map<string, string>()
  let working = snapshot
  for (const id of ids) {
    const original = snapshot.nodes.find((node) => node.id === id)
    if (!original) continue
    const fresh = createNode(working, original.type, {
      position: { x: original.position.x + 40, y: original.position.y + 40 },
    })
    if (!fresh) continue
    const copy: CanvasNode = { ...fresh, params: { ...original.params }, enabled: original.enabled }
    copies.set(id, copy.id)
    ops.push({ type: 'ADD_MODULE', node: copy })
    working = { nodes: [...working.nodes, copy], edges: working.edges }
  }
  for (const edge of snapshot.edges) {
    const source = copies.get(edge.source)
    const target = copies.get(edge.target)
    if (!source || !target) continue
    const planned = canConnect(
      working,
      { moduleId: source, handle: edge.sourceHandle },
      { moduleId: target, handle: edge.targetHandle },
    )
    if (planned.ok) {
      ops.push({ type: 'CONNECT_MODULES', edge: planned.edge })
      working = { nodes: working.nodes, edges: [...working.edges, planned.edge] }
    }
  }
  return ops
}

/** A connection drawn by hand; a refused one is an ERROR operation saying why. */
export function connectOps(
  snapshot: CanvasSnapshot,
  connection: { source: string; sourceHandle?: string | null; target: string; targetHandle?: string | null },
): ClientOperation[] {
  const planned = canConnect(
    snapshot,
    { moduleId: connection.source, handle: connection.sourceHandle ?? undefined },
    { moduleId: connection.target, handle: connection.targetHandle ?? undefined },
  )
  if (!planned.ok) {
    const name = (id: string) => snapshot.nodes.find((node) => node.id === id)?.name ?? id
    const message = connectionText(
      planned.code,
      name(connection.source),
      name(connection.target),
      planned.reason,
    )
    return [{ type: 'ERROR', message }]
  }
  return [
    {
      type: 'CONNECT_MODULES',
      edge: planned.edge,
      ...(planned.replaces ? { replacedEdgeId: planned.replaces.id } : {}),
    },
  ]
}

export function disconnectOps(edgeIds: readonly string[]): ClientOperation[] {
  return edgeIds.map((edgeId) => ({ type: 'DISCONNECT_MODULES', edgeId }))
}

/** A parameter change from a control: clamped and snapped to the catalogue's range and step. */
export function updateParamOps(
  snapshot: CanvasSnapshot,
  moduleId: string,
  parameter: string,
  value: unknown,
): ClientOperation[] {
  const node = snapshot.nodes.find((candidate) => candidate.id === moduleId)
  if (!node) return []
  const definition = resolveParameter(node.type, parameter)
  if (!definition || definition.readonly) return []
  const clamped = clampParameterValue(definition, value)
  const current = parameter === ENABLED_PARAMETER.name ? node.enabled : node.params[parameter]
  if (current === clamped) return []
  return [{ type: 'UPDATE_MODULE_PARAM', moduleId, parameter, value: clamped }]
}

/** Speakers that wait for audio to start (they start disabled until the 启动音频 gesture). */
export function waitingSpeakers(snapshot: CanvasSnapshot): string[] {
  return snapshot.nodes.filter((node) => node.type === 'speaker' && !node.enabled).map((node) => node.id)
}

/** The connections touching any of the modules. */
export function edgesTouching(snapshot: CanvasSnapshot, ids: readonly string[]): string[] {
  return ids.flatMap((id) => edgesOf(snapshot, id).map((edge) => edge.id))
}
