import { MODULE_CATALOGUE, type ModuleCategory } from '@mindwire/synth/catalogue'
import { useStudioStore } from '../app/studio-context.tsx'

const CATEGORIES: ModuleCategory[] = ['信号源', '效果', '输入', '逻辑', '输出']

/** The module list by category; a click adds the module at a free place on the canvas. */
export function ModulePalette() {
  const store = useStudioStore()
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
              onClick={() => store.getState().addModule(definition.type)}
            >
              {definition.label}
            </button>
          ))}
        </section>
      ))}
    </nav>
  )
}
