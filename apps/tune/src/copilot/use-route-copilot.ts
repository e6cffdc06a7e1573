import { type UseCopilotResult, useCopilot } from '@mindwire/vue'
import { type InjectionKey, inject, provide, type ShallowRef, shallowRef, watch } from 'vue'
import { useRoute, useRouter } from 'vue-router'
import type { TuneAppId } from '../app/tune-apps.ts'
import { createOpenAppTool, type OpenedLink } from '../handoff/open-app-tool.ts'
import { useHandbackListener } from '../handoff/use-handback-listener.ts'
import { useProjectStore } from '../project/project-store.ts'
import { sessionKey } from './remembered-sessions.ts'

/** Tool results that change the project: the chain, curves and revisions are read again after them. */
const PROJECT_TOOLS: ReadonlySet<string> = new Set(['update-link', 'update-param', 'bind-param-to-signal'])

export interface RouteCopilot {
  copilot: UseCopilotResult
  /** Apps open-app opened from this chat (or tried to, when the browser blocked the tab). */
  opened: ShallowRef<OpenedLink[]>
}

const ROUTE_COPILOT: InjectionKey<RouteCopilot> = Symbol('tune-route-copilot')

/**
 * The route's copilot: a chat with the route's app (xi-studio, xi-tune, …) whose session is bound to the
 * current project (`state: { projectId }`), continuing `?sessionId=` when the page was opened with one, or
 * else this app's last conversation about the project (XiStudio → XiTune → XiStudio keeps both).
 * The agent's turns are committed when they end, so the project is read after each chain tool result and
 * once more when the reply is over.
 */
export function provideRouteCopilot(app: TuneAppId): RouteCopilot {
  const store = useProjectStore()
  const route = useRoute()
  const router = useRouter()
  const opened = shallowRef<OpenedLink[]>([])
  const projectId = typeof route.query.projectId === 'string' ? route.query.projectId : undefined
  const sessionId =
    typeof route.query.sessionId === 'string'
      ? route.query.sessionId
      : ((projectId && localStorage.getItem(sessionKey(app, projectId))) ?? undefined)
  let changed = false
  const openApp = createOpenAppTool({
    base: import.meta.env.BASE_URL,
    onOpened: (link) => {
      opened.value = [...opened.value, link]
    },
  })
  const copilot = useCopilot({
    app,
    sessionId,
    // Without a project yet, say nothing: the server would bind the session to a new project of its own.
    context: () => (store.projectId.value ? { projectId: store.projectId.value } : undefined),
    tools: [openApp],
    onToolResult: (result) => {
      if (!PROJECT_TOOLS.has(result.name)) return
      changed = true
      void store.refresh()
    },
  })
  watch(copilot.sending, (sending) => {
    if (sending || !changed) return
    changed = false
    void store.refresh()
  })
  // The chat's session in the URL (a reload or a copied link continues it) and remembered for the project.
  watch(copilot.sessionId, (id) => {
    if (id && route.query.sessionId !== id) void router.replace({ query: { ...route.query, sessionId: id } })
    const project = store.projectId.value ?? projectId
    if (id && project) localStorage.setItem(sessionKey(app, project), id)
  })
  useHandbackListener(app, () => copilot.sessionId.value)
  // A resumed session shows its conversation so far right away, not after the next message.
  if (sessionId) void copilot.chat.session().catch(() => undefined)
  const routeCopilot = { copilot, opened }
  provide(ROUTE_COPILOT, routeCopilot)
  return routeCopilot
}

/** The route's copilot, for views that talk to it (InlineAssist, a spectrum sent from XiTune). */
export function useRouteCopilot(): RouteCopilot {
  const copilot = inject(ROUTE_COPILOT)
  if (!copilot) throw new Error('useRouteCopilot() needs provideRouteCopilot() in the route page')
  return copilot
}
