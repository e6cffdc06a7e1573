import { MODULE_CATALOGUE } from '@mindwire/synth/catalogue'
import { useReactFlow } from '@xyflow/react'
import { useStudioStore } from '../app/studio-context.tsx'
import { categoryLabel, MODULE_CATEGORIES, moduleLabel, useStudioWords } from '../app/studio-words.ts'
import { freeSpotInView } from './free-spot.ts'

/** The drag data type a palette button carries: the module type, dropped on the canvas where it lands. */
export const MODULE_DRAG_TYPE = 'application/x-mindwire-module'

/**
 * The module list by category; a click adds the module at the free place nearest the middle of the view,
 * and a button dragged onto the canvas adds it where it is dropped.
 */
export function ModulePalette() {
  const store = useStudioStore()
  const flow = useReactFlow()
  const say = useStudioWords()
  const add = (type: string) => {
    const canvas = document.querySelector('[data-testid="canvas"]')
    store.getState().addModule(type, freeSpotInView(flow, canvas, store.getState().nodes))
  }
  return (
    <nav className="palette" aria-label={say.modules}>
      {MODULE_CATEGORIES.map((category) => (
        <section key={category}>
          <h3>{categoryLabel(say, category)}</h3>
          {MODULE_CATALOGUE.filter((definition) => definition.category === category).map((definition) => (
            <button
              key={definition.type}
              type="button"
              title={say.moduleHelp[definition.type] ?? definition.description}
              data-add-module={definition.type}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.setData(MODULE_DRAG_TYPE, definition.type)
                event.dataTransfer.effectAllowed = 'copy'
              }}
              onClick={() => add(definition.type)}
            >
              {moduleLabel(say, definition.type)}
            </button>
          ))}
        </section>
      ))}
    </nav>
  )
}
