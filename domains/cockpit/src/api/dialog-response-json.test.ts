import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CockpitTestServer, startCockpitServer } from '../testing/cockpit-test-server.ts'
import { drive } from '../testing/dialog-call.ts'
import { dialogResponseSchema } from './api-schemas.ts'
import { dialogResponseJson } from './dialog-response-json.ts'

// The dialog answer is written without the schema's encode: its bytes must be the ones the encode wrote
// (the schema's field order, nothing it does not know), for every kind of answer.
const viaSchema = (value: unknown) => JSON.stringify(dialogResponseSchema.encode(value as never))

let t: CockpitTestServer
beforeAll(async () => {
  t = await startCockpitServer()
})
afterAll(() => t.close())

async function rawPost(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${t.key}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return { status: response.status, text: await response.text() }
}

describe('a dialog answer on the wire is what the schema would write', () => {
  it('executed, warned, blocked, waiting, confirmed, not heard and replayed answers', async () => {
    const sessionId = randomUUID()
    const say = (vehicleId: string, text: string, headers?: Record<string, string>, session = sessionId) =>
      rawPost('/api/v1/dialog', { sessionId: session, vehicleId, text }, headers)
    await drive(t, 'json-fast', 110)
    const answers = [
      await say('json-car', '打开空调'),
      await say('json-car', '空调调到16度'),
      await say('json-car', '播放音乐，导航到公司'),
      await say('json-car', '   '),
      await say('json-fast', '把车窗全部打开', {}, randomUUID()),
    ]
    const waiting = await say('json-car', '把车窗全部打开')
    const commandId = JSON.parse(waiting.text).data.commands[0].id
    answers.push(waiting, await rawPost('/api/v1/dialog/confirm', { sessionId, commandId, confirmed: true }))
    const keyed = { 'idempotency-key': randomUUID() }
    answers.push(await say('json-car', '关闭空调', keyed), await say('json-car', '关闭空调', keyed))
    for (const { status, text } of answers) {
      expect(status).toBe(200)
      expect(text).toBe(viaSchema(JSON.parse(text)))
    }
    const kinds = answers.map(({ text }) => JSON.parse(text).data)
    expect(kinds.some((data) => data.warnings.length > 0)).toBe(true)
    expect(kinds.some((data) => data.requiresConfirmation)).toBe(true)
    expect(kinds.some((data) => data.commands.some((c: { status: string }) => c.status === 'rejected'))).toBe(
      true,
    )
    expect(answers.at(-1)!.text.replace(/"latencyMs":[\d.]+/, '')).toBe(
      answers.at(-2)!.text.replace(/"latencyMs":[\d.]+/, ''),
    )
  })

  it('a stored answer read back in another key order, with fields the schema does not know', () => {
    const stored = {
      meta: { simulated: true, modelUsed: 'offline', latencyMs: 3.25, extra: 1 },
      error: { message: 'm', errorId: 'e1', code: 'record_failed' },
      data: {
        warnings: [{ commandId: null, ruleId: 'r', message: 'w', note: 'x' }],
        cancelled: true,
        confirmationMessage: null,
        requiresConfirmation: false,
        commands: [
          {
            timestamp: 1,
            message: null,
            status: 'executed',
            decision: 'allow',
            requiresConfirmation: false,
            confidence: 0.9,
            parameters: { b: 1, a: 'x' },
            intent: 'control_ac.turn_on',
            domain: 'ac',
            id: 'c1',
            row: 7,
          },
        ],
        text: '好的',
        sessionId: 's1',
      },
      success: false,
      extra: true,
    }
    expect(dialogResponseJson(stored as never)).toBe(viaSchema(stored))
  })
})
