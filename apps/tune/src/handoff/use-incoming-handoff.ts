import { useCopilotClient, useCopilotSession } from '@mindwire/vue'
import { type InjectionKey, inject, provide, shallowRef, watch } from 'vue'
import { useRoute, useRouter } from 'vue-router'
import { useNotice } from '../app/notice.ts'
import { appName, type TuneAppId } from '../app/tune-apps.ts'
import { errorText } from '../project/error-text.ts'
import { useProjectStore } from '../project/project-store.ts'
import { fill, words } from '../tune-words.ts'
import { handbackNotice } from './handback-notice.ts'
import { incomingHandoff, SYNTH_APP, synthPathOfDeepLink, tunePathOfDeepLink } from './web-path.ts'

/** Where a handoff into this route stands. */
export type HandoffPhase = 'none' | 'resuming' | 'handing-off' | 'ready' | 'handed-back' | 'failed'

export type IncomingHandoff = ReturnType<typeof createIncomingHandoff>

/** Where `handBack` sent the session: a route of this web app, or another app's page (the synth studio). */
export interface HandedBack {
  name: string
  path: string
  inThisApp: boolean
}

const INCOMING: InjectionKey<IncomingHandoff> = Symbol('tune-incoming-handoff')

/**
 * A route opened by a deep link (`?intent=…&sessionId=…`, seed 000 §4.7): resume the session by id (its
 * history and state come from the server; credentials from this origin, never the URL), move it to this
 * app with the server's handoff, and let the route's view run the intent. A failed handoff falls back to
 * xi-studio with the session intact (§9.2). `handBack` returns the result the same way to the app the
 * session came from: another route of this app, or the synth studio, which shows the protocol is the
 * suite's, not Vue's.
 */
function createIncomingHandoff(app: TuneAppId) {
  const route = useRoute()
  const router = useRouter()
  const store = useProjectStore()
  const notice = useNotice()
  const incoming = incomingHandoff(route.query)
  const lifecycle = useCopilotSession({ app })
  const client = useCopilotClient()
  const phase = shallowRef<HandoffPhase>(incoming ? 'resuming' : 'none')
  /** Where the session went after `handBack`. */
  const back = shallowRef<HandedBack | null>(null)
  /** The app the session came from, to hand the result back to; XiStudio when it was already here. */
  let origin: string = 'xi-studio'

  async function start(sessionId: string, intent: string, handoffId?: string): Promise<void> {
    const session = await lifecycle.resume(sessionId)
    if (!session)
      return fallBack(sessionId, lifecycle.error.value?.message ?? words().handoff.cannotResume, false)
    if (session.app !== app) {
      origin = session.app
      phase.value = 'handing-off'
      try {
        // A session from outside this web app (the synth studio) has no project yet: the route's is used.
        const projectId = await currentProject()
        await lifecycle.handoff(app, intent, projectId ? { projectId } : undefined)
      } catch (failure) {
        return fallBack(sessionId, errorText(failure), true)
      }
    }
    phase.value = 'ready'
    // The handed-over context (a result's figures) comes from the stored handoff, never from the URL.
    const handed = handoffId ? await client.readHandoff(handoffId).catch(() => undefined) : undefined
    notice.value = handbackNotice(intent, handed?.context) ?? notice.value
    // A reload must not run the intent again; the session stays in the URL.
    await router.replace({ query: { ...route.query, intent: undefined, handoff: undefined } })
  }

  /** The route's project id once the store has one (it opens the newest or creates one); undefined if it fails. */
  function currentProject(): Promise<string | undefined> {
    return new Promise((resolve) => {
      const stop = watch(
        [store.projectId, store.error],
        ([id, error]) => {
          if (!id && !error) return
          queueMicrotask(() => stop())
          resolve(id ?? undefined)
        },
        { immediate: true },
      )
    })
  }

  async function fallBack(sessionId: string, reason: string, sessionIntact: boolean): Promise<void> {
    phase.value = 'failed'
    notice.value = {
      kind: 'error',
      text: sessionIntact
        ? fill(words().handoff.handoffFailed, { app: appName(app), reason })
        : fill(words().handoff.openFailed, { reason }),
    }
    // The session's own project, since the link's may be the reason it failed.
    const bound = sessionIntact ? await store.api.session(sessionId).catch(() => undefined) : undefined
    const projectId = bound?.state?.projectId ?? store.projectId.value
    await router.replace({
      path: '/xi-studio',
      query: { projectId, ...(sessionIntact ? { sessionId } : {}) },
    })
  }

  if (incoming) void start(incoming.sessionId, incoming.intent, incoming.handoffId)

  return {
    intent: incoming?.intent,
    phase,
    back,
    /** Hands the session (and a result) back to the app it came from, e.g. `('tuning-completed', {…})`. */
    async handBack(intent: string, context: Record<string, string | number | boolean>) {
      const target = origin
      try {
        const result = await lifecycle.handoff(target, intent, context)
        const inApp = tunePathOfDeepLink(result.deepLink, '/')
        const path = inApp ?? synthPathOfDeepLink(result.deepLink)
        back.value = path
          ? { name: target === SYNTH_APP ? words().handoff.synth : appName(target), path, inThisApp: !!inApp }
          : null
        phase.value = 'handed-back'
      } catch (failure) {
        notice.value = {
          kind: 'error',
          text: fill(words().handoff.handBackFailed, { app: appName(target), error: errorText(failure) }),
        }
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
