import { MODULE_CATALOGUE } from '../catalogue/catalogue.ts'
import type { CanvasNode, CanvasSnapshot } from '../graph/canvas.ts'
import { findNode } from '../graph/ports.ts'
import { toolFailure } from './tool-failure.ts'

const LISTED_IDS = 30

/** A module by id, or a tool error that lists the ids that exist (so the model can correct itself). */
export function requireNode(snapshot: CanvasSnapshot, moduleId: string, tool: string): CanvasNode {
  const node = findNode(snapshot, moduleId)
  if (node) return node
  throw toolFailure(tool, `no module with id "${moduleId}" on the canvas; ${existingIds(snapshot)}`)
}

/** "modules on the canvas: a (name), …" or "the canvas is empty", for error messages. */
export function existingIds(snapshot: CanvasSnapshot): string {
  if (snapshot.nodes.length === 0) return 'the canvas is empty'
  const listed = snapshot.nodes.slice(0, LISTED_IDS).map((node) => `${node.id} (${node.name})`)
  const more = snapshot.nodes.length > LISTED_IDS ? `, … ${snapshot.nodes.length - LISTED_IDS} more` : ''
  return `modules on the canvas: ${listed.join(', ')}${more}; call get_canvas for all ids`
}

/** "simpleoscillator (简单振荡器), …": the valid module types, for error messages and descriptions. */
export function knownTypes(): string {
  return MODULE_CATALOGUE.map((definition) => `${definition.type} (${definition.label})`).join(', ')
}
