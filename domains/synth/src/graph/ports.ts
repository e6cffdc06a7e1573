import { moduleDefinition } from '../catalogue/catalogue.ts'
import type { PortDefinition } from '../catalogue/module-definition.ts'
import type { CanvasEdge, CanvasNode, CanvasSnapshot } from './canvas.ts'

/** Which side of a module a port is on. */
export type PortDirection = 'input' | 'output'

/** A module on the canvas, by id. */
export function findNode(snapshot: CanvasSnapshot, moduleId: string): CanvasNode | undefined {
  return snapshot.nodes.find((node) => node.id === moduleId)
}

/** The ports of a module type on one side (empty for an unknown type). */
export function portsOf(type: string, direction: PortDirection): readonly PortDefinition[] {
  const definition = moduleDefinition(type)
  if (!definition) return []
  return direction === 'input' ? definition.inputs : definition.outputs
}

/** A port of a module type by name and side. */
export function findPort(type: string, direction: PortDirection, handle: string): PortDefinition | undefined {
  return portsOf(type, direction).find((port) => port.name === handle)
}

/** The edges arriving at one input of a module. */
export function edgesInto(snapshot: CanvasSnapshot, moduleId: string, handle: string): CanvasEdge[] {
  return snapshot.edges.filter((edge) => edge.target === moduleId && edge.targetHandle === handle)
}

/** The edges leaving one output of a module. */
export function edgesFrom(snapshot: CanvasSnapshot, moduleId: string, handle: string): CanvasEdge[] {
  return snapshot.edges.filter((edge) => edge.source === moduleId && edge.sourceHandle === handle)
}

/** The edges touching a module on either side. */
export function edgesOf(snapshot: CanvasSnapshot, moduleId: string): CanvasEdge[] {
  return snapshot.edges.filter((edge) => edge.source === moduleId || edge.target === moduleId)
}

/** The id a connection gets: deterministic, so replaying operations reproduces the same edges. */
export function edgeId(source: string, sourceHandle: string, target: string, targetHandle: string): string {
  return `${source}:${sourceHandle}->${target}:${targetHandle}`
}

/** "name:type" list of a module's ports, for messages that tell what exists. */
export function describePorts(type: string, direction: PortDirection): string {
  const ports = portsOf(type, direction)
  if (ports.length === 0) return `no ${direction}s`
  return ports.map((port) => `${port.name} (${port.type})`).join(', ')
}
