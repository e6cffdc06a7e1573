import { MODULE_CATALOGUE, type ModuleCategory } from '@mindwire/synth/catalogue'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
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
  const place = useOnScreen(target)
  useEffect(() => {
    // Captured before the canvas and the keyboard see the key: Escape is the menu's while it is open.
    const close = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.stopPropagation()
      onClose()
    }
    window.addEventListener('keydown', close, true)
    return () => window.removeEventListener('keydown', close, true)
  }, [onClose])

  const run = (action: () => void) => () => {
    action()
    onClose()
  }
  const state = store.getState()
  const ids = target.kind === 'node' ? (selected.includes(target.id) ? selected : [target.id]) : []
  const node = target.kind === 'node' ? nodes.find((candidate) => candidate.id === target.id) : undefined

  return (
    <menu className="context-menu" ref={place.ref} style={place.style} data-testid="context-menu">
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

const MARGIN = 8

/** Opens the menu at the pointer, moved left and up as far as it takes to stay on the screen. */
function useOnScreen(target: MenuTarget) {
  const ref = useRef<HTMLMenuElement>(null)
  const [style, setStyle] = useState({ left: target.x, top: target.y })
  useLayoutEffect(() => {
    const menu = ref.current
    if (!menu) return
    const { width, height } = menu.getBoundingClientRect()
    setStyle({
      left: Math.max(MARGIN, Math.min(target.x, window.innerWidth - width - MARGIN)),
      top: Math.max(MARGIN, Math.min(target.y, window.innerHeight - height - MARGIN)),
    })
  }, [target])
  return { ref, style }
}
