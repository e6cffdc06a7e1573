import { randomUUID } from 'node:crypto'
import { createOpenAI } from '@ai-sdk/openai'
import { type FakeLlmServer, startFakeLlmServer } from '@mindwire/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CockpitTestServer, startCockpitServer } from '../testing/cockpit-test-server.ts'
import { connectWs } from '../testing/ws-client.ts'
import { platformSessionId } from './dialog-session.ts'

const EXTREME = '温度设置较为极端，注意身体舒适'

let llm: FakeLlmServer
let t: CockpitTestServer
beforeAll(async () => {
  llm = await startFakeLlmServer()
  // The real OpenAI provider against a local server speaking its wire protocol.
  const openai = createOpenAI({ baseURL: llm.openaiBaseURL, apiKey: 'sk-test' })
  t = await startCockpitServer({ model: () => openai.chat('gpt-4o-mini') })
}, 120_000)
afterAll(async () => {
  await t.close()
  await llm.close()
})

/** A car driving at `speed`, as its own agent would report it. */
async function driving(vehicleId: string, speed: number): Promise<void> {
  const key = `fleet/${vehicleId}`
  await t.cockpit.registry.ensure(key, true)
  expect(t.cockpit.registry.patch(key, { speed, gear: 'D' }).ok).toBe(true)
}

/** The model sets 16 °C, which a warn rule flags, and says only that it did. */
function coldRequest(): void {
  llm.enqueue(
    { toolCalls: [{ name: 'control_ac', args: { action: 'set_temperature', temperature: 16 } }] },
    { text: '空调已调到16度' },
  )
}

/** The stream's events as they arrive; `until` is asked after each and may stop reading early. */
async function readEvents(
  response: Response,
  until: (event: { type: string; [key: string]: unknown }) => Promise<boolean> | boolean,
): Promise<void> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) return
    buffer += value
    const lines = buffer.split('\n')
    buffer = lines.pop()!
    for (const line of lines) {
      if (!line.startsWith('data: ')) continue
      if (await until(JSON.parse(line.slice(6)))) {
        await reader.cancel()
        return
      }
    }
  }
}

describe('warnings reach the driver in every channel', () => {
  it('the REST reply carries the warning, in its list and in the text it says', async () => {
    coldRequest()
    const { json } = await t.call('/api/v1/dialog', {
      body: { sessionId: randomUUID(), vehicleId: 'warm-rest', text: '空调调到16度' },
    })
    expect(json.data.commands).toMatchObject([{ status: 'executed', decision: 'warn' }])
    expect(json.data.warnings).toEqual([
      { message: EXTREME, ruleId: 'extreme-temperature', commandId: json.data.commands[0].id },
    ])
    expect(json.data.text).toBe(`空调已调到16度。${EXTREME}`)
  })

  it("asks the model with seed 002's sampling settings, read from the cockpit's configuration", async () => {
    coldRequest()
    const before = llm.requests.length
    await t.call('/api/v1/dialog', {
      body: { sessionId: randomUUID(), vehicleId: 'warm-sampling', text: '空调调到16度' },
    })
    for (const request of llm.requests.slice(before)) {
      expect(request.body.temperature).toBe(0.3)
      expect(request.body.max_tokens ?? request.body.max_completion_tokens).toBe(512)
    }
    expect(llm.requests.length).toBeGreaterThan(before)
  })

  it('the WebSocket response_end carries it too', async () => {
    const hmi = await connectWs(t.url, t.key, 'warm-ws')
    coldRequest()
    hmi.send('dialog:input', { sessionId: randomUUID(), text: '空调调到16度' })
    const end = await hmi.next('dialog:response_end')
    expect(end.data.warnings).toMatchObject([{ message: EXTREME, ruleId: 'extreme-temperature' }])
    expect(end.data.text).toContain(EXTREME)
    hmi.socket.close()
  })

  it('and the SSE stream has it as a warning event', async () => {
    coldRequest()
    const response = await fetch(`${t.url}/api/v1/dialog/stream`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId: randomUUID(), vehicleId: 'warm-sse', text: '空调调到16度' }),
    })
    const text = await response.text()
    expect(text).toContain('"type":"warning"')
    const done = text
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => JSON.parse(line.slice(6)))
      .find((event) => event.type === 'done')
    // The final text the stream ends with is the one the REST reply says, warning included.
    expect(done.text).toBe(`空调已调到16度。${EXTREME}`)
  })
})

