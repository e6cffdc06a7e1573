import { type FakeLlmServer, startFakeLlmServer } from '@mindwire/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectSharedShape, runEval, writeCaseFile } from '../testing/eval-report.ts'

let llm: FakeLlmServer
let cases: string

const ceiling = (value: number) => ({
  firstTool: 'update-param',
  args: { moduleId: 'limiter', paramKey: 'ceilingDb', value },
})

beforeAll(async () => {
  llm = await startFakeLlmServer()
  cases = await writeCaseFile([
    { id: 'right', text: 'set the limiter ceiling to -1 dB', lang: 'en', expect: ceiling(-1) },
    // The case was written wanting -2 for a request that says -1: setting -1 is a change not asked for.
    { id: 'wrong-value', text: '限幅器 ceiling 设成 -1', lang: 'zh', expect: ceiling(-2) },
    { id: 'chat', text: '讲个笑话吧', lang: 'zh', expect: { firstTool: null } },
  ])
})
afterAll(() => llm.close())

const env = () => ({ ...process.env, OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: llm.openaiBaseURL })

describe('mindwire eval studio', () => {
  it('scores the offline engine in the shared shape: a wrong value is a wrong action, chit-chat without a call is correct', async () => {
    const report = JSON.parse(await runEval('studio', cases, ['--json'], env()))
    expect(report).toMatchObject({ cases: 3, accuracy: 2 / 3, toolAccuracy: 1, errors: 0 })
    expectSharedShape(report, { correct: 2, asked: 0, wrong_action: 1, missed: 0 })
    expect(report.byLang).toEqual({ en: { cases: 1, accuracy: 1 }, zh: { cases: 2, accuracy: 0.5 } })
    expect(report.reliability).toEqual([{ range: 'none', count: 3, accuracy: 2 / 3 }])
    expect(report.failures).toMatchObject([{ id: 'wrong-value', outcome: 'wrong_action' }])
  })

  it('runs a model spec: a question back with no call is asked, a call on chit-chat is a wrong action', async () => {
    llm.respondWith((request) =>
      JSON.stringify(request.body.messages.at(-1)).includes('ceiling')
        ? { text: 'Which limiter do you mean, the main one or the one on the rear channels?' }
        : { toolCalls: [{ name: 'search-algo-library', args: { query: 'jokes' } }] },
    )
    const args = ['--model', 'openai:gpt-4o-mini']
    const report = JSON.parse(await runEval('studio', cases, [...args, '--json'], env()))
    expectSharedShape(report, { correct: 0, asked: 2, wrong_action: 1, missed: 0 })
    const text = await runEval('studio', cases, args, env())
    expect(text).toContain('0 correct · 2 asked · 1 wrong action · 0 missed')
    expect(text).toMatch(/confidence\s+cases\s+exact\n\s+none\s+3\s+0\.0 %/)
  })
})
