import type { PortDefinition, PortType } from '../catalogue/module-definition.ts'
import type { CanvasEdge, CanvasNode, CanvasSnapshot } from './canvas.ts'
import { describePorts, edgeId, edgesInto, findNode, findPort, portsOf } from './ports.ts'

/** One end of a requested connection; an omitted handle is inferred by port type. */
export interface Endpoint {
  moduleId: string
  handle?: string
}

/** Why a connection cannot be made. */
export type ConnectionProblem =
  | 'unknown_module'
  | 'unknown_port'
  | 'wrong_direction'
  | 'type_mismatch'
  | 'self_connection'
  | 'duplicate'
  | 'no_compatible_port'
  | 'occupied'

/** A connection that can be made: the edge to add and, for a number input, the edge it replaces. */
export interface PlannedConnection {
  ok: true
  edge: CanvasEdge
  type: PortType
  replaces?: CanvasEdge
}

/** A refused connection, with a reason written for the model and the person. */
export interface RefusedConnection {
  ok: false
  code: ConnectionProblem
  reason: string
}

/** Resolved handles of a connection, or why they cannot be resolved. */
export type HandleInference = { ok: true; sourceHandle: string; targetHandle: string } | RefusedConnection

// Audio is what people mean by "connect A to B" most often; notes next; control values last.
const TYPE_PREFERENCE: readonly PortType[] = ['audio', 'array', 'number']

/**
 * Checks a connection from an output to an input, inferring omitted handles by port type. Number inputs
 * take one source: connecting to an occupied one names the edge it replaces. Audio inputs mix and array
 * inputs concatenate, so they take any number of sources.
 */
export function canConnect(
  snapshot: CanvasSnapshot,
  from: Endpoint,
  to: Endpoint,
): PlannedConnection | RefusedConnection {
  const handles = inferHandles(snapshot, from, to)
  if (!handles.ok) return handles
  const source = findNode(snapshot, from.moduleId)!
  const target = findNode(snapshot, to.moduleId)!
  const output = findPort(source.type, 'output', handles.sourceHandle)!
  const input = findPort(target.type, 'input', handles.targetHandle)!
  if (output.type !== input.type)
    return refuse(
      'type_mismatch',
      `${source.id}.${output.name} is ${output.type} but ${target.id}.${input.name} is ${input.type}; only equal port types connect`,
    )
  const id = edgeId(source.id, output.name, target.id, input.name)
  if (
    snapshot.edges.some(
      (edge) => edge.id === id || sameEnds(edge, source.id, output.name, target.id, input.name),
    )
  )
    return refuse(
      'duplicate',
      `${source.id}.${output.name} is already connected to ${target.id}.${input.name}`,
    )
  const edge: CanvasEdge = {
    id,
    source: source.id,
    sourceHandle: output.name,
    target: target.id,
    targetHandle: input.name,
  }
  const replaces = input.type === 'number' ? edgesInto(snapshot, target.id, input.name)[0] : undefined
  return replaces ? { ok: true, edge, type: input.type, replaces } : { ok: true, edge, type: input.type }
}

/**
 * Resolves omitted handles by port type (audio out → audio in, notes → notes, control → control), never by
 * name substrings. Prefers free inputs and, between modules with several ports of one type, the port at
 * the same position (activeNotes → notes, activeVelocities → velocities). It never picks an occupied
 * number input: replacing a control source has to be asked for by naming the handle.
 */
