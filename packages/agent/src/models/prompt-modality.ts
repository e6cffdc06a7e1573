import type { LanguageModelV4Prompt } from '@ai-sdk/provider'
import { SPECTRUM_OPTIONS_KEY } from '../offline/prompt-turn.ts'

/**
 * Whether a prompt needs a model that reads images (seed 000 DQ-MIND-01: multimodal → a multimodal
 * model): some user message carries an image file part or a spectrum. The whole prompt counts, not only
 * the newest message: a text-only model would be sent the earlier images all the same.
 */
export function promptNeedsMultimodal(prompt: LanguageModelV4Prompt): boolean {
  return prompt.some(
    (message) =>
      message.role === 'user' &&
      message.content.some((part) =>
        part.type === 'file'
          ? part.mediaType.startsWith('image/')
          : part.providerOptions?.mindwire?.[SPECTRUM_OPTIONS_KEY] !== undefined,
      ),
  )
}
