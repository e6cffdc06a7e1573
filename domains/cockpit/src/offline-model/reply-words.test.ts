import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { configFile } from '../data-files/load-data-file.ts'
import { englishReply, phrase, textLanguage } from './reply-words.ts'

const HAN = /\p{Script=Han}/u
const functionsDir = fileURLToPath(configFile('functions/'))
const functions = readdirSync(functionsDir).map(
  (file) =>
    JSON.parse(readFileSync(`${functionsDir}/${file}`, 'utf8')) as {
      name: string
      parameters?: { properties?: { action?: { enum?: string[] } } }
    },
)

describe('the offline engine’s English words', () => {
  it('say every action of every shipped function, in English', () => {
    const unsaid = functions.flatMap((fn) =>
      (fn.parameters?.properties?.action?.enum ?? ['battery_level']).flatMap((action) => {
        const said = englishReply([
          { name: fn.name, params: { action }, isError: false, state: { battery: { level: 80 } } },
        ])
        return said === phrase('done', 'en') || HAN.test(said) ? [`${fn.name}.${action}`] : []
      }),
    )
    expect(functions.length).toBeGreaterThan(10)
    expect(unsaid).toEqual([])
  })

  it('fill a sentence from the call’s parameters, in words, and fall back when one is missing', () => {
    const window = (params: Record<string, unknown>) =>
      englishReply([{ name: 'control_window', params, isError: false }])
    expect(window({ action: 'open', position: 'front_left' })).toBe("Opened the driver's window")
    expect(window({ action: 'set_position', position: 'all', open_percentage: 30 })).toBe(
      'Set the windows to 30% open',
    )
    expect(window({ action: 'set_position', position: 'all' })).toBe('The windows are set')
  })

  it('answer a query from the state the call returned', () => {
    const state = { battery: { level: 64, isCharging: false }, doors: { locked: true } }
    const ask = (item: string) =>
      englishReply([{ name: 'query_vehicle_status', params: { item }, isError: false, state }])
    expect([ask('battery_level'), ask('door_lock'), ask('charging')]).toEqual([
      'The battery is at 64%',
      'Doors locked: yes',
      'Charging: no; the battery is at 64%',
    ])
  })

  it('tell a declined call, a failed one, and a rule’s English refusal apart; each said once', () => {
    const turn = englishReply([
      { name: 'control_ac', params: { action: 'turn_on' }, isError: false },
      { name: 'control_trunk', params: { action: 'open' }, isError: true, cancelled: true },
      { name: 'control_window', params: { action: 'open' }, isError: true, message: 'Too fast to open wide' },
      { name: 'control_wiper', params: { action: 'turn_on' }, isError: true, message: '雨刮故障' },
      { name: 'control_ac', params: { action: 'turn_on' }, isError: false },
    ])
    expect(turn).toBe('The AC is on; OK, cancelled; Too fast to open wide; That did not work')
  })

  it('tell the language from the words: Chinese characters, Latin letters, or neither', () => {
    expect([textLanguage('打开空调'), textLanguage('turn on the AC'), textLanguage('22')]).toEqual([
      'zh',
      'en',
      undefined,
    ])
    expect(HAN.test(phrase('unsupported', 'en'))).toBe(false)
    expect(HAN.test(phrase('unsupported', 'zh'))).toBe(true)
  })
})
