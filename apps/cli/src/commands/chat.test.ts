import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { type FakeLlmServer, startFakeLlmServer } from '@mindwire/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const bin = fileURLToPath(new URL('../../bin/mindwire.js', import.meta.url))
let llm: FakeLlmServer

beforeAll(async () => {
  llm = await startFakeLlmServer()
})
afterAll(() => llm.close())

/** Runs the real CLI in a child process against the fake LLM server. */
function mindwire(args: string[]) {
  return run(process.execPath, [bin, ...args], {
    env: {
      ...process.env,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: llm.openaiBaseURL,
      MINDWIRE_MODEL: '',
      NO_COLOR: '1',
    },
  }).catch((error: { code: number; stdout: string; stderr: string }) => error)
}

describe('mindwire chat', () => {
  it('prints the streamed reply and the tool calls of one turn', async () => {
    llm.enqueue(
      { toolCalls: [{ name: 'product_search', args: { query: 'iPhone 15', limit: 2 } }] },
      { text: '找到 iPhone 15 128GB，售价 5999 元。' },
    )
    const { stdout } = await mindwire([
      'chat',
      '--domain',
      'shopping',
      '--model',
      'openai:gpt-4o-mini',
      '帮我搜索 iPhone 15',
    ])
    expect(stdout).toContain('⚙ product_search({"query":"iPhone 15","limit":2')
    expect(stdout).toMatch(/→ ok: \{"total":\d+,"products":\[\{"id":"p\d+","name":"Apple iPhone 15 /)
    expect(stdout).toContain('找到 iPhone 15 128GB，售价 5999 元。')
    const sent = llm.requests.at(-2)!.body
    expect(sent.messages[0].content).toContain('购物助手')
    expect(sent.tools.map((t: { function: { name: string } }) => t.function.name)).toEqual([
      'product_search',
      'order_query',
      'cart_manager',
    ])
  })

  it('prints wire events as JSON lines and confirms with --yes', async () => {
    llm.enqueue(
      // The shop has shown the coffee's price before it is added: within budget, no confirmation.
      { toolCalls: [{ name: 'product_search', args: { query: '挂耳咖啡', limit: 1 } }] },
      { toolCalls: [{ name: 'cart_manager', args: { action: 'add', productId: 'p0243' } }] },
      { toolCalls: [{ name: 'cart_manager', args: { action: 'clear' } }] },
      { text: '购物车已清空。' },
    )
    const { stdout } = await mindwire([
      'chat',
      '-d',
      'shopping',
      '-m',
      'openai:gpt-4o-mini',
      '--yes',
      '--json',
      '加一包咖啡然后清空购物车',
    ])
    const events = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(events.filter((e) => e.type === 'confirm_required')).toHaveLength(1)
    const clear = events.filter((e) => e.type === 'tool_result').at(-1)
    expect(clear).toMatchObject({ name: 'cart_manager', status: 'ok', output: { items: [], totalAmount: 0 } })
    expect(events.at(-1)).toMatchObject({ type: 'done', finishReason: 'stop', text: '购物车已清空。' })
  })

  it('declines confirmations when there is no terminal to ask on', async () => {
    llm.enqueue(
      {
        toolCalls: [
          { name: 'cart_manager', args: { action: 'add', productId: 'p0245' } },
          { name: 'cart_manager', args: { action: 'clear' } },
        ],
      },
      { text: '好的，保留购物车。' },
    )
    const { stdout } = await mindwire(['chat', '-d', 'shopping', '-m', 'openai:gpt-4o-mini', '清空购物车'])
    expect(stdout).toContain('declined cart_manager')
    expect(stdout).toContain('rejected')
  })

  it('explains configuration errors in one line with exit code 2', async () => {
    const result = (await mindwire(['chat', 'hello'])) as { code: number; stderr: string }
    expect(result.code).toBe(2)
    expect(result.stderr.trim().split('\n')).toHaveLength(1)
    expect(result.stderr).toContain('offline model')
  })

  it('has help for the program and the command', async () => {
    const { stdout } = await mindwire(['--help'])
    expect(stdout).toMatch(/Commands:[\s\S]*chat/)
    const chatHelp = await mindwire(['chat', '--help'])
    expect(chatHelp.stdout).toContain('--domain <name>')
  })
})
