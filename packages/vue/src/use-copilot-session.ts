import type { Client, ClientTool, HandoffResult, Message, Session } from '@mindwire/client'
import { type MaybeRefOrGetter, onScopeDispose, shallowRef, toValue, watch } from 'vue'
import { useCopilotClient } from './copilot-client.ts'
import { useRequest } from './use-request.ts'

export interface UseCopilotSessionOptions {
  client?: Client
  /** The app (domain) a new session talks to. */
  app: string
  /** When it holds an id, that session is opened (and reopened when it changes): its persisted copy first. */
  sessionId?: MaybeRefOrGetter<string | null | undefined>
  context?: MaybeRefOrGetter<unknown>
  /** Registered on every session this composable opens, removed when the scope is disposed. */
  tools?: readonly ClientTool[]
}

/**
 * One session's lifecycle as refs (seed 000 §4.2, §4.7): create it, resume it by id (restoring what
 * `persist` saved), persist it, hand it off to another app. For the chat itself, see useCopilot.
 */
export function useCopilotSession(options: UseCopilotSessionOptions) {
  const client = useCopilotClient(options.client)
  const session = shallowRef<Session | null>(null)
  const history = shallowRef<Message[]>([])
  const request = useRequest<Session>()
  const context = options.context
  const sessionOptions = {
    context: context === undefined ? undefined : () => toValue(context),
    tools: options.tools,
  }

  async function open(load: () => Promise<Session>): Promise<Session | undefined> {
    const opened = await request.run(load)
    if (opened) {
      session.value = opened
      history.value = opened.getHistory()
    }
    return opened
  }

  /** Creates a fresh session on the server for the app. */
  const create = () => open(() => client.createSession({ app: options.app, ...sessionOptions }))

  /** Opens an existing session: the server's history, then this client's persisted copy if it has one. */
  const resume = (id: string) =>
    open(async () => {
      const resumed = await client.resumeSession(id, sessionOptions)
      resumed.restore()
      return resumed
    })

  /** Saves the session (history, stream position) to the client's storage. */
  function persist(): void {
    session.value?.persist()
  }

  /** Moves the session to another app; returns the deep link that continues it there. */
  async function handoff(
    targetApp: string,
    intent: string,
    handoffContext?: Record<string, unknown>,
  ): Promise<HandoffResult> {
    if (!session.value) throw new Error('no session to hand off: create() or resume() one first')
    return session.value.handoff(targetApp, intent, handoffContext)
  }

  if (options.sessionId !== undefined)
    watch(
      () => toValue(options.sessionId),
      (id) => void (id && id !== session.value?.id ? resume(id) : undefined),
      { immediate: true },
    )

  onScopeDispose(() => {
    session.value?.detach('the scope was disposed')
    for (const tool of options.tools ?? []) session.value?.unregisterTool(tool.name)
  })

  return {
    session,
    history,
    loading: request.loading,
    error: request.error,
    create,
    resume,
    persist,
    handoff,
  }
}
