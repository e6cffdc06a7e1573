import type {
  LanguageModelV4Message,
  LanguageModelV4Prompt,
  LanguageModelV4ToolResultPart,
} from '@ai-sdk/provider'
import { SPECTRUM_OPTIONS_KEY } from '../offline/prompt-turn.ts'
import type { SpectrumPart, UserPart } from './content-part.ts'
import { describeSpectrum } from './describe-spectrum.ts'
import type { AssistantMessage, Message, ToolMessage, UserMessage } from './message.ts'

// History messages are immutable once committed, so their provider form is computed once.
const converted = new WeakMap<object, LanguageModelV4Message | LanguageModelV4ToolResultPart>()

/** Converts the system prompt and history into the provider-neutral prompt of the AI SDK spec. */
export function toModelPrompt(
  system: string | undefined,
  history: readonly Message[],
): LanguageModelV4Prompt {
  const prompt: LanguageModelV4Prompt = []
  if (system) prompt.push({ role: 'system', content: system })
  let toolBatch: LanguageModelV4ToolResultPart[] | undefined
  for (const message of history) {
    if (message.role === 'tool') {
      if (!toolBatch) {
        toolBatch = []
        prompt.push({ role: 'tool', content: toolBatch })
      }
      toolBatch.push(cached(message, toolResultPart))
      continue
    }
    toolBatch = undefined
    prompt.push(
      message.role === 'user' ? cached(message, userModelMessage) : cached(message, assistantModelMessage),
    )
  }
  return prompt
}

function cached<M extends object, R extends LanguageModelV4Message | LanguageModelV4ToolResultPart>(
  message: M,
  convert: (m: M) => R,
): R {
  let result = converted.get(message) as R | undefined
  if (!result) {
    result = convert(message)
    converted.set(message, result)
  }
  return result
}

function userModelMessage(message: UserMessage): LanguageModelV4Message {
  const parts: readonly UserPart[] =
    typeof message.content === 'string' ? [{ type: 'text', text: message.content }] : message.content
  const content = parts.flatMap(userPartToModel)
  // A nudge is marked for the router (it is not the person's request); providers ignore other namespaces.
  return message.nudge
    ? { role: 'user', content, providerOptions: { mindwire: { nudge: true } } }
    : { role: 'user', content }
}

type UserModelPart = Extract<LanguageModelV4Message, { role: 'user' }>['content'][number]

function userPartToModel(part: UserPart): UserModelPart[] {
  switch (part.type) {
    case 'text':
      return [{ type: 'text', text: part.text }]
    case 'spectrum': {
      // Models read the description; the numbers ride along for engines that compute from them (the
      // studio's offline engine), in provider options every provider ignores.
      const description: UserModelPart = {
        type: 'text',
        text: describeSpectrum(part),
        providerOptions: { mindwire: { [SPECTRUM_OPTIONS_KEY]: spectrumNumbers(part) } },
      }
      // The rendered plot goes beside the description as an image file part: a prompt carrying it is
      // routed to the multimodal chain (content-routed-model), and rule engines read text parts only.
      return part.image ? [description, fileFor(part.image.data, part.image.mimeType)] : [description]
    }
    case 'image':
    case 'audio':
      return [fileFor(part.data, part.mimeType)]
  }
}

function fileFor(data: string, mediaType: string): UserModelPart {
  return { type: 'file', data: { type: 'data', data }, mediaType }
}

// The plot is already in the prompt as a file part; copying its base64 into provider options as well
// would double the bytes every provider serialises and ignores.
function spectrumNumbers(part: SpectrumPart): SpectrumPart {
  const { image: _image, ...numbers } = part
  return numbers
}

function assistantModelMessage(message: AssistantMessage): LanguageModelV4Message {
  const content: Extract<LanguageModelV4Message, { role: 'assistant' }>['content'] = []
  if (message.content) content.push({ type: 'text', text: message.content })
  for (const call of message.toolCalls ?? []) {
    content.push({ type: 'tool-call', toolCallId: call.id, toolName: call.name, input: call.args })
  }
  return { role: 'assistant', content }
}

function toolResultPart(message: ToolMessage): LanguageModelV4ToolResultPart {
  return {
    type: 'tool-result',
    toolCallId: message.toolCallId,
    toolName: message.toolName,
    output: message.isError
      ? { type: 'error-json', value: message.output }
      : { type: 'json', value: message.output },
  }
}