export function inferHandles(snapshot: CanvasSnapshot, from: Endpoint, to: Endpoint): HandleInference {
  const source = findNode(snapshot, from.moduleId)
  if (!source) return refuse('unknown_module', `no module with id "${from.moduleId}" on the canvas`)
  const target = findNode(snapshot, to.moduleId)
  if (!target) return refuse('unknown_module', `no module with id "${to.moduleId}" on the canvas`)
  if (source.id === target.id)
    return refuse('self_connection', `a module cannot be connected to itself (${source.id})`)
  const output = from.handle === undefined ? undefined : namedPort(source, 'output', from.handle)
  if (output && !output.ok) return output
  const input = to.handle === undefined ? undefined : namedPort(target, 'input', to.handle)
  if (input && !input.ok) return input
  if (output && input) return { ok: true, sourceHandle: output.port.name, targetHandle: input.port.name }
  const outputs = output ? [output.port] : portsOf(source.type, 'output')
  const inputs = input ? [input.port] : portsOf(target.type, 'input')
  const candidates = pairs(snapshot, source, target, outputs, inputs, input !== undefined)
  const best = candidates.find((candidate) => !candidate.duplicate && !candidate.occupiedControl)
  if (best) return { ok: true, sourceHandle: best.output.name, targetHandle: best.input.name }
  if (candidates.some((candidate) => !candidate.duplicate))
    return refuse(
      'occupied',
      `every matching number input of ${target.id} already has a source; name targetHandle to replace one`,
    )
  if (candidates.length > 0)
    return refuse('duplicate', `${source.id} is already connected to ${target.id} on every matching port`)
  if (output && !input)
    return refuse(
      'type_mismatch',
      `${source.id}.${output.port.name} is ${output.port.type} but ${target.id} has no ${output.port.type} input (inputs: ${describePorts(target.type, 'input')})`,
    )
  if (input && !output)
    return refuse(
      'type_mismatch',
      `${target.id}.${input.port.name} is ${input.port.type} but ${source.id} has no ${input.port.type} output (outputs: ${describePorts(source.type, 'output')})`,
    )
  return refuse(
    'no_compatible_port',
    `no port types match: ${source.id} (${source.type}) outputs: ${describePorts(source.type, 'output')}; ` +
      `${target.id} (${target.type}) inputs: ${describePorts(target.type, 'input')}`,
  )
}

interface Candidate {
  output: PortDefinition
  input: PortDefinition
  duplicate: boolean
  occupiedControl: boolean
  rank: number[]
}

function pairs(
  snapshot: CanvasSnapshot,
  source: CanvasNode,
  target: CanvasNode,
  outputs: readonly PortDefinition[],
  inputs: readonly PortDefinition[],
  inputNamed: boolean,
): Candidate[] {
  const candidates: Candidate[] = []
  for (const output of outputs) {
    for (const input of inputs) {
      if (output.type !== input.type) continue
      const into = edgesInto(snapshot, target.id, input.name)
      const sameType = (ports: readonly PortDefinition[], port: PortDefinition) =>
        ports.filter((candidate) => candidate.type === port.type).indexOf(port)
      const aligned = sameType(outputs, output) === sameType(inputs, input)
      candidates.push({
        output,
        input,
        duplicate: into.some((edge) => edge.source === source.id && edge.sourceHandle === output.name),
        // A named number input may be replaced; an inferred one must be free.
        occupiedControl: !inputNamed && input.type === 'number' && into.length > 0,
        rank: [TYPE_PREFERENCE.indexOf(input.type), into.length > 0 ? 1 : 0, aligned ? 0 : 1],
      })
    }
  }
  // Array.prototype.sort is stable, so ties keep the catalogue's port order.
  return candidates.sort((a, b) => compareRanks(a.rank, b.rank))
}

function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!
  return 0
}

function namedPort(
  node: CanvasNode,
  direction: 'input' | 'output',
  handle: string,
): { ok: true; port: PortDefinition } | RefusedConnection {
  const port = findPort(node.type, direction, handle)
  if (port) return { ok: true, port }
  const other = direction === 'input' ? 'output' : 'input'
  if (findPort(node.type, other, handle))
    return refuse(
      'wrong_direction',
      `${node.id}.${handle} is an ${other}, not an ${direction}; connections run from an output to an input`,
    )
  return refuse(
    'unknown_port',
    `${node.id} (${node.type}) has no ${direction} "${handle}"; its ${direction}s: ${describePorts(node.type, direction)}`,
  )
}

function sameEnds(
  edge: CanvasEdge,
  source: string,
  sourceHandle: string,
  target: string,
  targetHandle: string,
) {
  return (
    edge.source === source &&
    edge.sourceHandle === sourceHandle &&
    edge.target === target &&
    edge.targetHandle === targetHandle
  )
}

function refuse(code: ConnectionProblem, reason: string): RefusedConnection {
  return { ok: false, code, reason }
}
