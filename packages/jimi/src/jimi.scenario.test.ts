import { defineTool } from '@mindwire/agent'
import { ScriptedModel, startFakeLlmServer } from '@mindwire/testkit'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { RunSummary } from './engine-transport.ts'
import { createJimi, type JimiAgent } from './jimi.ts'
import type { EngineCallback } from './jimi-engine.ts'
import type { JimiError } from './jimi-error.ts'
import type { WireMessage } from './wire-message.ts'

const cart: string[] = []
const addToCart = defineTool({
  name: 'cart_manager',
  description: 'Adds a product to the cart or removes one.',
  parameters: z.object({ action: z.enum(['add', 'remove']), productId: z.string() }),
  execute: ({ action, productId }) => {
    if (action === 'add') cart.push(productId)
    else cart.splice(cart.indexOf(productId), 1)
    return { cart: [...cart] }
  },
})

const agent: JimiAgent = {
  name: 'shopper',
  systemPrompt: 'You help people shop.',
  tools: [addToCart],
  guardrails: [
    {
      id: 'confirm-removal',
      description: 'removing from the cart asks first',
      when: (call) => call.args.action === 'remove',
      action: 'confirm',
      message: '确定要从购物车删除吗？',
    },
  ],
}

/** The callback of one run, as a promise of which side was called. */
function outcome(): EngineCallback & { done: Promise<RunSummary | JimiError> } {
  let settle!: (value: RunSummary | JimiError) => void
  const done = new Promise<RunSummary | JimiError>((resolve) => {
    settle = resolve
  })
  return { onComplete: settle, onError: settle, done }
}

