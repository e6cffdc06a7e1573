import type { Client } from '@mindwire/client'
import { type StudioArtifact, useCopilotClient } from '@mindwire/vue'
import { defineComponent, h, onMounted, shallowRef } from 'vue'
import type { Environment, TestRunData } from '../api/studio-types.ts'
import { errorText } from '../project/error-text.ts'
import { useProjectStore } from '../project/project-store.ts'
import { fill, words } from '../tune-words.ts'

function runSuite(client: Client, projectId: string, suiteId: string) {
  return client.request<StudioArtifact<TestRunData>>(
    'POST',
    `/api/studio/projects/${encodeURIComponent(projectId)}/test-runs`,
    { body: { suiteId } },
  )
}

/** A suite by its title in the page's language, as the list above names it (its id when not listed). */
function suiteTitle(suites: Environment['suites'], suiteId: string): string {
  const suite = suites.find((candidate) => candidate.id === suiteId)
  if (!suite) return suiteId
  return words().locale === 'en' ? suite.title : suite.titleZh
}

/** XiTest: the suites over the project's chain, a run, and each case's outcome with what it measured. */
export const TestView = defineComponent({
  name: 'TestView',
  setup() {
    const store = useProjectStore()
    const client = useCopilotClient()
    const suites = shallowRef<Environment['suites']>([])
    const running = shallowRef<string | null>(null)
    const run = shallowRef<TestRunData | null>(null)
    const error = shallowRef<string | null>(null)
    onMounted(async () => {
      suites.value = (await store.api.environment().catch(() => null))?.suites ?? []
    })

    async function start(suiteId: string) {
      const projectId = store.projectId.value
      if (!projectId) return
      running.value = suiteId
      error.value = null
      try {
        run.value = (await runSuite(client, projectId, suiteId)).data
      } catch (failure) {
        error.value = errorText(failure)
      } finally {
        running.value = null
      }
    }

    return () => {
      const say = words().test
      const english = words().locale === 'en'
      return h('div', { class: 'tune-view tune-xitest' }, [
        h('section', { class: 'tune-panel' }, [
          h('h2', say.suites),
          h(
            'ul',
            { class: 'tune-suites' },
            suites.value.map((suite) =>
              h('li', { key: suite.id, 'data-suite': suite.id }, [
                h('div', [
                  h('strong', english ? suite.title : suite.titleZh),
                  h('small', fill(say.cases, { count: suite.cases.length })),
                ]),
                h(
                  'button',
                  { type: 'button', disabled: running.value !== null, onClick: () => start(suite.id) },
                  running.value === suite.id ? say.running : say.run,
                ),
              ]),
            ),
          ),
        ]),
        error.value && h('p', { class: 'tune-notice tune-notice--error', role: 'alert' }, error.value),
        run.value &&
          h('section', { class: 'tune-panel', 'data-testid': 'test-run' }, [
            h('h3', [
              fill(say.summary, {
                suite: suiteTitle(suites.value, run.value.suiteId),
                passed: run.value.passed,
                failed: run.value.failed,
              }),
              h('small', ` · ${run.value.ms} ms`),
            ]),
            h('table', { class: 'tune-table' }, [
              h('thead', h('tr', [h('th', say.result), h('th', say.case), h('th', say.details)])),
              h(
                'tbody',
                run.value.cases.map((testCase) =>
                  h('tr', { key: testCase.id, 'data-case': testCase.id, 'data-ok': String(testCase.ok) }, [
                    h(
                      'td',
                      { class: testCase.ok ? 'tune-pass' : 'tune-fail' },
                      testCase.ok ? say.passed : say.failed,
                    ),
                    h('td', english ? testCase.name : testCase.nameZh),
                    h('td', english ? testCase.detail : testCase.detailZh),
                  ]),
                ),
              ),
            ]),
          ]),
      ])
    }
  },
})
