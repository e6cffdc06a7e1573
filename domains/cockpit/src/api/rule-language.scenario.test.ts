import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_RULES_FILE } from '../rules/rule-book.ts'
import { type CockpitTestServer, startCockpitServer } from '../testing/cockpit-test-server.ts'
import { drive, sayOverHttp } from '../testing/dialog-call.ts'
import { platformSessionId } from './dialog-session.ts'

// Issue 43: a driver who speaks English hears the safety rules in English (each rule's messageEn), a driver
// who speaks Chinese in Chinese; the answer to a confirmation keeps the language of the question's turn.
let t: CockpitTestServer
beforeAll(async () => {
  t = await startCockpitServer()
})
afterAll(() => t.close())

const HAN = /\p{Script=Han}/u
const rules = JSON.parse(readFileSync(DEFAULT_RULES_FILE, 'utf8')).rules as {
  id: string
  message: string
  messageEn: string
}[]
const rule = (id: string) => rules.find((entry) => entry.id === id)!

describe('safety rules in the session’s language', () => {
  it('every rule has an English text with no Chinese in it', () => {
    expect(rules.length).toBeGreaterThan(5)
    expect(rules.filter((entry) => !entry.messageEn || HAN.test(entry.messageEn)).map((e) => e.id)).toEqual(
      [],
    )
  })

  it('an English request blocked at speed is refused in English; the same in Chinese in Chinese', async () => {
    const fast = rule('window-above-half-over-80')
    await drive(t, 'car-lang-en', 110)
    const english = await sayOverHttp(t, 'car-lang-en', 'open all the windows')
    expect(english.json.data.commands).toMatchObject([{ status: 'rejected', decision: 'block' }])
    expect(english.json.data.text).toContain(fast.messageEn)
    expect(english.json.data.text).not.toMatch(HAN)
    expect(english.json.data.commands[0].message).toBe(fast.messageEn)
    expect(english.state.windows.frontLeft).toBe(0)

    await drive(t, 'car-lang-zh', 110)
    const chinese = await sayOverHttp(t, 'car-lang-zh', '把车窗全部打开')
    expect(chinese.json.data.text).toContain(fast.message)
    expect(chinese.json.data.commands[0].message).toBe(fast.message)
  })

  it('a confirmation asked in English, and its answer, stay in English', async () => {
    const all = rule('confirm-all-windows')
    const asked = await sayOverHttp(t, 'car-lang-park', 'open all the windows')
    expect(asked.json.data).toMatchObject({ requiresConfirmation: true, confirmationMessage: all.messageEn })
    const [command] = asked.json.data.commands
    const answered = await t.call('/api/v1/dialog/confirm', {
      body: { sessionId: asked.sessionId, commandId: command.id, confirmed: true },
    })
    expect(answered.json.data.commands).toMatchObject([{ id: command.id, status: 'executed' }])
    // What the car did is said in English too (the car's own reply is Chinese), from the confirmed call.
    expect(answered.json.data.text).toBe('Opened the windows')
  })

  it('a warning is said in English to an English driver, and listed so', async () => {
    const extreme = rule('extreme-temperature')
    const { json } = await sayOverHttp(t, 'car-lang-warm', 'set the temperature to 31 degrees')
    expect(json.data.warnings).toMatchObject([{ ruleId: 'extreme-temperature', message: extreme.messageEn }])
    // Said once: the run's reply has it already, and the response does not add it again.
    expect(json.data.text.split(extreme.messageEn)).toHaveLength(2)
    expect(json.data.text).toBe(`The AC is set to 31 degrees. ${extreme.messageEn}`)
  })

  it('the language lives with the session in the store: a reply with no words to tell keeps it', async () => {
    const { sessionId, json } = await sayOverHttp(t, 'car-lang-kept', 'turn on the AC')
    expect(json.data.text).toBe('The AC is on')
    const stored = await t.store.sessions.get('fleet', platformSessionId('fleet', sessionId))
    expect(stored?.state).toMatchObject({ language: 'en' })
    // Digits tell no language: the one kept with the session answers (the engine's own words, in English).
    const digits = await sayOverHttp(t, 'car-lang-kept', '22', sessionId)
    expect(digits.json.data.text).not.toMatch(HAN)
    // Chinese words switch it, and the store follows.
    const chinese = await sayOverHttp(t, 'car-lang-kept', '关闭空调', sessionId)
    expect(chinese.json.data.text).toMatch(HAN)
    expect((await t.store.sessions.get('fleet', platformSessionId('fleet', sessionId)))?.state).toMatchObject(
      {
        language: 'zh',
      },
    )
  })

  it('the SSE stream warns an English driver in English', async () => {
    const extreme = rule('extreme-temperature')
    const response = await fetch(`${t.url}/api/v1/dialog/stream`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        sessionId: randomUUID(),
        vehicleId: 'car-lang-sse',
        text: 'set the AC to 31 degrees',
      }),
    })
    const events = (await response.text())
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => JSON.parse(line.slice(6)))
    expect(events.filter((event) => event.type === 'warning').map((event) => event.message)).toEqual([
      extreme.messageEn,
    ])
    expect(events.find((event) => event.type === 'done').text).toBe(
      `The AC is set to 31 degrees. ${extreme.messageEn}`,
    )
  })
})
