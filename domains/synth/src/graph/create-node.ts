import { defaultParams, moduleDefinition } from '../catalogue/catalogue.ts'
import type { CanvasNode, CanvasSnapshot } from './canvas.ts'
import { findSafePosition } from './layout.ts'

/**
 * A readable id unused on the canvas: `<type>-<n>`, n one above the highest in use, so an id the
 * conversation once named is not given to a different module after a delete (the model reads ids).
 */
export function nextModuleId(snapshot: CanvasSnapshot, type: string): string {
  return `${type}-${highestSuffix(snapshot, 'id', `${type}-`) + 1}`
}

/** The type's default name, numbered when the canvas already has it (振荡器, 振荡器 2, 振荡器 3…). */
export function uniqueModuleName(snapshot: CanvasSnapshot, base: string): string {
  if (!snapshot.nodes.some((node) => node.name === base)) return base
  return `${base} ${Math.max(1, highestSuffix(snapshot, 'name', `${base} `)) + 1}`
}

/** The highest n among module ids or names `<prefix><n>`; 0 when there is none. */
function highestSuffix(snapshot: CanvasSnapshot, field: 'id' | 'name', prefix: string): number {
  let highest = 0
  for (const node of snapshot.nodes) {
    const value = node[field]
    if (!value.startsWith(prefix)) continue
    const rest = value.slice(prefix.length)
    if (!/^\d{1,9}$/.test(rest)) continue
    highest = Math.max(highest, Number(rest))
  }
  return highest
}

/** Options for a new module; everything omitted is derived from the catalogue and the canvas. */
export interface NewModuleOptions {
  id?: string
  name?: string
  position?: { x: number; y: number }
}

/**
 * A new module of a known type with default parameters, a free id, a unique name and a position that
 * overlaps nothing. Undefined for a type the catalogue lacks (the original silently made a speaker).
 */
export function createNode(
  snapshot: CanvasSnapshot,
  type: string,
  options: NewModuleOptions = {},
): CanvasNode | undefined {
  const definition = moduleDefinition(type)
  if (!definition) return undefined
  return {
    id: options.id ?? nextModuleId(snapshot, type),
    type,
    name: options.name?.trim() || uniqueModuleName(snapshot, definition.defaultName),
    position: findSafePosition(snapshot, options.position),
    params: defaultParams(type),
    enabled: !definition.startsDisabled,
  }
}
