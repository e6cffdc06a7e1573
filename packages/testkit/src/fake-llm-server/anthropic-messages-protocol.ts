import { argsOf, type FakeAnswer, splitArgs, textChunks } from './fake-reply.ts'

/** An Anthropic Messages stream for one answer, as [event name, data] pairs. */
export function anthropicStreamEvents(answer: FakeAnswer, model: string, id: string): [string, object][] {
  const { input, output } = answer.usage ?? { input: 12, output: 8 }
  const events: [string, object][] = [
    [
      'message_start',
      {
        type: 'message_start',
        message: {
          id,
          type: 'message',
          role: 'assistant',
          content: [],
          model,
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: input, output_tokens: 1 },
        },
      },
    ],
  ]
  let index = 0
  const chunks = textChunks(answer.text)
  if (chunks.length > 0) {
    events.push([
      'content_block_start',
      { type: 'content_block_start', index, content_block: { type: 'text', text: '' } },
    ])
    for (const text of chunks) {
      events.push([
        'content_block_delta',
        { type: 'content_block_delta', index, delta: { type: 'text_delta', text } },
      ])
    }
    events.push(['content_block_stop', { type: 'content_block_stop', index }])
    index++
  }
  for (const [n, call] of (answer.toolCalls ?? []).entries()) {
    events.push([
      'content_block_start',
      {
        type: 'content_block_start',
        index,
        content_block: { type: 'tool_use', id: call.id ?? `toolu_${n}`, name: call.name, input: {} },
      },
    ])
    for (const partial_json of splitArgs(argsOf(call), answer.argsChunkSize ?? 7)) {
      events.push([
        'content_block_delta',
        { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json } },
      ])
    }
    events.push(['content_block_stop', { type: 'content_block_stop', index }])
    index++
  }
  events.push([
    'message_delta',
    {
      type: 'message_delta',
      delta: { stop_reason: answer.toolCalls?.length ? 'tool_use' : 'end_turn', stop_sequence: null },
      usage: { output_tokens: output },
    },
  ])
  events.push(['message_stop', { type: 'message_stop' }])
  return events
}

/** A non-streamed Messages response. */
export function anthropicMessage(answer: FakeAnswer, model: string, id: string): object {
  const { input, output } = answer.usage ?? { input: 12, output: 8 }
  const text = textChunks(answer.text).join('')
  const content: object[] = text ? [{ type: 'text', text }] : []
  for (const [n, call] of (answer.toolCalls ?? []).entries()) {
    content.push({
      type: 'tool_use',
      id: call.id ?? `toolu_${n}`,
      name: call.name,
      input: JSON.parse(argsOf(call)),
    })
  }
  return {
    id,
    type: 'message',
    role: 'assistant',
    model,
    content,
    stop_reason: answer.toolCalls?.length ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: input, output_tokens: output },
  }
}

export function anthropicError(status: number, message: string): object {
  const type = status === 429 ? 'rate_limit_error' : status === 529 ? 'overloaded_error' : 'api_error'
  return { type: 'error', error: { type, message } }
}
