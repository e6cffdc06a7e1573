import { defineComponent, h, shallowRef } from 'vue'
import { useProjectStore } from './project-store.ts'

/** The header's project switcher: the tenant's projects, and a name field to create one. */
export const ProjectPicker = defineComponent({
  name: 'ProjectPicker',
  setup() {
    const store = useProjectStore()
    const name = shallowRef('')

    async function create(event: Event) {
      event.preventDefault()
      const chosen = name.value.trim()
      if (!chosen) return
      name.value = ''
      await store.create(chosen)
    }

    return () => {
      const current = store.projectId.value
      const known = store.projects.value
      // The current project may be newer than the list (created by the agent or in another tab).
      const options =
        current && !known.some((p) => p.id === current) && store.project.value
          ? [store.project.value, ...known]
          : known
      return h('div', { class: 'tune-project-picker' }, [
        h('label', [
          '工程 ',
          h(
            'select',
            {
              class: 'tune-project-select',
              value: current ?? '',
              onChange: (event: Event) => store.select((event.target as HTMLSelectElement).value),
            },
            options.map((project) => h('option', { key: project.id, value: project.id }, project.name)),
          ),
        ]),
        h('form', { class: 'tune-project-create', onSubmit: create }, [
          h('input', {
            class: 'tune-project-name',
            value: name.value,
            placeholder: '新工程名称',
            'aria-label': '新工程名称',
            maxlength: 120,
            onInput: (event: Event) => {
              name.value = (event.target as HTMLInputElement).value
            },
          }),
          h('button', { type: 'submit', disabled: !name.value.trim() || store.busy.value }, '新建'),
        ]),
      ])
    }
  },
})
