import { defineComponent, h } from 'vue'
import { useProjectStore } from '../project/project-store.ts'
import { fill, words } from '../tune-words.ts'
import { BindingsPanel } from './bindings-panel.ts'
import { ModuleCard } from './module-card.ts'
import { RevisionList } from './revision-list.ts'

/** XiStudio: the project's chain in signal order, its connections and signal bindings, and its revisions. */
export const StudioView = defineComponent({
  name: 'StudioView',
  setup() {
    const store = useProjectStore()
    return () => {
      const project = store.project.value
      const say = words().studio
      if (!project) return h('p', { class: 'tune-muted' }, say.loading)
      const { chain, vehicleModel, targetCurve } = project.document
      const names = store.names.value
      return h('div', { class: 'tune-view tune-studio' }, [
        h('section', { class: 'tune-panel' }, [
          h('h2', [
            fill(say.chain, { name: project.name }),
            h(
              'small',
              fill(say.meta, {
                vehicle: names.vehicle(vehicleModel),
                curve: names.curve(targetCurve),
                revision: project.revision,
              }),
            ),
          ]),
          chain.modules.length === 0
            ? h('p', { class: 'tune-muted' }, say.empty)
            : h(
                'ol',
                { class: 'tune-chain', 'data-testid': 'chain' },
                chain.modules.map((module, index) =>
                  h(ModuleCard, {
                    key: module.id,
                    module,
                    index,
                    definition: store.catalogue.value.find((entry) => entry.id === module.type),
                  }),
                ),
              ),
          h('p', { class: 'tune-connections' }, [
            h('span', { class: 'tune-muted' }, say.connections),
            chain.connections.length === 0
              ? say.none
              : chain.connections
                  .map((c) => `${names.module(c.from)} → ${names.module(c.to)}`)
                  .join(words().forge.listSeparator),
          ]),
        ]),
        h('div', { class: 'tune-side-panels' }, [h(BindingsPanel), h(RevisionList)]),
      ])
    }
  },
})