describe('a reply never claims what did not happen', () => {
  it('a model that says it opened the trunk while the rules blocked it is corrected from the outcome', async () => {
    await driving('claim-car', 100)
    const sessionId = randomUUID()
    const asked = llm.requests.length
    llm.enqueue(
      { toolCalls: [{ name: 'control_trunk', args: { action: 'open' } }] },
      { text: '好的，已为您打开后备箱。' },
    )
    const { json } = await t.call('/api/v1/dialog', {
      body: { sessionId, vehicleId: 'claim-car', text: '车屁股那个盖子给我弄起来吧' },
    })
    expect(llm.requests.length - asked).toBe(2)
    expect(json.data.commands).toMatchObject([
      { intent: 'control_trunk.open', status: 'rejected', decision: 'block' },
    ])
    expect(json.data.text).not.toContain('已为您打开')
    expect(json.data.text).toBe(json.data.commands[0].message)
    // The stored run says so too: a resumed stream or a history reader hears the same.
    const events = await t.store.events.listAfter(platformSessionId('fleet', sessionId), 0)
    expect(events.find((event) => event.type === 'done')?.data).toMatchObject({ text: json.data.text })
    expect((await t.call('/api/v1/vehicle/claim-car/state')).json.data.trunk.isOpen ?? false).toBe(false)
  })

  it('a model that claims an action it never called is corrected too', async () => {
    llm.enqueue({ text: '好的，已经完成。' })
    const { json } = await t.call('/api/v1/dialog', {
      body: { sessionId: randomUUID(), vehicleId: 'claim-car-2', text: '车屁股那个盖子给我弄起来吧' },
    })
    expect(json.data.commands).toEqual([])
    expect(json.data.text).toBe('抱歉，这个操作没有执行。')
  })

  it('a truthful model reply is kept as it was said', async () => {
    llm.enqueue({ text: '您想打开后备箱吗？' })
    const { json } = await t.call('/api/v1/dialog', {
      body: { sessionId: randomUUID(), vehicleId: 'claim-car-3', text: '车屁股那个盖子给我弄起来吧' },
    })
    expect(json.data.text).toBe('您想打开后备箱吗？')
  })
})

describe('a streamed cockpit turn shows nothing that is not stored', () => {
  it("a call's result reaches the screen only after its command row holds that outcome", async () => {
    // The model calls the AC, then takes ~2 s to say so: the turn is far from its end when the result shows.
    llm.enqueue(
      { toolCalls: [{ name: 'control_ac', args: { action: 'set_temperature', temperature: 22 } }] },
      { text: ['空调', '已调', '到', '22', '度'], chunkDelayMs: 400 },
    )
    const sessionId = randomUUID()
    const response = await fetch(`${t.url}/api/v1/dialog/stream`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId, vehicleId: 'shown-stored', text: '空调调到22度' }),
    })
    expect(response.status).toBe(200)
    const seen: string[] = []
    let rowsWhenShown: Array<{ status: string; name: string }> | undefined
    await readEvents(response, async (event) => {
      seen.push(event.type)
      if (event.type === 'tool_result' && !rowsWhenShown)
        rowsWhenShown = await t.store.commands.listBySession('fleet', platformSessionId('fleet', sessionId))
      return false
    })
    expect(rowsWhenShown).toMatchObject([{ name: 'control_ac', status: 'executed' }])
    // The result was shown while the model was still talking: the row came with the step, not the turn.
    expect(seen.indexOf('tool_result')).toBeLessThan(seen.lastIndexOf('delta'))
    expect(seen.at(-1)).toBe('done')
    // The turn's end writes no second row for the same call.
    const rows = await t.store.commands.listBySession('fleet', platformSessionId('fleet', sessionId))
    expect(rows).toHaveLength(1)
  })
})
