import { type FakeLlmServer, startFakeLlmServer } from '@mindwire/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectSharedShape, runEval, writeCaseFile } from '../testing/eval-report.ts'

let llm: FakeLlmServer
let cases: string

const addToCart = (productId: string) => [{ name: 'cart_manager', args: { action: 'add', productId } }]

beforeAll(async () => {
  llm = await startFakeLlmServer()
  cases = await writeCaseFile([
    // Earphones, not lipsticks: the two cheapest lipsticks cost the same, and the shop asks which of them.
    {
      id: 'cheapest',
      before: ['搜一下耳机'],
      say: '把最便宜的那个放进购物车',
      expect: addToCart('$cheapest'),
    },
    // Written as if the dearest one was meant: adding the cheapest is the wrong product, a wrong action.
    {
      id: 'wrong-target',
      before: ['搜一下耳机'],
      say: '把最便宜的那个放进购物车',
      expect: addToCart('$priciest'),
    },
    { id: 'thanks', say: '谢谢', expect: [] },
    { id: 'order', say: '最近的订单到哪了', expect: [{ name: 'order_query', args: { limit: 1 } }] },
  ])
})
afterAll(() => llm.close())

const env = () => ({ ...process.env, OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: llm.openaiBaseURL })

describe('mindwire eval shopping', () => {
  it('scores the offline engine in the shared shape: the wrong product is a wrong action, an order question is answered from state', async () => {
    const report = JSON.parse(await runEval('shopping', cases, ['--json'], env()))
    expect(report).toMatchObject({ cases: 4, accuracy: 3 / 4, questions: 1, questionsFromState: 1 })
    expectSharedShape(report, { correct: 3, asked: 0, wrong_action: 1, missed: 0 })
    expect(report.failures).toMatchObject([{ id: 'wrong-target', outcome: 'wrong_action' }])
  }, 60_000)

  it('runs a model spec: a search on chit-chat is a wrong action, a question back is asked', async () => {
    // The "LLM" searches whatever it is told, except that it asks back about the order.
    llm.respondWith((request) => {
      const last = JSON.stringify(request.body.messages.at(-1))
      if (last.includes('"role":"tool"')) return { text: '找到了这些。' }
      if (last.includes('订单')) return { text: '您想查哪一笔订单？' }
      return { toolCalls: [{ name: 'product_search', args: { query: 'something' } }] }
    })
    const args = ['--model', 'openai:gpt-4o-mini', '--json']
    const report = JSON.parse(await runEval('shopping', cases, args, env()))
    expectSharedShape(report, { correct: 0, asked: 1, wrong_action: 1, missed: 2 })
    expect(report).toMatchObject({ questions: 1, questionsFromState: 0 })
  }, 60_000)
})
