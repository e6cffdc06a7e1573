import type { Message, UserPart } from './types.ts'

// CJK characters are about one token each in current tokenizers; other text about four characters
// per token. Each message costs a few tokens of framing. Good enough to warn before a limit, no more.
const CJK = /[\u3000-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/g
const PER_MESSAGE = 4
const IMAGE_TOKENS = 765
const AUDIO_TOKENS_PER_SECOND = 25

/** Counts tokens of text locally, without a tokenizer. */
export function estimateTextTokens(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0
  return cjk + Math.ceil((text.length - cjk) / 4)
}

/** A local estimate of the prompt tokens of messages (seed 000 §4.1: avoid running into limits). */
export function estimateTokens(messages: readonly Message[]): number {
  let total = 0
  for (const message of messages) {
    total += PER_MESSAGE
    if (message.role === 'tool') total += estimateTextTokens(JSON.stringify(message.output ?? null))
    else if (typeof message.content === 'string') total += estimateTextTokens(message.content)
    else for (const part of message.content) total += partTokens(part)
    if (message.role === 'assistant')
      for (const call of message.toolCalls ?? []) total += estimateTextTokens(JSON.stringify(call.arguments))
  }
  return total
}

function partTokens(part: UserPart): number {
  switch (part.type) {
    case 'text':
      return estimateTextTokens(part.text)
    case 'image':
      return IMAGE_TOKENS
    case 'audio':
      return Math.ceil(((part.durationMs ?? 10_000) / 1000) * AUDIO_TOKENS_PER_SECOND)
    case 'spectrum':
      // The server describes a spectrum as text: a summary line plus a handful of bands; a rendered
      // plot goes along as an image.
      return 120 + (part.image ? IMAGE_TOKENS : 0)
  }
}
