import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { api } from '../testing/http-client.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

// Seed 000 DQ-MIND-01: the backend routes each request by its task — code generation to a code model,
// dialogue to a chat model — and, where a language has its own chain, by the language the person wrote in.
// The notes domain's own task is `chat`; its default chain here is openai:gpt-4o-mini.
let server: TestServer
let key: string
const chat = (message: string) => api(`${server.url}/api/ai/chat`, key, { body: { app: 'notes', message } })
const servedBy = () => server.llm.requests.map((request) => request.body.model)

beforeAll(async () => {
  server = await startTestServer({
    modelEnv: {
      MINDWIRE_MODEL_CODE: 'openai:code-model',
      MINDWIRE_MODEL_CHAT_EN: 'openai:english-chat-model',
    },
  })
  ;({ key } = await server.tenant('acme'))
})
afterAll(() => server.close())
beforeEach(() => {
  server.llm.requests.length = 0
})

describe('routing by the request’s task and language', () => {
  it('sends a request for code to the code chain, the whole run with its tool step', async () => {
    server.llm.enqueue(
      { toolCalls: [{ id: 'c1', name: 'add_note', args: { text: 'export script drafted' } }] },
      { text: 'Here is the script.' },
    )
    const { status, json } = await chat('帮我写一个把笔记导出成 CSV 的脚本')
    expect(status).toBe(200)
    expect(json.text).toBe('Here is the script.')
    expect(servedBy()).toEqual(['code-model', 'code-model'])
  })

  it('sends an English question to the English chat chain and a Chinese one to the chat chain', async () => {
    server.llm.enqueue({ text: 'You have no notes yet.' }, { text: '还没有笔记。' })
    expect((await chat('what notes do I have?')).json.text).toBe('You have no notes yet.')
    expect((await chat('我现在有哪些笔记？')).json.text).toBe('还没有笔记。')
    expect(servedBy()).toEqual(['english-chat-model', 'gpt-4o-mini'])
  })

  it('keeps an ordinary request on the domain’s own chain', async () => {
    server.llm.enqueue({ text: '记下了。' })
    await chat('记一下：明天下午三点开会')
    expect(servedBy()).toEqual(['gpt-4o-mini'])
  })

  it('shows every route, the language ones by name, in listModels', async () => {
    const { json } = await api(`${server.url}/api/ai/models`, key)
    expect(json.routes).toMatchObject({
      chat: ['openai:gpt-4o-mini'],
      code: ['openai:code-model'],
      'chat.en': ['openai:english-chat-model'],
    })
    expect(json.models).toEqual(
      expect.arrayContaining(['openai:gpt-4o-mini', 'openai:code-model', 'openai:english-chat-model']),
    )
  })
})