describe('the Jimi surface over the engine (seed 004 §4)', () => {
  it('streams the Wire messages of a run with their seed fields, then calls onComplete once', async () => {
    const model = new ScriptedModel([
      { toolCalls: [{ name: 'cart_manager', args: { action: 'add', productId: 'p-1' }, id: 'c1' }] },
      { text: ['已加入', '购物车。'] },
    ])
    const jimi = createJimi({ model })
    const engine = jimi.createEngine(agent)
    const messages: WireMessage[] = []
    engine.addWireListener((message) => messages.push(message))
    let completions = 0
    const summaries: RunSummary[] = []
    await engine.run('把 p-1 加入购物车', {
      onComplete: (summary) => {
        completions++
        summaries.push(summary)
      },
      onError: (error) => {
        throw error
      },
    })
    expect(completions).toBe(1)
    expect(summaries[0]).toMatchObject({ text: '已加入购物车。', steps: 2, pending: [] })
    expect(messages.map((m) => m.type)).toEqual([
      'StepBegin',
      'ToolCall',
      'ToolResult',
      'TokenUsage',
      'StepBegin',
      'ContentPart',
      'ContentPart',
      'TokenUsage',
    ])
    expect(messages[0]).toEqual({ type: 'StepBegin', stepNo: 1, isSubagent: false, agentName: 'shopper' })
    expect(messages[1]).toEqual({
      type: 'ToolCall',
      toolCall: {
        id: 'c1',
        type: 'function',
        function: { name: 'cart_manager', arguments: '{"action":"add","productId":"p-1"}' },
      },
    })
    expect(messages[2]).toEqual({
      type: 'ToolResult',
      toolCallId: 'c1',
      result: { success: true, content: JSON.stringify({ cart: ['p-1'] }) },
    })
    expect(messages[5]).toEqual({ type: 'ContentPart', content: '已加入', contentType: 'text' })
    expect(engine.getName()).toBe('shopper')
    expect(engine.getModel()).toBe('scripted-model')
  })

  it('a listener that throws breaks neither the run nor the other listeners; a removed one gets nothing more', async () => {
    const model = new ScriptedModel([{ text: ['一', '二', '三'] }])
    const engine = createJimi({ model }).createEngine(agent)
    const seen: string[] = []
    const removed: string[] = []
    engine.addWireListener(() => {
      throw new Error('listener bug')
    })
    const leaving = (message: WireMessage) => {
      removed.push(message.type)
      if (message.type === 'ContentPart') engine.removeWireListener(leaving)
    }
    engine.addWireListener(leaving)
    engine.addWireListener((message) => seen.push(message.type))
    const run = outcome()
    await engine.run('数到三', run)
    expect(await run.done).toMatchObject({ text: '一二三' })
    expect(seen).toEqual(['StepBegin', 'ContentPart', 'ContentPart', 'ContentPart', 'TokenUsage'])
    expect(removed).toEqual(['StepBegin', 'ContentPart'])
  })

  it('shutdown interrupts a run in flight cleanly: StepInterrupted, onError engine_shut_down, nothing after', async () => {
    const model = new ScriptedModel([{ text: '我先想想', hang: 'after-text' }])
    const jimi = createJimi({ model })
    const engine = jimi.createEngine(agent)
    const messages: WireMessage[] = []
    engine.addWireListener((message) => {
      messages.push(message)
      if (message.type === 'ContentPart') void jimi.shutdown()
    })
    const run = outcome()
    await engine.run('推荐一款耳机', run)
    expect(await run.done).toMatchObject({ code: 'engine_shut_down' })
    expect(messages.map((m) => m.type)).toEqual(['StepBegin', 'ContentPart', 'StepInterrupted'])
    const after = outcome()
    await engine.run('还在吗', after)
    expect(await after.done).toMatchObject({ code: 'engine_shut_down' })
    expect(messages).toHaveLength(3)
    expect(model.calls).toHaveLength(1)
  })

  it('a call a rule holds waits for the person: ConfirmRequired, then confirm runs it', async () => {
    cart.splice(0, cart.length, 'p-9')
    const model = new ScriptedModel([
      { toolCalls: [{ name: 'cart_manager', args: { action: 'remove', productId: 'p-9' }, id: 'rm' }] },
      { text: '已删除。' },
    ])
    const engine = createJimi({ model }).createEngine(agent)
    const messages: WireMessage[] = []
    engine.addWireListener((message) => messages.push(message))
    const asked = outcome()
    await engine.run('删掉 p-9', asked)
    const summary = (await asked.done) as RunSummary
    expect(summary.pending.map((call) => call.callId)).toEqual(['rm'])
    expect(messages.find((m) => m.type === 'ConfirmRequired')).toMatchObject({
      toolCall: { id: 'rm', function: { name: 'cart_manager' } },
      message: '确定要从购物车删除吗？',
    })
    expect(cart).toEqual(['p-9'])
    const confirmed = outcome()
    await engine.confirm('rm', true, confirmed)
    expect(await confirmed.done).toMatchObject({ text: '已删除。' })
    expect(cart).toEqual([])
  })

  it('sessions: engines in one session share its history; clearSession and clearHistory forget it', async () => {
    const model = new ScriptedModel(() => ({ text: '好的' }))
    const jimi = createJimi({ model })
    const session = jimi.newSession()
    expect(jimi.newSession()).not.toBe(session)
    const first = jimi.createEngine(agent, { sessionId: session })
    const second = jimi.createEngine({ ...agent, name: 'helper' }, { sessionId: session })
    await first.run('我想买耳机')
    await second.run('预算两千')
    const prompt = JSON.stringify(model.calls.at(-1)!.prompt)
    expect(prompt).toContain('我想买耳机')
    jimi.clearSession(session)
    await second.run('重新开始')
    expect(JSON.stringify(model.calls.at(-1)!.prompt)).not.toContain('我想买耳机')
    await second.clearHistory()
    await first.run('你好')
    expect(JSON.stringify(model.calls.at(-1)!.prompt)).not.toContain('重新开始')
  })

  it('talks to an OpenAI-compatible endpoint directly (seed 004’s deployment), over real HTTP', async () => {
    const llm = await startFakeLlmServer()
    try {
      llm.enqueue(
        { toolCalls: [{ name: 'cart_manager', args: { action: 'add', productId: 'p-7' } }] },
        { text: '加好了。' },
      )
      const jimi = createJimi({
        llm: { baseUrl: llm.openaiBaseURL, apiKey: 'sk-test', modelName: 'qwen-plus' },
      })
      const engine = jimi.createEngine(agent)
      const types: string[] = []
      engine.addWireListener((message) => types.push(message.type))
      const run = outcome()
      await engine.run('把 p-7 加进购物车', run)
      expect(await run.done).toMatchObject({ text: '加好了。' })
      expect(types).toContain('ToolResult')
      expect(llm.requests[0]!.body.model).toBe('qwen-plus')
      expect(JSON.stringify(llm.requests[0]!.body.tools)).toContain('cart_manager')
      await jimi.shutdown()
    } finally {
      await llm.close()
    }
  })

  it('a model call that fails ends in onError run_failed, with the session usable afterwards', async () => {
    const model = new ScriptedModel([{ error: new Error('upstream 500') }, { text: '恢复了' }])
    const engine = createJimi({ model, maxStepsPerRun: 3 }).createEngine(agent)
    const failed = outcome()
    await engine.run('你好', failed)
    expect(await failed.done).toMatchObject({ code: 'run_failed' })
    const again = outcome()
    await engine.run('再试一次', again)
    expect(await again.done).toMatchObject({ text: '恢复了' })
  })
})
