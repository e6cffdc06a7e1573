import { createEngine, defineTool } from '@mindwire/agent'
import { ScriptedModel } from '@mindwire/testkit'
import { z } from 'zod'
import { callForStep, FINAL_TEXT, TOOL_NAMES, toolWork } from '../fixtures/ten-step-script.ts'

const args = z.object({ key: z.string(), value: z.number() })

/** Our engine on the ten-step script: one fresh session per run. */
export function mindwireRun(): () => Promise<void> {
  const store = new Map<string, number>()
  const tools = TOOL_NAMES.map((name) =>
    defineTool({
      name,
      description: `${name} tool`,
      parameters: args,
      execute: (input) => toolWork(store, name, input),
    }),
  )
  return async () => {
    const model = new ScriptedModel(
      (_options, index) => {
        const call = callForStep(index)
        return call
          ? { toolCalls: [{ name: call.name, args: call.args, id: `c${index}` }] }
          : { text: FINAL_TEXT }
      },
      { record: false },
    )
    const engine = createEngine({ model, tools, system: 'benchmark' })
    const result = await engine.session().send('go').result
    if (result.text !== FINAL_TEXT || result.steps !== 10)
      throw new Error(`mindwire run ended wrongly: ${result.status}`)
  }
}
