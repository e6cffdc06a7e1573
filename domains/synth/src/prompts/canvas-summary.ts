import { defaultParams } from '../catalogue/catalogue.ts'
import type { CanvasEdge, CanvasNode, CanvasSnapshot } from '../graph/canvas.ts'
import { edgeId } from '../graph/ports.ts'

/** Modules listed in the prompt; beyond this the model is told to call get_canvas. */
export const SUMMARY_MODULE_LIMIT = 80
const SUMMARY_EDGE_LIMIT = 160

const OPEN = '<canvas>'
const CLOSE = '</canvas>'

/**
 * A compact, line-per-item view of the canvas for the system prompt: ids, types, names, values that
 * differ from the defaults, and connections. It is also machine-readable: the offline engine reads the
 * module ids back out of it (`readCanvasSummary`), so it never has to invent one.
 */
export function canvasSummary(snapshot: CanvasSnapshot): string {
  const lines = [OPEN, `modules (${snapshot.nodes.length}):`]
  for (const node of snapshot.nodes.slice(0, SUMMARY_MODULE_LIMIT)) lines.push(moduleLine(node))
  if (snapshot.nodes.length > SUMMARY_MODULE_LIMIT)
    lines.push(`… ${snapshot.nodes.length - SUMMARY_MODULE_LIMIT} more; call get_canvas for all of them`)
  lines.push(`connections (${snapshot.edges.length}):`)
  for (const edge of snapshot.edges.slice(0, SUMMARY_EDGE_LIMIT)) lines.push(edgeLine(edge))
  if (snapshot.edges.length > SUMMARY_EDGE_LIMIT)
    lines.push(`… ${snapshot.edges.length - SUMMARY_EDGE_LIMIT} more; call get_canvas for all of them`)
  lines.push(CLOSE)
  return lines.join('\n')
}

function moduleLine(node: CanvasNode): string {
  const defaults = defaultParams(node.type)
  const changed = Object.entries(node.params)
    .filter(([name, value]) => defaults[name] !== value)
    .map(([name, value]) => `${name}=${JSON.stringify(value)}`)
  const flags = node.enabled ? '' : ' (disabled)'
  const values = changed.length > 0 ? ` ${changed.join(' ')}` : ''
  return `- ${node.id} [${node.type}] ${JSON.stringify(node.name)}${flags}${values}`
}

function edgeLine(edge: CanvasEdge): string {
  const line = `- ${edge.source}.${edge.sourceHandle} -> ${edge.target}.${edge.targetHandle}`
  // Edge ids are derived from their ends; only an id made elsewhere (by the browser) needs printing.
  const derived = edgeId(edge.source, edge.sourceHandle, edge.target, edge.targetHandle)
  return edge.id === derived ? line : `${line} (id ${JSON.stringify(edge.id)})`
}

const CHANGED_VALUE = / (\w+)=("(?:[^"\\]|\\.)*"|[^\s"]+)/g

/** The `name=value` pairs a module line lists (the values that differ from the defaults). */
function changedValues(rest: string): Record<string, number | boolean | string> {
  const values: Record<string, number | boolean | string> = {}
  for (const [, name, value] of rest.matchAll(CHANGED_VALUE)) {
    try {
      values[name!] = JSON.parse(value!)
    } catch {
      // A value the summary did not write as JSON is not one of ours; the default stands.
    }
  }
  return values
}

const MODULE_LINE = /^- (\S+) \[([^\]]+)\] ("(?:[^"\\]|\\.)*")/
const EDGE_LINE = /^- (\S+)\.([^.\s]+) -> (\S+)\.([^.\s]+?)(?: \(id ("(?:[^"\\]|\\.)*")\))?$/

/** Reads the modules (with their values) and connections back out of a system prompt with a canvas summary. */
export function readCanvasSummary(system: string): CanvasSnapshot | undefined {
  const start = system.indexOf(OPEN)
  const end = system.indexOf(CLOSE, start)
  if (start < 0 || end < 0) return undefined
  const snapshot: CanvasSnapshot = { nodes: [], edges: [] }
  let section: 'modules' | 'connections' | undefined
  for (const line of system.slice(start + OPEN.length, end).split('\n')) {
    if (line.startsWith('modules (')) section = 'modules'
    else if (line.startsWith('connections (')) section = 'connections'
    else if (section === 'modules') {
      const match = MODULE_LINE.exec(line)
      if (!match) continue
      snapshot.nodes.push({
        id: match[1]!,
        type: match[2]!,
        name: JSON.parse(match[3]!),
        position: { x: 0, y: 0 },
        params: { ...defaultParams(match[2]!), ...changedValues(line.slice(match[0].length)) },
        enabled: !line.includes(' (disabled)'),
      })
    } else if (section === 'connections') {
      const match = EDGE_LINE.exec(line)
      if (!match) continue
      const [, source, sourceHandle, target, targetHandle, id] = match
      snapshot.edges.push({
        id: id ? JSON.parse(id) : edgeId(source!, sourceHandle!, target!, targetHandle!),
        source: source!,
        sourceHandle: sourceHandle!,
        target: target!,
        targetHandle: targetHandle!,
      })
    }
  }
  return snapshot
}
