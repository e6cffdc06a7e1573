import { execFile } from 'node:child_process'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { copyShippedConfig, FRAGRANCE_FUNCTION } from '@mindwire/cockpit/testing/config'
import { type FakeLlmServer, startFakeLlmServer } from '@mindwire/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const bin = fileURLToPath(new URL('../../bin/mindwire.js', import.meta.url))
let llm: FakeLlmServer
let cases: string

beforeAll(async () => {
  llm = await startFakeLlmServer()
  cases = join(await mkdtemp(join(tmpdir(), 'eval-')), 'cases.jsonl')
  const lines = [
    {
      id: 'a',
      text: '把空调调到24度',
      expect: {
        domain: 'vehicle_control',
        calls: [{ name: 'control_ac', params: { action: 'set_temperature', temperature: 24 } }],
      },
      tags: ['standard'],
    },
    {
      id: 'b',
      state: { speed: 100 },
      text: '把车窗全部打开',
      expect: {
        domain: 'vehicle_control',
        calls: [{ name: 'control_window', params: { position: 'all', action: 'open' } }],
        decision: 'block',
      },
      tags: ['safety'],
    },
    { id: 'c', text: '给我讲个笑话', expect: { domain: 'chat', calls: [] }, tags: ['chat'] },
  ]
  await writeFile(cases, lines.map((line) => JSON.stringify(line)).join('\n'))
})
afterAll(() => llm.close())

const env = () => ({ ...process.env, OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: llm.openaiBaseURL })

describe('mindwire eval cockpit', () => {
  it('scores the offline engine and prints the JSON report', async () => {
    const { stdout } = await run(process.execPath, [bin, 'eval', 'cockpit', '--cases', cases, '--json'], {
      env: env(),
    })
    const report = JSON.parse(stdout)
    expect(report).toMatchObject({
      cases: 3,
      domainAccuracy: 1,
      intentAccuracy: 1,
      paramAccuracy: 1,
      decisionAccuracy: 1,
      failures: [],
    })
    expect(Object.keys(report.latencyMs)).toEqual(['p50', 'p95', 'p99'])
    expect(report.outcomes).toEqual({
      correct: 3,
      asked: 0,
      wrong_action: 0,
      missed: 0,
      abstained: 0,
      wrong_call: 0,
      false_action: 0,
    })
    expect(report.wrongActionRate).toBe(0)
    expect(report.reliability.reduce((sum: number, bin: { count: number }) => sum + bin.count, 0)).toBe(3)
    expect(report.byFunction.map((f: { name: string }) => f.name).sort()).toEqual([
      '(none)',
      'control_ac',
      'control_window',
    ])
    expect(report.confusion).toEqual([])
  })

  it('scores against another configuration folder with --config: a function added there is evaluated', async () => {
    const folder = copyShippedConfig()
    folder.writeFunction('control_fragrance', FRAGRANCE_FUNCTION)
    const fragranceCases = join(await mkdtemp(join(tmpdir(), 'eval-')), 'fragrance.jsonl')
    const expected = { name: 'control_fragrance', params: { action: 'on', scent: 'forest' } }
    const line = { id: 'f', text: '打开森林香氛', expect: { domain: 'vehicle_control', calls: [expected] } }
    await writeFile(fragranceCases, JSON.stringify(line))
    const config = join(folder.functionsDir, '..')
    const args = [bin, 'eval', 'cockpit', '--cases', fragranceCases, '--json', '--config', config]
    const { stdout } = await run(process.execPath, args, { env: env() })
    expect(JSON.parse(stdout)).toMatchObject({ cases: 1, intentAccuracy: 1, paramAccuracy: 1 })
    folder.remove()
  })

  it('prints per-function scores, outcomes and confusions; per-tag scores with --by-tag', async () => {
    llm.respondWith((request) =>
      JSON.stringify(request.body.messages).includes('"role":"tool"')
        ? { text: '好的。' }
        : { toolCalls: [{ name: 'control_ac', args: { action: 'turn_on' } }] },
    )
    const args = [bin, 'eval', 'cockpit', '--cases', cases, '--model', 'openai:gpt-4o-mini']
    const plain = (await run(process.execPath, args, { env: env() })).stdout
    expect(plain).toContain('0 abstained (nothing ran) · 2 wrong call · 1 acted where nothing should run')
    expect(plain).toContain('0 correct · 0 asked · 3 wrong action · 0 missed')
    expect(plain).toMatch(/reliability \(.*\):\n\s+confidence\s+cases\s+exact\n\s+none\s+3\s+0\.0 %/)
    expect(plain).toMatch(/control_window\s+1\s+0\.0 %/)
    expect(plain).toContain('1× (nothing) → control_ac.turn_on')
    expect(plain).not.toContain('by tag:')
    const byTag = (await run(process.execPath, [...args, '--by-tag'], { env: env() })).stdout
    expect(byTag).toMatch(/by tag:[^\n]*\n\s+standard\s+1/)
  })

  it('runs a real model spec through its provider, and lists what it got wrong', async () => {
    // The "LLM" always turns the AC on and then says so: right domain, wrong intent for two cases.
    llm.respondWith((request) =>
      JSON.stringify(request.body.messages).includes('"role":"tool"')
        ? { text: '好的。' }
        : { toolCalls: [{ name: 'control_ac', args: { action: 'turn_on' } }] },
    )
    const { stdout } = await run(
      process.execPath,
      [bin, 'eval', 'cockpit', '--cases', cases, '--model', 'openai:gpt-4o-mini', '--json'],
      { env: env() },
    )
    const report = JSON.parse(stdout)
    expect(report.cases).toBe(3)
    expect(report.intentAccuracy).toBe(0)
    expect(report.failures.map((f: { id: string }) => f.id).sort()).toEqual(['a', 'b', 'c'])
    expect(llm.requests.some((r) => JSON.stringify(r.body.tools).includes('control_window'))).toBe(true)
  })

  it('counts a wrong value as a wrong action, a vague request that is asked back as asked, and a status question answered from state', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'eval-')), 'strict.jsonl')
    const lines = [
      // The case wants 26 °C; the engine sets what was said, 24: the right parameter with another value.
      {
        id: 'wrong-value',
        text: '把空调调到24度',
        expect: {
          domain: 'vehicle_control',
          calls: [{ name: 'control_ac', params: { action: 'set_temperature', temperature: 26 } }],
        },
      },
      // Written as if the seat should move: the engine asks which way instead, a miss but no wrong action.
      {
        id: 'vague',
        text: '调一下座椅',
        expect: {
          domain: 'vehicle_control',
          calls: [{ name: 'control_seat', params: { seat: 'driver', action: 'set_recline', level: 60 } }],
        },
      },
      {
        id: 'battery',
        text: '还剩多少电',
        expect: {
          domain: 'chat',
          calls: [{ name: 'query_vehicle_status', params: { item: 'battery_level' } }],
        },
      },
    ]
    await writeFile(file, lines.map((line) => JSON.stringify(line)).join('\n'))
    const { stdout } = await run(process.execPath, [bin, 'eval', 'cockpit', '--cases', file, '--json'], {
      env: env(),
    })
    const report = JSON.parse(stdout)
    expect(report.outcomes).toMatchObject({ correct: 1, asked: 1, wrong_action: 1, missed: 0 })
    expect(report.wrongActionRate).toBeCloseTo(1 / 3)
    expect(report).toMatchObject({ questions: 1, questionsFromState: 1 })
    expect(report.failures.map((f: { id: string }) => f.id)).toEqual(['wrong-value', 'vague'])
  })
})
