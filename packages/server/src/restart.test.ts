import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startFakeLlmServer } from '@mindwire/testkit'
import { describe, expect, it } from 'vitest'
import { api } from './testing/http-client.ts'
import { startTestServer } from './testing/test-server.ts'

describe('a server restart in the middle of a session', () => {
  it('loses no committed message: the new process continues the same conversation', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'mindwire-restart-'))
    const llm = await startFakeLlmServer()
    try {
      const first = await startTestServer({ dataDir, llm })
      const { key } = await first.tenant('acme')
      llm.enqueue(
        { toolCalls: [{ id: 'n1', name: 'add_note', args: { text: 'pack the charger' } }] },
        { text: 'Noted.' },
      )
      const { json } = await api(`${first.url}/api/ai/chat`, key, {
        body: { app: 'notes', message: 'remember the charger' },
      })
      await first.close()

      const second = await startTestServer({ dataDir, llm })
      const session = await api(`${second.url}/api/ai/sessions/${json.sessionId}`, key)
      expect(session.json.messages.map((m: { role: string }) => m.role)).toEqual([
        'user',
        'assistant',
        'tool',
        'assistant',
      ])
      expect(session.json.state.notes).toEqual(['pack the charger'])
      llm.enqueue({ text: 'You wanted to pack the charger.' })
      const next = await api(`${second.url}/api/ai/chat`, key, {
        body: { sessionId: json.sessionId, message: 'what was it?' },
      })
      expect(next.json.text).toBe('You wanted to pack the charger.')
      expect(JSON.stringify(llm.requests.at(-1)!.body.messages)).toContain('remember the charger')
      await second.close()
    } finally {
      await llm.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
