import {
  applyOperation,
  type CanvasEdge,
  type CanvasNode,
  type CanvasSnapshot,
  type ClientOperation,
  operationProblem,
} from '@mindwire/synth/graph'
import { createStore, type StoreApi } from 'zustand/vanilla'
import { CanvasHistory, type HistorySteps } from './canvas-history.ts'
import {
  addModuleOps,
  connectOps,
  deleteModulesOps,
  disconnectOps,
  duplicateModulesOps,
  updateParamOps,
  waitingSpeakers,
} from './local-operations.ts'
import { appendLog, type LoggedOperation } from './operation-log.ts'

/** Everything the studio UI and the audio engine read. The canvas is the copilot's `state`. */
export interface StudioState {
  nodes: CanvasNode[]
  edges: CanvasEdge[]
  selectedNodeIds: string[]
  selectedEdgeIds: string[]
  /** The AudioContext runs (the person pressed 启动音频). */
  audioStarted: boolean
  log: LoggedOperation[]
  /** The newest thing to show: a problem (an ERROR operation, a refused connection) or news such as a handback. */
  notice: { seq: number; message: string; kind: 'problem' | 'info' } | null
  /** Something to undo / to redo (the toolbar's buttons read these). */
  canUndo: boolean
  canRedo: boolean
}

/** How a change joins the undo history. */
export interface ApplyOptions {
  /** Changes with the same batch are one undo step (an agent turn's operations, one parameter's drag). */
  batch?: string
  /** false: not a step of its own (switching on speakers after the audio gesture). Default true. */
  record?: boolean
}

export interface StudioActions {
  /** Replays operations in order, as the agent sent them or as a person's action produced them. */
  apply(
    operations: readonly ClientOperation[],
    origin: 'agent' | 'user',
    tool?: string,
    options?: ApplyOptions,
  ): LoggedOperation[]
  /** Takes back the last step, the person's or the agent's; false when there is none. */
  undo(): boolean
  /** The undo history as data (the newest `keep` steps each way), for the autosave. */
  historySteps(keep?: number): HistorySteps
  /** Does again what the last undo took back; false when there is nothing to redo. */
  redo(): boolean
  addModule(type: string, position?: { x: number; y: number }): string | undefined
  deleteModules(ids: readonly string[]): void
  duplicateModules(ids: readonly string[]): void
  connect(connection: {
    source: string
    sourceHandle?: string | null
    target: string
    targetHandle?: string | null
  }): void
  disconnect(edgeIds: readonly string[]): void
  updateParam(moduleId: string, parameter: string, value: unknown): void
  moveModule(moduleId: string, position: { x: number; y: number }): void
  renameModule(moduleId: string, name: string): void
  select(nodeIds: readonly string[], edgeIds?: readonly string[]): void
  /** Called after the 启动音频 gesture: speakers waiting for it are switched on. */
  markAudioStarted(): void
  /** The canvas as a plain snapshot (sent as the session's state). */
  snapshot(): CanvasSnapshot
  /** Puts a whole canvas in place of this one (a restored checkpoint); the audio follows the diff. */
  replaceCanvas(canvas: CanvasSnapshot): void
  /** Shows a message in the notice toast: news by default, or a problem. */
  notify(message: string, kind?: 'problem' | 'info'): void
}

export type StudioStore = StoreApi<StudioState & StudioActions>

let seq = 0

/**
 * Creates the studio store; `initial` seeds the canvas (tests, restored projects), `steps` the undo history
 * it goes on with (a reload's).
 */
