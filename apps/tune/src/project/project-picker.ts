import { defineComponent, h, shallowRef } from 'vue'
import { useNotice } from '../app/notice.ts'
import { fill, words } from '../tune-words.ts'
import { useProjectStore } from './project-store.ts'

/**
 * The header's project switcher: the tenant's projects, a button that deletes the open one (after one
 * confirmation that says what goes with it), and a name field to create one.
 */
export const ProjectPicker = defineComponent({
  name: 'ProjectPicker',
  setup() {
    const store = useProjectStore()
    const notice = useNotice()
    const name = shallowRef('')

    async function remove() {
      const open = store.project.value
      if (!open) return
      const sure = window.confirm(fill(words().project.confirmDelete, { name: open.name }))
      if (!sure) return
      // Said only once the server has deleted it; a refusal shows as the store's error instead.
      if (await store.remove(open.id))
        notice.value = { kind: 'info', text: fill(words().project.deleted, { name: open.name }) }
    }

    async function create(event: Event) {
      event.preventDefault()
      const chosen = name.value.trim()
      if (!chosen) return
      name.value = ''
      await store.create(chosen)
    }

    return () => {
      const current = store.projectId.value
      const say = words().project
      const known = store.projects.value
      // The current project may be newer than the list (created by the agent or in another tab).
      const options =
        current && !known.some((p) => p.id === current) && store.project.value
          ? [store.project.value, ...known]
          : known
      return h('div', { class: 'tune-project-picker' }, [
        h('label', [
          say.label,
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
        h(
          'button',
          {
            type: 'button',
            class: 'tune-project-delete',
            disabled: !store.project.value || store.busy.value,
            title: say.deleteTitle,
            onClick: remove,
          },
          say.delete,
        ),
        h('form', { class: 'tune-project-create', onSubmit: create }, [
          h('input', {
            class: 'tune-project-name',
            value: name.value,
            placeholder: say.newName,
            'aria-label': say.newName,
            maxlength: 120,
            onInput: (event: Event) => {
              name.value = (event.target as HTMLInputElement).value
            },
          }),
          h('button', { type: 'submit', disabled: !name.value.trim() || store.busy.value }, say.create),
        ]),
      ])
    }
  },
})
