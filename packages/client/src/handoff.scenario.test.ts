import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from './client.ts'
import { parseDeepLink } from './deep-link.ts'
import { HANDOFF_CHANNEL, type HandoffNotice, onHandoff } from './handoff-channel.ts'
import { type BoardServer, startBoardServer } from './testing/board-server.ts'

let t: BoardServer
let key: string

beforeAll(async () => {
  t = await startBoardServer()
  key = await t.tenant('acme')
})
afterAll(() => t.close())

describe('handoff', () => {
  it('moves the session to another app with its context; the other app resumes it with the history', async () => {
    const client = createClient({ endpoint: t.url, apiKey: key })
    const session = await client.createSession({ app: 'board' })
    t.llm.enqueue({ text: 'Let us review it.' })
    await session.send('review my board')
    const result = await session.handoff('board-review', 'review', { boardId: 'b-7' })
    expect(result).toMatchObject({ sessionId: session.id, app: 'board-review' })
    expect(result.deepLink).toBe(
      `xi://board-review/intent/review?sessionId=${session.id}&handoff=${result.handoffId}`,
    )
    expect(session.app).toBe('board-review')
    // The app the link opens reads the context with its own key: the link itself names no context value.
    const opened = parseDeepLink(result.deepLink)!
    const handed = await createClient({ endpoint: t.url, apiKey: key }).readHandoff(opened.params.handoff!)
    expect(handed).toMatchObject({
      sessionId: session.id,
      from: 'board',
      app: 'board-review',
      intent: 'review',
    })
    expect(handed.context).toEqual({ boardId: 'b-7' })

    const there = await client.resumeSession(result.sessionId)
    expect(there.app).toBe('board-review')
    t.llm.enqueue({ text: 'Reviewing b-7.' })
    expect((await there.send('go on')).content).toBe('Reviewing b-7.')
    const prompt = JSON.stringify(t.llm.requests.at(-1)!.body.messages)
    expect(prompt).toContain('review my board')
    expect(prompt).toContain('handoff from board to board-review')
  })

  it('an unknown target app is a typed unknown_app error', async () => {
    const client = createClient({ endpoint: t.url, apiKey: key })
    const session = await client.createSession({ app: 'board' })
    await expect(session.handoff('nowhere', 'x')).rejects.toMatchObject({ code: 'unknown_app' })
    expect(session.app).toBe('board')
  })

  it('tells the other tabs of the origin: a listener hears the move, with the link and the context; a stopped one hears nothing', async () => {
    const heard: HandoffNotice[] = []
    const stop = onHandoff((notice) => heard.push(notice))
    const client = createClient({ endpoint: t.url, apiKey: key })
    const session = await client.createSession({ app: 'board' })
    const result = await session.handoff('board-review', 'review', { boardId: 'b-8' })
    // Something else on the channel that is not a notice is ignored.
    const other = new BroadcastChannel(HANDOFF_CHANNEL)
    other.postMessage({ sessionId: session.id })
    other.close()
    await expect.poll(() => heard.length).toBe(1)
    expect(heard[0]).toEqual({
      sessionId: session.id,
      from: 'board',
      to: 'board-review',
      intent: 'review',
      deepLink: result.deepLink,
      context: { boardId: 'b-8' },
    })
    stop()
    await session.handoff('board', 'edit')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(heard).toHaveLength(1)
  })

  it('a refused handoff tells nobody', async () => {
    const heard: HandoffNotice[] = []
    const stop = onHandoff((notice) => heard.push(notice))
    const session = await createClient({ endpoint: t.url, apiKey: key }).createSession({ app: 'board' })
    await expect(session.handoff('nowhere', 'x')).rejects.toMatchObject({ code: 'unknown_app' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    stop()
    expect(heard).toEqual([])
  })
})
