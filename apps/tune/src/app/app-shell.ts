import { provideCopilotLanguage } from '@mindwire/vue'
import { defineComponent, h } from 'vue'
import { RouterLink, RouterView, useRoute } from 'vue-router'
import { ProjectPicker } from '../project/project-picker.ts'
import { provideProjectStore } from '../project/project-store.ts'
import { language, switchLanguage, words } from '../tune-words.ts'
import { provideNotice } from './notice.ts'
import { TUNE_APPS } from './tune-apps.ts'

/**
 * The page: the suite's apps as tabs and the project picker in the header, a notice line, and the route.
 * A route's page is keyed by app and project, so switching either starts a fresh copilot chat bound to it.
 */
export const AppShell = defineComponent({
  name: 'AppShell',
  setup() {
    const route = useRoute()
    const store = provideProjectStore()
    const notice = provideNotice()
    // The copilot drawers and the inline assist speak the page's language, switched or not.
    provideCopilotLanguage(language)
    return () => {
      const say = words()
      return h('div', { class: 'tune-shell', lang: say.locale }, [
        h('header', { class: 'tune-header' }, [
          h('span', { class: 'tune-brand' }, say.brand),
          h(
            'nav',
            { class: 'tune-tabs', 'aria-label': say.appsLabel },
            TUNE_APPS.map((app) =>
              h(
                RouterLink,
                {
                  to: { path: `/${app.id}`, query: { projectId: store.projectId.value } },
                  class: 'tune-tab',
                  'data-app': app.id,
                  title: say.apps[app.id],
                },
                () => [h('strong', app.name), ' ', h('span', say.apps[app.id])],
              ),
            ),
          ),
          h(ProjectPicker),
          h('a', { class: 'tune-app-link', href: '/analyst.html' }, say.analystLink),
          h(
            'button',
            {
              type: 'button',
              class: 'tune-language',
              'data-action': 'switch-language',
              'aria-label': say.switchLabel,
              onClick: switchLanguage,
            },
            say.switchTo,
          ),
        ]),
        notice.value &&
          h('p', { class: `tune-notice tune-notice--${notice.value.kind}`, role: 'status' }, [
            notice.value.text,
            h(
              'button',
              { type: 'button', 'aria-label': say.dismiss, onClick: () => (notice.value = null) },
              '×',
            ),
          ]),
        store.error.value &&
          h('p', { class: 'tune-notice tune-notice--error', role: 'alert' }, store.error.value),
        // Routes wait for a project: a chat must never start unbound (the server would make its own project).
        store.projectId.value
          ? h(RouterView, null, {
              default: ({ Component }: { Component: unknown }) =>
                Component
                  ? h(Component as never, { key: `${String(route.params.app)}|${store.projectId.value}` })
                  : null,
            })
          : h('p', { class: 'tune-muted tune-loading' }, say.openingProject),
      ])
    }
  },
})
