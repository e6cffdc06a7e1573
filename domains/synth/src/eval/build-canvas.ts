import { defaultParams, moduleDefinition } from '../catalogue/catalogue.ts'
import type { CanvasSnapshot } from '../graph/canvas.ts'
import { uniqueModuleName } from '../graph/create-node.ts'
import { findSafePosition } from '../graph/layout.ts'
import { edgeId } from '../graph/ports.ts'
import { type CaseCanvas, parseConnection } from './eval-case.ts'

/**
 * The starting canvas of a case as the browser would send it: full parameters (defaults plus the case's
 * values), default names numbered as the studio numbers them, free positions, derived edge ids. A case
 * that names an unknown type, port or module is a broken case, not a result: it throws.
 */
export function buildCanvas(spec: CaseCanvas): CanvasSnapshot {
  const canvas: CanvasSnapshot = { nodes: [], edges: [] }
  for (const module of spec.modules) {
    const definition = moduleDefinition(module.type)
    if (!definition) throw new Error(`unknown module type ${module.type} in a case's canvas`)
    const params = { ...defaultParams(module.type) }
    for (const [name, value] of Object.entries(module.params ?? {})) {
      if (typeof value === 'object') throw new Error(`${module.id}.${name}: a starting value must be exact`)
      params[name] = value
    }
    canvas.nodes.push({
      id: module.id,
      type: module.type,
      name: module.name ?? uniqueModuleName(canvas, definition.defaultName),
      position: findSafePosition(canvas),
      params,
      enabled: module.enabled ?? !definition.startsDisabled,
    })
  }
  for (const text of spec.connections) {
    const { source, sourceHandle, target, targetHandle } = parseConnection(text)
    if (!canvas.nodes.some((node) => node.id === source) || !canvas.nodes.some((node) => node.id === target))
      throw new Error(`connection ${text} names a module the case's canvas lacks`)
    canvas.edges.push({
      id: edgeId(source, sourceHandle, target, targetHandle),
      source,
      sourceHandle,
      target,
      targetHandle,
    })
  }
  return canvas
}
