import { describe, expect, it } from 'vitest'
import { createClient } from '../client.ts'
import { boardServerPerFile } from '../testing/board-server-per-file.ts'
import { CopilotChat } from './copilot-chat.ts'

const board = boardServerPerFile()

describe('replies read back from history can be rated (a real server, the fake LLM server)', () => {
  it('a resumed chat’s finished reply carries the run that finished it; its rating names that run', async () => {
    const t = board.server()
    const client = createClient({ endpoint: t.url, apiKey: board.key() })
    const first = new CopilotChat({ client, app: 'board', context: () => ({ items: [] }) })
    t.llm.enqueue(
      { text: 'On it. ', toolCalls: [{ id: 'p1', name: 'pin_item', args: { text: 'tea' } }] },
      { text: 'Pinned tea.' },
    )
    await first.send('pin tea')
    // A destructive call waits for the person: that reply is not finished and must not be rateable.
    t.llm.enqueue({ toolCalls: [{ id: 'u1', name: 'unpin_item', args: { index: 0 } }] })
    await first.send('unpin tea')
    const live = first.state.messages.filter((m) => m.role === 'assistant')
    expect(live[0]!.runId).toMatch(/[0-9a-f-]{36}/)
    expect(live[1]!.runId).toBeUndefined()

    const resumed = new CopilotChat({ client, app: 'board', sessionId: first.state.sessionId! })
    await resumed.session()
    const replies = resumed.state.messages.filter((m) => m.role === 'assistant')
    expect(replies.map((m) => [m.content, m.runId])).toEqual([
      ['On it. Pinned tea.', live[0]!.runId],
      ['', undefined],
    ])
    await resumed.rate(replies[0]!.id, 'up')
    expect(resumed.state.messages.find((m) => m.id === replies[0]!.id)?.feedback?.status).toBe('sent')
    await resumed.rate(replies[1]!.id, 'down')
    const feedback = await client.request<{ entries: Array<{ runId: string | null; rating: string }> }>(
      'GET',
      '/api/ai/feedback',
    )
    expect(feedback.entries).toEqual([expect.objectContaining({ runId: live[0]!.runId, rating: 'up' })])
  })
})
