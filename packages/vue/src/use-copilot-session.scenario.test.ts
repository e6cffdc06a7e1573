import { memoryStorage } from '@mindwire/client'
import { describe, expect, it } from 'vitest'
import { effectScope, nextTick, ref } from 'vue'
import { useBoardServer } from './testing/board-fixture.ts'
import { useCopilotSession } from './use-copilot-session.ts'

const board = useBoardServer()

const until = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5))
}

describe('useCopilotSession', () => {
  it('creates a session, persists it, reopens it by id in another scope and hands it off', async () => {
    const storage = memoryStorage()
    const client = board.client({ storage })
    const first = effectScope()
    const studio = first.run(() => useCopilotSession({ client, app: 'board' }))!
    const session = (await studio.create())!
    expect(studio.session.value?.id).toBe(session.id)
    board.server.llm.enqueue({ text: 'Noted.' })
    await session.sendStreaming('remember tea').message()
    studio.persist()
    first.stop()

    // Another part of the app (or another tab) opens the same session by id.
    const id = ref<string | null>(null)
    const second = effectScope()
    const tune = second.run(() =>
      useCopilotSession({
        client,
        app: 'board',
        sessionId: id,
        tools: [{ name: 'open-app', execute: () => ({ ok: true }) }],
      }),
    )!
    expect(tune.session.value).toBeNull()
    id.value = session.id
    await nextTick()
    await until(() => tune.session.value !== null)
    expect(tune.history.value.map((m) => ('content' in m ? m.content : m.role))).toEqual([
      'remember tea',
      'Noted.',
    ])
    expect(tune.session.value!.listTools().map((tool) => tool.name)).toEqual(['open-app'])

    const handed = await tune.handoff('board-review', 'review', { reason: 'check' })
    expect(handed).toMatchObject({ sessionId: session.id, app: 'board-review' })
    expect(tune.session.value!.app).toBe('board-review')
    second.stop()
    expect(tune.session.value!.listTools()).toEqual([])
  })

  it('keeps a typed error when the session does not exist', async () => {
    const client = board.client()
    const scope = effectScope()
    const missing = scope.run(() => useCopilotSession({ client, app: 'board' }))!
    expect(await missing.resume('00000000-0000-4000-8000-000000000000')).toBeUndefined()
    expect(missing.error.value).toMatchObject({ code: 'not_found', status: 404 })
    expect(missing.loading.value).toBe(false)
    await expect(missing.handoff('board-review', 'x')).rejects.toThrow(/no session/)
    scope.stop()
  })
})
