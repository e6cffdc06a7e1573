import { MODULE_CATALOGUE, type ModuleCategory } from '@mindwire/synth/catalogue'
import { useEffect } from 'react'
import { useStudio, useStudioStore } from '../app/studio-context.tsx'

/** Where the menu was opened: on the empty canvas, on a module or on a connection. */
export type MenuTarget =
  | { kind: 'pane'; x: number; y: number; flowPosition: { x: number; y: number } }
  | { kind: 'node'; x: number; y: number; id: string }
  | { kind: 'edge'; x: number; y: number; id: string }

const CATEGORIES: ModuleCategory[] = ['信号源', '效果', '输入', '逻辑', '输出']

/** The right-click menu: add a module here; duplicate, switch, disconnect or delete modules; delete a connection. */
export function ContextMenu({ target, onClose }: { target: MenuTarget; onClose: () => void }) {
  const store = useStudioStore()
  const selected = useStudio((state) => state.selectedNodeIds)
  const nodes = useStudio((state) => state.nodes)
  useEffect(() => {
    const close = (event: KeyboardEvent) => event.key === 'Escape' && onClose()
    window.addEventListener('keydown', close)
    return () => window.removeEventListener('keydown', close)
  }, [onClose])

  const run = (action: () => void) => () => {
    action()
    onClose()
  }
  const state = store.getState()
  const ids = target.kind === 'node' ? (selected.includes(target.id) ? selected : [target.id]) : []
  const node = target.kind === 'node' ? nodes.find((candidate) => candidate.id === target.id) : undefined

  return (
    <menu className="context-menu" style={{ left: target.x, top: target.y }} data-testid="context-menu">
      {target.kind === 'pane' &&
        CATEGORIES.map((category) => (
          <li key={category} className="context-menu__group">
            <span>{category}</span>
            <ul>
              {MODULE_CATALOGUE.filter((definition) => definition.category === category).map((definition) => (
                <li key={definition.type}>
                  <button
                    type="button"
                    onClick={run(() => state.addModule(definition.type, target.flowPosition))}
                  >
                    {definition.label}
                  </button>
                </li>
              ))}
            </ul>
          </li>
        ))}
      {target.kind === 'node' && (
        <>
          <li>
            <button type="button" onClick={run(() => state.duplicateModules(ids))}>
              复制 <kbd>Ctrl+D</kbd>
            </button>
          </li>
          {node && (
            <li>
              <button type="button" onClick={run(() => state.updateParam(node.id, 'enabled', !node.enabled))}>
                {node.enabled ? '停用' : '启用'}
              </button>
            </li>
          )}
          <li>
            <button
              type="button"
              onClick={run(() =>
                state.disconnect(
                  state.edges
                    .filter((e) => ids.includes(e.source) || ids.includes(e.target))
                    .map((e) => e.id),
                ),
              )}
            >
              断开所有连接
            </button>
          </li>
          <li>
            <button type="button" onClick={run(() => state.deleteModules(ids))}>
              删除 <kbd>Delete</kbd>
            </button>
          </li>
        </>
      )}
      {target.kind === 'edge' && (
        <li>
          <button type="button" onClick={run(() => state.disconnect([target.id]))}>
            删除连接
          </button>
        </li>
      )}
    </menu>
  )
}
