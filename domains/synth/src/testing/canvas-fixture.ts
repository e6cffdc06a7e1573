import type { CanvasEdge, CanvasNode, CanvasSnapshot } from '../graph/canvas.ts'
import { addModuleTool } from '../tools/add-module.ts'
import { connectModulesTool } from '../tools/connect-modules.ts'
import { emptyCanvas, runTool } from './tool-harness.ts'

/** Adds a module through add_module and returns its id. */
export async function add(canvas: CanvasSnapshot, type: string): Promise<string> {
  const run = await runTool(addModuleTool, { type }, canvas)
  if (!run.ok) throw new Error(run.message)
  return (run.output.module as { id: string }).id
}

/** A small patch for tool tests: oscillator → eq, an lfo, a speaker. */
export async function patch() {
  const canvas = emptyCanvas()
  const osc = await add(canvas, 'simpleoscillator')
  const eq = await add(canvas, 'eq')
  const lfo = await add(canvas, 'lfo')
  const speaker = await add(canvas, 'speaker')
  await runTool(connectModulesTool, { sourceId: osc, targetId: eq }, canvas)
  return { canvas, osc, eq, lfo, speaker }
}

/** A module as the canvas holds it, named by its id, with the values that differ from the defaults. */
export function canvasNode(id: string, type: string, params: CanvasNode['params'] = {}): CanvasNode {
  return { id, type, name: id, position: { x: 0, y: 0 }, params, enabled: true }
}

/** A connection with the id the tools give it. */
export function canvasEdge(
  source: string,
  sourceHandle: string,
  target: string,
  targetHandle: string,
): CanvasEdge {
  return {
    id: `${source}:${sourceHandle}->${target}:${targetHandle}`,
    source,
    sourceHandle,
    target,
    targetHandle,
  }
}
