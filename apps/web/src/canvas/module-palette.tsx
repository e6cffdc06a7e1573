import { MODULE_CATALOGUE, type ModuleCategory } from '@mindwire/synth/catalogue'
import { useReactFlow } from '@xyflow/react'
import { useStudioStore } from '../app/studio-context.tsx'
import { freeSpotInView } from './free-spot.ts'

const CATEGORIES: ModuleCategory[] = ['信号源', '效果', '输入', '逻辑', '输出']

/** The drag data type a palette button carries: the module type, dropped on the canvas where it lands. */
export const MODULE_DRAG_TYPE = 'application/x-mindwire-module'

/**
 * The module list by category; a click adds the module at the free place nearest the middle of the view,
 * and a button dragged onto the canvas adds it where it is dropped.
 */
export function ModulePalette() {
  const store = useStudioStore()
  const flow = useReactFlow()
  const add = (type: string) => {
    const canvas = document.querySelector('[data-testid="canvas"]')
    store.getState().addModule(type, freeSpotInView(flow, canvas, store.getState().nodes))
  }
  return (
    <nav className="palette" aria-label="模块">
      {CATEGORIES.map((category) => (
        <section key={category}>
          <h3>{category}</h3>
          {MODULE_CATALOGUE.filter((definition) => definition.category === category).map((definition) => (
            <button
              key={definition.type}
              type="button"
              title={definition.description}
              data-add-module={definition.type}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.setData(MODULE_DRAG_TYPE, definition.type)
                event.dataTransfer.effectAllowed = 'copy'
              }}
              onClick={() => add(definition.type)}
            >
              {definition.label}
            </button>
          ))}
        </section>
      ))}
    </nav>
  )
}
