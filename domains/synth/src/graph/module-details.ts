import { moduleDefinition } from '../catalogue/catalogue.ts'
import type { ModuleCategory, ParameterDefinition, PortType } from '../catalogue/module-definition.ts'
import type { CanvasNode, CanvasSnapshot } from './canvas.ts'
import type { ParameterValue } from './parameters.ts'

/** One connection seen from a port: the module and port on the other end. */
export interface PortConnection {
  edgeId: string
  moduleId: string
  moduleName: string
  handle: string
}

/** A port with what is connected to it. */
export interface PortDetails {
  name: string
  type: PortType
  initial?: number | null
  /** How many sources an input takes: number inputs one (a new one replaces it), audio and array many. */
  sources?: 'one' | 'many'
  connections: PortConnection[]
}

/** A parameter's definition with the module's current value. */
export type ParameterDetails = ParameterDefinition & { value: ParameterValue }

/** Everything about one module: what the model needs before changing or connecting it. */
export interface ModuleDetails {
  id: string
  type: string
  name: string
  label: string
  category: ModuleCategory | 'unknown'
  description: string
  enabled: boolean
  position: { x: number; y: number }
  parameters: ParameterDetails[]
  inputs: PortDetails[]
  outputs: PortDetails[]
}

/** The details of a module on a snapshot: ports with their connections, parameters with current values. */
export function moduleDetails(node: CanvasNode, snapshot: CanvasSnapshot): ModuleDetails {
  const definition = moduleDefinition(node.type)
  // Only connected modules need a name: looking them up beats indexing a large canvas for every call.
  const nameOf = (id: string) => snapshot.nodes.find((other) => other.id === id)?.name ?? id
  const inputs = (definition?.inputs ?? []).map((port): PortDetails => {
    const connections = snapshot.edges
      .filter((edge) => edge.target === node.id && edge.targetHandle === port.name)
      .map((edge) => ({
        edgeId: edge.id,
        moduleId: edge.source,
        moduleName: nameOf(edge.source),
        handle: edge.sourceHandle,
      }))
    const details: PortDetails = {
      name: port.name,
      type: port.type,
      sources: port.type === 'number' ? 'one' : 'many',
      connections,
    }
    if (port.initial !== undefined) details.initial = port.initial
    return details
  })
  const outputs = (definition?.outputs ?? []).map(
    (port): PortDetails => ({
      name: port.name,
      type: port.type,
      connections: snapshot.edges
        .filter((edge) => edge.source === node.id && edge.sourceHandle === port.name)
        .map((edge) => ({
          edgeId: edge.id,
          moduleId: edge.target,
          moduleName: nameOf(edge.target),
          handle: edge.targetHandle,
        })),
    }),
  )
  return {
    id: node.id,
    type: node.type,
    name: node.name,
    label: definition?.label ?? node.type,
    category: definition?.category ?? 'unknown',
    description: definition?.description ?? `unknown module type "${node.type}"`,
    enabled: node.enabled,
    position: { x: node.position.x, y: node.position.y },
    parameters: (definition?.parameters ?? []).map((parameter) => ({
      ...parameter,
      value: node.params[parameter.name] ?? parameter.default,
    })),
    inputs,
    outputs,
  }
}
