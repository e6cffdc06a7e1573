import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4Content,
  LanguageModelV4FunctionTool,
  LanguageModelV4Message,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
} from '@ai-sdk/provider'

/**
 * A model without native tool calling (many local and older endpoints) driven in JSON mode: the tools are
 * described in the system message, the model is asked for one JSON object — `{"tool_calls": [{"name",
 * "arguments"}]}` to act, `{"reply": "…"}` to answer — and its answer is turned back into the tool-call
 * parts the loop expects. Earlier calls and results in the history are written out as text, which such a
 * model can read. An answer that is not such an object is kept as the text it is: never guessed into a call.
 */
export function jsonToolCalls(model: LanguageModelV4): LanguageModelV4 {
  return {
    specificationVersion: 'v4',
    provider: model.provider,
    modelId: model.modelId,
    supportedUrls: model.supportedUrls,
    async doGenerate(options) {
      const tools = functionTools(options)
      if (tools.length === 0) return model.doGenerate(options)
      const result = await model.doGenerate(jsonOptions(options, tools))
      const text = result.content.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('')
      const answer = readAnswer(text)
      return {
        ...result,
        content: answerContent(answer),
        finishReason: finishOf(answer, result.finishReason),
      }
    },
    async doStream(options) {
      const tools = functionTools(options)
      if (tools.length === 0) return model.doStream(options)
      const { stream, ...rest } = await model.doStream(jsonOptions(options, tools))
      return { ...rest, stream: stream.pipeThrough(answerAtEnd()) }
    },
  }
}

type Answer = { calls: Array<{ name: string; input: string }>; text: string }

const INSTRUCTION = [
  'You cannot call tools directly. Answer with exactly one JSON object and nothing else:',
  '{"tool_calls": [{"name": "<tool name>", "arguments": {…}}]} to use one or more tools, in order;',
  '{"reply": "<what you say to the person>"} to answer without a tool.',
  'Use only the tools listed below, with arguments that follow their JSON schema.',
].join('\n')

function functionTools(options: LanguageModelV4CallOptions): LanguageModelV4FunctionTool[] {
  if (options.toolChoice?.type === 'none') return []
  return (options.tools ?? []).filter((tool): tool is LanguageModelV4FunctionTool => tool.type === 'function')
}

function jsonOptions(
  options: LanguageModelV4CallOptions,
  tools: readonly LanguageModelV4FunctionTool[],
): LanguageModelV4CallOptions {
  const catalogue = tools
    .map((tool) => `- ${tool.name}: ${tool.description ?? ''}\n  schema: ${JSON.stringify(tool.inputSchema)}`)
    .join('\n')
  const { tools: _, toolChoice: __, ...rest } = options
  return {
    ...rest,
    prompt: withInstruction(asText(options.prompt), `${INSTRUCTION}\n\nTools:\n${catalogue}`),
    responseFormat: { type: 'json' },
  }
}

/** The instruction joins the system message (some endpoints accept only one, and only first). */
function withInstruction(prompt: LanguageModelV4Prompt, instruction: string): LanguageModelV4Prompt {
  const [first, ...rest] = prompt
  if (first?.role === 'system') return [{ ...first, content: `${first.content}\n\n${instruction}` }, ...rest]
  return [{ role: 'system', content: instruction }, ...prompt]
}

/** The history with earlier calls and results written as text: a model without tools rejects those parts. */
function asText(prompt: LanguageModelV4Prompt): LanguageModelV4Prompt {
  return prompt.map((message): LanguageModelV4Message => {
    if (message.role === 'assistant') {
      const calls = message.content.flatMap((part) =>
        part.type === 'tool-call' ? [{ name: part.toolName, arguments: parseInput(part.input) }] : [],
      )
      if (calls.length === 0) return message
      const text = message.content.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('')
      return {
        role: 'assistant',
        content: [{ type: 'text', text: `${text}${JSON.stringify({ tool_calls: calls })}` }],
      }
    }
    if (message.role === 'tool') {
      const results = message.content.flatMap((part) =>
        part.type === 'tool-result' ? [{ name: part.toolName, result: resultValue(part.output) }] : [],
      )
      return { role: 'user', content: [{ type: 'text', text: JSON.stringify({ tool_results: results }) }] }
    }
    return message
  })
}

function parseInput(input: unknown): unknown {
  if (typeof input !== 'string') return input
  try {
    return JSON.parse(input)
  } catch {
    return input
  }
}

function resultValue(output: { type: string; value?: unknown; reason?: string }): unknown {
  if (output.type === 'execution-denied') return { denied: true, reason: output.reason ?? null }
  return output.value ?? null
}

/** Reads the model's answer: its calls when it is the asked-for object, else the words it said. */
export function readAnswer(text: string): Answer {
  const object = firstObject(text)
  if (object && Array.isArray(object.tool_calls)) {
    const calls = object.tool_calls.flatMap((call: unknown) => {
      const { name, arguments: args } = (call ?? {}) as { name?: unknown; arguments?: unknown }
      if (typeof name !== 'string' || !name) return []
      const input = typeof args === 'string' ? args : JSON.stringify(args ?? {})
      return [{ name, input }]
    })
    // Calls that cannot be read are not made: the words (if any) stand, a malformed call never acts.
    if (calls.length === object.tool_calls.length && calls.length > 0) return { calls, text: '' }
  }
  if (object && typeof object.reply === 'string') return { calls: [], text: object.reply }
  return { calls: [], text }
}

function firstObject(text: string): Record<string, unknown> | undefined {
  const start = text.indexOf('{')
  const end = text.lastIndexOf('}')
  if (start === -1 || end <= start) return undefined
  try {
    const value = JSON.parse(text.slice(start, end + 1))
    return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined
  } catch {
    return undefined
  }
}

let nextId = 0
const callId = () => `json-call-${Date.now().toString(36)}-${(nextId++).toString(36)}`

function answerContent(answer: Answer): LanguageModelV4Content[] {
  if (answer.calls.length === 0) return answer.text ? [{ type: 'text', text: answer.text }] : []
  return answer.calls.map((call) => ({
    type: 'tool-call' as const,
    toolCallId: callId(),
    toolName: call.name,
    input: call.input,
  }))
}

function finishOf(
  answer: Answer,
  finish: { unified: string; raw?: string },
): Extract<LanguageModelV4StreamPart, { type: 'finish' }>['finishReason'] {
  return answer.calls.length > 0 ? { unified: 'tool-calls', raw: finish.raw } : (finish as never)
}

/**
 * Passes the provider's stream through but holds its text: a JSON answer is only known whole, so the
 * words or calls it carries go out at the end, before the finish part.
 */
function answerAtEnd(): TransformStream<LanguageModelV4StreamPart, LanguageModelV4StreamPart> {
  let text = ''
  return new TransformStream({
    transform(part, controller) {
      if (part.type === 'text-delta') text += part.delta
      else if (part.type === 'text-start' || part.type === 'text-end') return
      else if (part.type === 'finish') {
        const answer = readAnswer(text)
        if (answer.calls.length === 0 && answer.text) {
          controller.enqueue({ type: 'text-start', id: 'json-reply' })
          controller.enqueue({ type: 'text-delta', id: 'json-reply', delta: answer.text })
          controller.enqueue({ type: 'text-end', id: 'json-reply' })
        }
        for (const content of answerContent(answer))
          if (content.type === 'tool-call') controller.enqueue(content)
        controller.enqueue({ ...part, finishReason: finishOf(answer, part.finishReason) })
      } else controller.enqueue(part)
    },
  })
}
