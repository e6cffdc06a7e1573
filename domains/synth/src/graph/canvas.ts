/** A module on the canvas. */
export interface CanvasNode {
  id: string
  type: string
  name: string
  position: { x: number; y: number }
  /** Parameter values by name; missing ones have the catalogue default. */
  params: Record<string, number | boolean | string>
  enabled: boolean
}

/** A connection from an output port to an input port. */
export interface CanvasEdge {
  id: string
  source: string
  sourceHandle: string
  target: string
  targetHandle: string
}

/** What the browser sends as the session's state, and what tools work on (a virtual copy). */
export interface CanvasSnapshot {
  nodes: CanvasNode[]
  edges: CanvasEdge[]
}

/**
 * An operation the browser replays, in order, on its canvas and audio engine (seed 001 §4.3). Tools
 * return the operations they performed; a failure is an ERROR operation the UI shows.
 */
export type ClientOperation =
  | { type: 'ADD_MODULE'; node: CanvasNode }
  | { type: 'DELETE_MODULE'; moduleId: string }
  | { type: 'UPDATE_MODULE_PARAM'; moduleId: string; parameter: string; value: number | boolean | string }
  | { type: 'CONNECT_MODULES'; edge: CanvasEdge; replacedEdgeId?: string }
  | { type: 'DISCONNECT_MODULES'; edgeId: string }
  | { type: 'ERROR'; message: string; tool?: string }
