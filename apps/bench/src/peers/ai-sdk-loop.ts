import { ScriptedModel } from '@mindwire/testkit'
import { generateText, stepCountIs, tool } from 'ai'
import { z } from 'zod'
import { callForStep, FINAL_TEXT, STEPS_PER_RUN, TOOL_NAMES, toolWork } from '../fixtures/ten-step-script.ts'

/** The AI SDK's own multi-step loop (generateText with tools and stopWhen) on the same scripted model. */
export function aiSdkRun(): () => Promise<void> {
  const store = new Map<string, number>()
  const schema = z.object({ key: z.string(), value: z.number() })
  const tools = Object.fromEntries(
    TOOL_NAMES.map((name) => [
      name,
      tool({
        description: `${name} tool`,
        inputSchema: schema,
        execute: async (input) => toolWork(store, name, input),
      }),
    ]),
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
    const result = await generateText({
      model,
      tools,
      system: 'benchmark',
      prompt: 'go',
      stopWhen: stepCountIs(STEPS_PER_RUN),
    })
    if (result.text !== FINAL_TEXT) throw new Error('ai-sdk run ended wrongly')
  }
}
