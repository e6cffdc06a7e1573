import { canConnect } from '@mindwire/synth/graph'
import {
  Background,
  type Connection,
  Controls,
  type EdgeChange,
  type NodeChange,
  ReactFlow,
  useReactFlow,
} from '@xyflow/react'
import { useCallback, useMemo, useState } from 'react'
import { useStudio, useStudioStore } from '../app/studio-context.tsx'
import { ContextMenu, type MenuTarget } from './context-menu.tsx'
import { type ModuleFlowNode, toFlowEdges, toFlowNodes } from './flow-elements.ts'
import { useFollowNewModules } from './follow-new-modules.ts'
import { ModuleNode } from './module-node.tsx'
import { MODULE_DRAG_TYPE } from './module-palette.tsx'
import { useShortcuts } from './use-shortcuts.ts'

/** Where a dropped module is held, from its top left corner (in canvas units): on its title bar. */
const DROP_GRIP = { x: 24, y: 12 }

const NODE_TYPES = { module: ModuleNode }

/**
 * The modular canvas (React Flow): modules and connections come from the store; dragging, selecting,
 * connecting and the context menu go back to it as the same operations the agent uses.
 */
export function StudioCanvas() {
  const store = useStudioStore()
  const nodes = useStudio((state) => state.nodes)
  const edges = useStudio((state) => state.edges)
  const selectedNodes = useStudio((state) => state.selectedNodeIds)
  const selectedEdges = useStudio((state) => state.selectedEdgeIds)
  const [measured, setMeasured] = useState(() => new Map<string, { width: number; height: number }>())
  const [menu, setMenu] = useState<MenuTarget | null>(null)
  const flow = useReactFlow()
  useShortcuts()
  useFollowNewModules()

  const flowNodes = useMemo(
    () => toFlowNodes(nodes, new Set(selectedNodes), measured),
    [nodes, selectedNodes, measured],
  )
  const flowEdges = useMemo(
    () => toFlowEdges(edges, nodes, new Set(selectedEdges)),
    [edges, nodes, selectedEdges],
  )

  const onNodesChange = useCallback(
    (changes: NodeChange<ModuleFlowNode>[]) => {
      const state = store.getState()
      let selection: Set<string> | undefined
      for (const change of changes) {
        if (change.type === 'position' && change.position) state.moveModule(change.id, change.position)
        if (change.type === 'dimensions' && change.dimensions) {
          const size = change.dimensions
          setMeasured((previous) => new Map(previous).set(change.id, size))
        }
        if (change.type === 'select') {
          selection ??= new Set(store.getState().selectedNodeIds)
          if (change.selected) selection.add(change.id)
          else selection.delete(change.id)
        }
      }
      if (selection) store.getState().select([...selection], store.getState().selectedEdgeIds)
    },
    [store],
  )

  const onEdgesChange = useCallback(
    (changes: EdgeChange[]) => {
      let selection: Set<string> | undefined
      for (const change of changes) {
        if (change.type !== 'select') continue
        selection ??= new Set(store.getState().selectedEdgeIds)
        if (change.selected) selection.add(change.id)
        else selection.delete(change.id)
      }
      if (selection) store.getState().select(store.getState().selectedNodeIds, [...selection])
    },
    [store],
  )

  const isValidConnection = useCallback(
    (
      connection:
        | Connection
        | { source: string; target: string; sourceHandle?: string | null; targetHandle?: string | null },
    ) =>
      canConnect(
        store.getState().snapshot(),
        { moduleId: connection.source, handle: connection.sourceHandle ?? undefined },
        { moduleId: connection.target, handle: connection.targetHandle ?? undefined },
      ).ok,
    [store],
  )

  return (
    <div className="canvas" data-testid="canvas">
      <ReactFlow<ModuleFlowNode>
        nodes={flowNodes}
        edges={flowEdges}
        nodeTypes={NODE_TYPES}
        onNodesChange={onNodesChange}
        onEdgesChange={onEdgesChange}
        onConnect={(connection) => store.getState().connect(connection)}
        isValidConnection={isValidConnection}
        deleteKeyCode={null}
        onPaneClick={() => setMenu(null)}
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes(MODULE_DRAG_TYPE)) return
          event.preventDefault()
          event.dataTransfer.dropEffect = 'copy'
        }}
        onDrop={(event) => {
          const type = event.dataTransfer.getData(MODULE_DRAG_TYPE)
          if (!type) return
          event.preventDefault()
          // Its header under the pointer, as the person placed it.
          const at = flow.screenToFlowPosition({ x: event.clientX, y: event.clientY })
          store.getState().addModule(type, { x: at.x - DROP_GRIP.x, y: at.y - DROP_GRIP.y })
        }}
        onPaneContextMenu={(event) => {
          event.preventDefault()
          const at = flow.screenToFlowPosition({ x: event.clientX, y: event.clientY })
          setMenu({ kind: 'pane', x: event.clientX, y: event.clientY, flowPosition: at })
        }}
        onNodeContextMenu={(event, node) => {
          event.preventDefault()
          if (!store.getState().selectedNodeIds.includes(node.id)) store.getState().select([node.id])
          setMenu({ kind: 'node', x: event.clientX, y: event.clientY, id: node.id })
        }}
        onEdgeContextMenu={(event, edge) => {
          event.preventDefault()
          setMenu({ kind: 'edge', x: event.clientX, y: event.clientY, id: edge.id })
        }}
        fitView
        minZoom={0.2}
      >
        <Background />
        <Controls />
      </ReactFlow>
      {menu && <ContextMenu target={menu} onClose={() => setMenu(null)} />}
    </div>
  )
}
