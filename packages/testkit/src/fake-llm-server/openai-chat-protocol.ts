import { argsOf, type FakeAnswer, splitArgs, textChunks } from './fake-reply.ts'

/**
 * Chunks of an OpenAI chat-completions stream for one answer: a role chunk, content deltas, each tool call
 * opened with its id and name and then its arguments split across several chunks, a finish chunk, and a
 * usage chunk when the request asked for one (stream_options.include_usage).
 */
export function openAiStreamChunks(
  answer: FakeAnswer,
  model: string,
  id: string,
  includeUsage: boolean,
): object[] {
  const base = { id, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model }
  const chunk = (delta: object, finish: string | null = null) => ({
    ...base,
    choices: [{ index: 0, delta, finish_reason: finish }],
  })
  const chunks: object[] = [chunk({ role: 'assistant', content: '' })]
  for (const text of textChunks(answer.text)) chunks.push(chunk({ content: text }))
  ;(answer.toolCalls ?? []).forEach((call, index) => {
    chunks.push(
      chunk({
        tool_calls: [
          {
            index,
            id: call.id ?? `call_${index}`,
            type: 'function',
            function: { name: call.name, arguments: '' },
          },
        ],
      }),
    )
    for (const piece of splitArgs(argsOf(call), answer.argsChunkSize ?? 7)) {
      chunks.push(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }))
    }
  })
  chunks.push(chunk({}, answer.toolCalls?.length ? 'tool_calls' : 'stop'))
  if (includeUsage) chunks.push({ ...base, choices: [], usage: openAiUsage(answer) })
  return chunks
}

/** A non-streamed chat completion. */
export function openAiCompletion(answer: FakeAnswer, model: string, id: string): object {
  const text = textChunks(answer.text).join('')
  return {
    id,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: text || null,
          tool_calls: answer.toolCalls?.map((call, index) => ({
            id: call.id ?? `call_${index}`,
            type: 'function',
            function: { name: call.name, arguments: argsOf(call) },
          })),
        },
        finish_reason: answer.toolCalls?.length ? 'tool_calls' : 'stop',
      },
    ],
    usage: openAiUsage(answer),
  }
}

export function openAiError(status: number, message: string): object {
  return { error: { message, type: status === 429 ? 'rate_limit_exceeded' : 'server_error', code: null } }
}

function openAiUsage(answer: FakeAnswer) {
  const { input, output } = answer.usage ?? { input: 12, output: 8 }
  return { prompt_tokens: input, completion_tokens: output, total_tokens: input + output }
}
