import { MODULE_CATALOGUE } from '@mindwire/synth/catalogue'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useStudio, useStudioStore } from '../app/studio-context.tsx'
import { categoryLabel, MODULE_CATEGORIES, moduleLabel, useStudioWords } from '../app/studio-words.ts'

/** Where the menu was opened: on the empty canvas, on a module or on a connection. */
export type MenuTarget =
  | { kind: 'pane'; x: number; y: number; flowPosition: { x: number; y: number } }
  | { kind: 'node'; x: number; y: number; id: string }
  | { kind: 'edge'; x: number; y: number; id: string }

/** The right-click menu: add a module here; duplicate, switch, disconnect or delete modules; delete a connection. */
export function ContextMenu({ target, onClose }: { target: MenuTarget; onClose: () => void }) {
  const store = useStudioStore()
  const selected = useStudio((state) => state.selectedNodeIds)
  const nodes = useStudio((state) => state.nodes)
  const say = useStudioWords()
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
        MODULE_CATEGORIES.map((category) => (
          <li key={category} className="context-menu__group">
            <span>{categoryLabel(say, category)}</span>
            <ul>
              {MODULE_CATALOGUE.filter((definition) => definition.category === category).map((definition) => (
                <li key={definition.type}>
                  <button
                    type="button"
                    onClick={run(() => state.addModule(definition.type, target.flowPosition))}
                  >
                    {moduleLabel(say, definition.type)}
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
              {say.menu.duplicate} <kbd>Ctrl+D</kbd>
            </button>
          </li>
          {node && (
            <li>
              <button type="button" onClick={run(() => state.updateParam(node.id, 'enabled', !node.enabled))}>
                {node.enabled ? say.disable : say.enable}
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
              {say.menu.disconnectAll}
            </button>
          </li>
          <li>
            <button type="button" onClick={run(() => state.deleteModules(ids))}>
              {say.menu.delete} <kbd>Delete</kbd>
            </button>
          </li>
        </>
      )}
      {target.kind === 'edge' && (
        <li>
          <button type="button" onClick={run(() => state.disconnect([target.id]))}>
            {say.menu.deleteConnection}
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