export function createStudioStore(initial: Partial<CanvasSnapshot> = {}, steps?: HistorySteps): StudioStore {
  return createStore<StudioState & StudioActions>()((set, get) => {
    const snapshot = (): CanvasSnapshot => ({ nodes: get().nodes, edges: get().edges })
    const history = new CanvasHistory(steps)
    const historyState = () => ({ canUndo: history.canUndo, canRedo: history.canRedo })

    /** Shows another canvas (undo, redo, a restored checkpoint); the audio follows the diff. */
    const show = (canvas: CanvasSnapshot) =>
      set((state) => ({
        nodes: canvas.nodes,
        edges: canvas.edges,
        selectedNodeIds: state.selectedNodeIds.filter((id) => canvas.nodes.some((node) => node.id === id)),
        selectedEdgeIds: state.selectedEdgeIds.filter((id) => canvas.edges.some((edge) => edge.id === id)),
        ...historyState(),
      }))

    const apply: StudioActions['apply'] = (operations, origin, tool, options = {}) => {
      const before = snapshot()
      let canvas = before
      const entries: LoggedOperation[] = []
      for (const original of operations) {
        // A speaker added after audio started needs no second gesture.
        const operation =
          original.type === 'ADD_MODULE' && original.node.type === 'speaker' && get().audioStarted
            ? { ...original, node: { ...original.node, enabled: true } }
            : original
        const problem = operation.type === 'ERROR' ? operation.message : operationProblem(canvas, operation)
        if (!problem) canvas = applyOperation(canvas, operation)
        entries.push({ seq: ++seq, at: Date.now(), origin, tool, operation, ...(problem ? { problem } : {}) })
      }
      const failed = entries.findLast((entry) => entry.problem)
      if (canvas !== before && options.record !== false) history.record(before, options.batch)
      const removed = new Set(operations.flatMap((op) => (op.type === 'DELETE_MODULE' ? [op.moduleId] : [])))
      set((state) => ({
        nodes: canvas.nodes,
        edges: canvas.edges,
        selectedNodeIds: state.selectedNodeIds.filter((id) => !removed.has(id)),
        selectedEdgeIds: state.selectedEdgeIds.filter((id) => canvas.edges.some((edge) => edge.id === id)),
        log: appendLog(state.log, entries),
        notice: failed ? { seq: failed.seq, message: failed.problem!, kind: 'problem' } : state.notice,
        ...historyState(),
      }))
      return entries
    }

    return {
      nodes: initial.nodes ?? [],
      edges: initial.edges ?? [],
      selectedNodeIds: [],
      selectedEdgeIds: [],
      audioStarted: false,
      log: [],
      notice: null,
      ...historyState(),
      apply,
      historySteps: (keep) => history.steps(keep),
      undo() {
        const previous = history.undo(snapshot())
        if (previous) show(previous)
        return previous !== undefined
      },
      redo() {
        const next = history.redo(snapshot())
        if (next) show(next)
        return next !== undefined
      },
      notify: (message, kind = 'info') => set({ notice: { seq: ++seq, message, kind } }),
      replaceCanvas(canvas) {
        history.clear()
        set({
          nodes: canvas.nodes,
          edges: canvas.edges,
          selectedNodeIds: [],
          selectedEdgeIds: [],
          ...historyState(),
        })
      },
      addModule(type, position) {
        const ops = addModuleOps(snapshot(), type, position)
        apply(ops, 'user')
        const added = ops[0]?.type === 'ADD_MODULE' ? ops[0].node.id : undefined
        if (added) set({ selectedNodeIds: [added], selectedEdgeIds: [] })
        return added
      },
      deleteModules: (ids) => void apply(deleteModulesOps(ids), 'user'),
      duplicateModules(ids) {
        const ops = duplicateModulesOps(snapshot(), ids)
        apply(ops, 'user')
        set({ selectedNodeIds: ops.flatMap((op) => (op.type === 'ADD_MODULE' ? [op.node.id] : [])) })
      },
      connect: (connection) => void apply(connectOps(snapshot(), connection), 'user'),
      disconnect: (edgeIds) => void apply(disconnectOps(edgeIds), 'user'),
      updateParam: (moduleId, parameter, value) =>
        void apply(updateParamOps(snapshot(), moduleId, parameter, value), 'user', undefined, {
          batch: `param:${moduleId}:${parameter}`,
        }),
      moveModule(moduleId, position) {
        // Moving is not an operation the engine cares about; only the canvas changes.
        set((state) => ({
          nodes: state.nodes.map((node) => (node.id === moduleId ? { ...node, position } : node)),
        }))
      },
      renameModule(moduleId, name) {
        const trimmed = name.trim()
        if (!trimmed) return
        set((state) => ({
          nodes: state.nodes.map((node) => (node.id === moduleId ? { ...node, name: trimmed } : node)),
        }))
      },
      select: (nodeIds, edgeIds = []) =>
        set({ selectedNodeIds: [...nodeIds], selectedEdgeIds: [...edgeIds] }),
      markAudioStarted() {
        set({ audioStarted: true })
        const ops = waitingSpeakers(snapshot()).map(
          (moduleId): ClientOperation => ({
            type: 'UPDATE_MODULE_PARAM',
            moduleId,
            parameter: 'enabled',
            value: true,
          }),
        )
        if (ops.length > 0) apply(ops, 'user', undefined, { record: false })
      },
      snapshot,
    }
  })
}
