import { ScriptedModel } from '@mindwire/testkit'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineTool } from '../tools/define-tool.ts'
import { createEngine } from './engine.ts'

/** Tools that log when they start and end, each taking `ms`. */
function timedTools(log: string[]) {
  const make = (name: string, group: string, ms: number) =>
    defineTool({
      name,
      description: name,
      group,
      parameters: z.object({ tag: z.string() }),
      execute: async ({ tag }) => {
        log.push(`start ${tag}`)
        await new Promise((resolve) => setTimeout(resolve, ms))
        log.push(`end ${tag}`)
        return tag
      },
    })
  return [make('set_ac', 'climate', 30), make('play_music', 'media', 5)]
}

const script = () =>
  new ScriptedModel([
    {
      toolCalls: [
        { name: 'set_ac', args: { tag: 'ac1' } },
        { name: 'play_music', args: { tag: 'music' } },
        { name: 'set_ac', args: { tag: 'ac2' } },
      ],
    },
    { text: 'done' },
  ])

describe('tool groups', () => {
  it('run strictly in order by default', async () => {
    const log: string[] = []
    await createEngine({ model: script(), tools: timedTools(log) })
      .session()
      .send('go').result
    expect(log).toEqual(['start ac1', 'end ac1', 'start music', 'end music', 'start ac2', 'end ac2'])
  })

  it('run in parallel across groups and in order within one when enabled', async () => {
    const log: string[] = []
    const session = createEngine({
      model: script(),
      tools: timedTools(log),
      parallelToolGroups: true,
    }).session()
    await session.send('go').result
    // music (another group) starts before ac1 ends; ac2 waits for ac1.
    expect(log.indexOf('start music')).toBeLessThan(log.indexOf('end ac1'))
    expect(log.indexOf('start ac2')).toBeGreaterThan(log.indexOf('end ac1'))
    // History keeps the model's order regardless of finishing order.
    const results = session.messages.filter((m) => m.role === 'tool').map((m) => m.output)
    expect(results).toEqual(['ac1', 'music', 'ac2'])
  })
})
