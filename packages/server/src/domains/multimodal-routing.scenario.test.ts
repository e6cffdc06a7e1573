import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { api } from '../testing/http-client.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

// Seed 000 DQ-MIND-01: the person does not pick a model; a message with a picture or a spectrum is
// served by the `multimodal` chain, everything else by the domain's own (notes: `chat`).
let server: TestServer
let key: string
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
const spectrum = {
  type: 'spectrum',
  magnitudesDb: Array.from({ length: 512 }, (_, bin) => (bin === 2 ? -6 : -30)),
  sampleRate: 48_000,
  label: 'driver seat',
  image: { data: PNG, mimeType: 'image/png' },
  metadata: { bins: 512 },
}
const chat = (body: Record<string, unknown>) => api(`${server.url}/api/ai/chat`, key, { body })
const userContent = (index: number) =>
  server.llm.requests[index]!.body.messages.find((message: { role: string }) => message.role === 'user')
    .content

beforeAll(async () => {
  server = await startTestServer({
    modelEnv: {
      MINDWIRE_MODEL_CHAT: 'openai:text-chat-model',
      MINDWIRE_MODEL_MULTIMODAL: 'openai:vision-model',
    },
  })
  ;({ key } = await server.tenant('acme'))
})
afterAll(() => server.close())
beforeEach(() => {
  server.llm.requests.length = 0
})

describe('multimodal routing', () => {
  it('serves a message with a spectrum from the multimodal model, sent the PNG and the description', async () => {
    server.llm.enqueue({ text: 'A 6 dB peak near 94 Hz.' })
    const { status, json } = await chat({
      app: 'notes',
      message: [{ type: 'text', text: 'what is wrong with this response?' }, spectrum],
    })
    expect(status).toBe(200)
    expect(json.text).toBe('A 6 dB peak near 94 Hz.')
    expect(server.llm.requests.map((request) => request.body.model)).toEqual(['vision-model'])
    const content = userContent(0) as Array<{ type: string; text?: string; image_url?: { url: string } }>
    expect(content.find((part) => part.type === 'image_url')!.image_url!.url).toBe(
      `data:image/png;base64,${PNG}`,
    )
    const texts = content.filter((part) => part.type === 'text').map((part) => part.text)
    expect(texts.join('\n')).toContain('Spectrum "driver seat" (48000 Hz sample rate, 512 bins')
  })

  it('serves a screenshot from the multimodal model too', async () => {
    server.llm.enqueue({ text: 'The fader is at -12 dB.' })
    await chat({ app: 'notes', message: [{ type: 'image', data: PNG, mimeType: 'image/png' }] })
    expect(server.llm.requests.map((request) => request.body.model)).toEqual(['vision-model'])
  })

  it("serves a text-only chat from the domain's own chain", async () => {
    server.llm.enqueue({ text: 'Hello.' })
    const { json } = await chat({ app: 'notes', message: 'hello' })
    expect(json.text).toBe('Hello.')
    expect(server.llm.requests.map((request) => request.body.model)).toEqual(['text-chat-model'])
  })

  it('keeps a whole run with a spectrum on the multimodal model, tool steps included', async () => {
    server.llm.enqueue(
      { toolCalls: [{ id: 'n1', name: 'add_note', args: { text: 'peak at 94 Hz' } }] },
      { text: 'Noted the peak.' },
    )
    const { json } = await chat({
      app: 'notes',
      message: [{ type: 'text', text: 'note the peak' }, spectrum],
    })
    expect(json.text).toBe('Noted the peak.')
    expect(server.llm.requests.map((request) => request.body.model)).toEqual(['vision-model', 'vision-model'])
  })
})
