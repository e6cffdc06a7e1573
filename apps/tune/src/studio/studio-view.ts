import { defineComponent, h } from 'vue'
import { useProjectStore } from '../project/project-store.ts'
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
      if (!project) return h('p', { class: 'tune-muted' }, '正在加载工程…')
      const { chain, vehicleModel, targetCurve } = project.document
      return h('div', { class: 'tune-view tune-studio' }, [
        h('section', { class: 'tune-panel' }, [
          h('h2', [
            `${project.name} 的链路`,
            h('small', ` · ${vehicleModel} · 目标 ${targetCurve} · r${project.revision}`),
          ]),
          chain.modules.length === 0
            ? h('p', { class: 'tune-muted' }, '链路是空的。试试对 XiMind 说“帮我做个车载声浪链路”。')
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
            h('span', { class: 'tune-muted' }, '连接：'),
            chain.connections.length === 0
              ? '无'
              : chain.connections
                  .map((c) => `${c.from}${c.fromPort ? `.${c.fromPort}` : ''} → ${c.to}`)
                  .join('，'),
          ]),
        ]),
        h('div', { class: 'tune-side-panels' }, [h(BindingsPanel), h(RevisionList)]),
      ])
    }
  },
})
