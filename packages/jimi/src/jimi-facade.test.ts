import { defineTool } from '@mindwire/agent'
import { ScriptedModel } from '@mindwire/testkit'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { RunSummary } from './engine-transport.ts'
import { createJimi, type JimiAgent } from './jimi.ts'
import { type JimiConfig, resolveJimiConfig } from './jimi-config.ts'
import type { JimiError } from './jimi-error.ts'

const llm = { baseUrl: 'https://api.example.cn/v1', apiKey: 'sk-secret', modelName: 'qwen-plus' }

function refusal(config: unknown): JimiError {
  try {
    resolveJimiConfig(config as JimiConfig)
  } catch (error) {
    return error as JimiError
  }
  throw new Error('the configuration was accepted')
}

describe('Jimi configuration (seed 004 §4.1, §5.1 step 1)', () => {
  it('fills in the original’s defaults and never hands back the API key', () => {
    const resolved = createJimi({ llm }).getConfig()
    expect(resolved).toEqual({
      llm: { baseUrl: llm.baseUrl, modelName: 'qwen-plus', hasApiKey: true },
      modelId: 'qwen-plus',
      maxStepsPerRun: 10,
    })
    expect(JSON.stringify(resolved)).not.toContain('sk-secret')
  })

  it.each([
    [{ llm: { ...llm, baseUrl: '' } }, 'llm.baseUrl'],
    [{ llm: { ...llm, baseUrl: 'api.example.cn/v1' } }, 'llm.baseUrl'],
    [{ llm: { ...llm, baseUrl: 'file:///etc/passwd' } }, 'llm.baseUrl'],
    [{ llm: { ...llm, modelName: ' ' } }, 'llm.modelName'],
    [{ llm: { ...llm, apiKey: '' } }, 'llm.apiKey'],
    [{ llm, maxStepsPerRun: -5 }, 'maxStepsPerRun'],
    [{ llm, maxStepsPerRun: 2.5 }, 'maxStepsPerRun'],
    [{ llm, maxStepsPerRun: 1000 }, 'maxStepsPerRun'],
    [{ llm, maxContextSize: 0 }, 'maxContextSize'],
    [{}, '`llm`'],
    [{ llm, model: new ScriptedModel([]) }, 'not both'],
  ])('refuses %j with an invalid_config error naming %s', (config, named) => {
    const error = refusal(config)
    expect(error.code).toBe('invalid_config')
    expect(error.message).toContain(named)
  })

  it('names every problem at once, and createJimi builds nothing from a refused configuration', () => {
    const error = refusal({ llm: { baseUrl: '', modelName: '' }, maxStepsPerRun: -5 })
    for (const named of ['llm.baseUrl', 'llm.modelName', 'maxStepsPerRun'])
      expect(error.message).toContain(named)
    expect(() => createJimi({ llm: { ...llm, baseUrl: '' } })).toThrow(/llm.baseUrl/)
  })
})

describe('the Jimi facade (seed 004 §4.1, §8): registered tools, initialised until shut down', () => {
  const pinned: string[] = []
  const pin = defineTool({
    name: 'pin_item',
    description: 'Pins an item.',
    parameters: z.object({ text: z.string() }),
    execute: ({ text }) => {
      pinned.push(text)
      return { pinned: [...pinned] }
    },
  })
  const agent: JimiAgent = { name: 'shopper', systemPrompt: 'You pin items.', tools: ['pin_item'] }

  it('an agent names a registered tool and the engine runs it', async () => {
    const model = new ScriptedModel([
      { toolCalls: [{ name: 'pin_item', args: { text: '咖啡豆' }, id: 'c1' }] },
      { text: '记下了。' },
    ])
    const jimi = createJimi({ model })
    jimi.registerTools([pin])
    expect([...jimi.getToolRegistry().keys()]).toEqual(['pin_item'])
    const summary = await new Promise<RunSummary | JimiError>((resolve) => {
      void jimi.createEngine(agent).run('记下咖啡豆', { onComplete: resolve, onError: resolve })
    })
    expect(summary).toMatchObject({ text: '记下了。' })
    expect(pinned).toEqual(['咖啡豆'])
    await jimi.shutdown()
  })

  it('refuses an unregistered tool name and a second tool under a taken name', () => {
    const jimi = createJimi({ model: new ScriptedModel([]) })
    expect(() => jimi.createEngine(agent)).toThrow(expect.objectContaining({ code: 'invalid_tool' }))
    jimi.registerTool(pin)
    jimi.registerTool(pin)
    const impostor = defineTool({ ...pin, description: 'Another.', execute: () => ({}) })
    expect(() => jimi.registerTool(impostor)).toThrow(expect.objectContaining({ code: 'invalid_tool' }))
    expect(jimi.getToolRegistry().get('pin_item')).toBe(pin)
  })

  it('is initialised until shutdown; a shut-down SDK creates no engine', async () => {
    const jimi = createJimi({ model: new ScriptedModel([]) })
    expect(jimi.isInitialized()).toBe(true)
    await jimi.shutdown()
    expect(jimi.isInitialized()).toBe(false)
    expect(() => jimi.createEngine({ ...agent, tools: [pin] })).toThrow(
      expect.objectContaining({ code: 'engine_shut_down' }),
    )
  })
})
