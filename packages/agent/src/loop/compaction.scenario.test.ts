import { collectEvents, ScriptedModel } from '@mindwire/testkit'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineTool } from '../tools/define-tool.ts'
import { createEngine } from './engine.ts'

describe('compaction inside the loop', () => {
  it('compacts before a step when history outgrows the budget and the model sees the summary', async () => {
    const big = 'data '.repeat(200)
    const fetchTool = defineTool({
      name: 'fetch',
      description: 'fetch',
      parameters: z.object({}),
      execute: () => big,
    })
    const model = new ScriptedModel((options) => {
      const isSummary =
        options.prompt[0]?.role === 'system' && String(options.prompt[0].content).startsWith('You compress')
      if (isSummary) return { text: 'SUMMARY: earlier fetches returned data.' }
      const lastIsUser = options.prompt.at(-1)?.role === 'user'
      return lastIsUser ? { toolCalls: [{ name: 'fetch' }] } : { text: 'fetched' }
    })
    const session = createEngine({
      model,
      tools: [fetchTool],
      system: 'You fetch data.',
      context: { maxTokens: 1500, reserveTokens: 300, keepTurns: 1 },
    }).session()
    const compactions = []
    for (let turn = 0; turn < 5; turn++) {
      const events = await collectEvents(session.send(`fetch ${turn}`))
      compactions.push(...events.filter((e) => e.type === 'compacted'))
    }
    expect(compactions.length).toBeGreaterThan(0)
    expect(session.summary).toContain('SUMMARY')
    expect(session.messages[0]!.role).toBe('user')
    const removed = compactions.reduce((sum, e) => sum + (e.type === 'compacted' ? e.removedMessages : 0), 0)
    expect(session.snapshot().offset).toBe(removed)
    expect(session.snapshot().offset! + session.messages.length).toBe(5 * 4)
    const lastPrompt = model.calls.at(-1)!.prompt
    expect(lastPrompt[0]).toMatchObject({ role: 'system' })
    expect(String(lastPrompt[0]!.content)).toContain('You fetch data.')
    expect(String(lastPrompt[0]!.content)).toContain('SUMMARY')
  })
})
