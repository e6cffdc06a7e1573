import { useCopilotSession } from '@mindwire/vue'
import { type InjectionKey, inject, provide, shallowRef } from 'vue'
import { useRoute, useRouter } from 'vue-router'
import { useNotice } from '../app/notice.ts'
import { appName, type TuneAppId } from '../app/tune-apps.ts'
import { errorText } from '../project/error-text.ts'
import { useProjectStore } from '../project/project-store.ts'
import { incomingHandoff, webPathOfDeepLink } from './web-path.ts'

/** Where a handoff into this route stands. */
export type HandoffPhase = 'none' | 'resuming' | 'handing-off' | 'ready' | 'handed-back' | 'failed'

export type IncomingHandoff = ReturnType<typeof createIncomingHandoff>

const INCOMING: InjectionKey<IncomingHandoff> = Symbol('tune-incoming-handoff')

/**
 * A route opened by a deep link (`?intent=…&sessionId=…`, seed 000 §4.7): resume the session by id (its
 * history and state come from the server; credentials from this origin, never the URL), move it to this
 * app with the server's handoff, and let the route's view run the intent. A failed handoff falls back to
 * xi-studio with the session intact (§9.2). `handBack` returns the result to another app the same way.
 */
function createIncomingHandoff(app: TuneAppId) {
  const route = useRoute()
  const router = useRouter()
  const store = useProjectStore()
  const notice = useNotice()
  const incoming = incomingHandoff(route.query)
  const lifecycle = useCopilotSession({ app })
  const phase = shallowRef<HandoffPhase>(incoming ? 'resuming' : 'none')
  /** This app's route for the session after `handBack`. */
  const backPath = shallowRef<string | null>(null)

  async function start(sessionId: string, intent: string): Promise<void> {
    const session = await lifecycle.resume(sessionId)
    if (!session) return fallBack(sessionId, lifecycle.error.value?.message ?? '会话无法恢复', false)
    if (session.app !== app) {
      phase.value = 'handing-off'
      try {
        const projectId = store.projectId.value
        await lifecycle.handoff(app, intent, projectId ? { projectId } : undefined)
      } catch (failure) {
        return fallBack(sessionId, errorText(failure), true)
      }
    }
    phase.value = 'ready'
    if (intent === 'tuning-completed')
      notice.value = { kind: 'info', text: 'XiTune 已完成自动调音，结果已写入工程。' }
    // A reload must not run the intent again; the session stays in the URL.
    await router.replace({ query: { ...route.query, intent: undefined } })
  }

  async function fallBack(sessionId: string, reason: string, sessionIntact: boolean): Promise<void> {
    phase.value = 'failed'
    notice.value = {
      kind: 'error',
      text: sessionIntact
        ? `交接到 ${appName(app)} 失败（${reason}），已回到 XiStudio，会话保持不变。`
        : `无法打开交接的会话（${reason}），已回到 XiStudio。`,
    }
    // The session's own project, since the link's may be the reason it failed.
    const bound = sessionIntact ? await store.api.session(sessionId).catch(() => undefined) : undefined
    const projectId = bound?.state?.projectId ?? store.projectId.value
    await router.replace({
      path: '/xi-studio',
      query: { projectId, ...(sessionIntact ? { sessionId } : {}) },
    })
  }

  if (incoming) void start(incoming.sessionId, incoming.intent)

  return {
    intent: incoming?.intent,
    phase,
    backPath,
    /** Hands the session (and a result) back to another app, e.g. `('xi-studio', 'tuning-completed', {…})`. */
    async handBack(target: TuneAppId, intent: string, context: Record<string, string | number | boolean>) {
      try {
        const result = await lifecycle.handoff(target, intent, context)
        backPath.value = webPathOfDeepLink(result.deepLink, '/') ?? null
        phase.value = 'handed-back'
      } catch (failure) {
        notice.value = { kind: 'error', text: `交回 ${appName(target)} 失败：${errorText(failure)}` }
      }
    },
  }
}

/** Handles a deep link into the route and provides its state to the route's view. */
export function provideIncomingHandoff(app: TuneAppId): IncomingHandoff {
  const handoff = createIncomingHandoff(app)
  provide(INCOMING, handoff)
  return handoff
}

/** The route's handoff state (phase `none` when the route was not opened by a handoff). */
export function useIncomingHandoff(): IncomingHandoff {
  const handoff = inject(INCOMING)
  if (!handoff) throw new Error('useIncomingHandoff() needs provideIncomingHandoff() in the route page')
  return handoff
}
