import type { LanguageModelV4 } from '@ai-sdk/provider'
import { promptNeedsMultimodal } from './prompt-modality.ts'

/** The two models a content-routed model chooses between. */
export interface ContentRoutes {
  /** Serves prompts of text (and audio) alone: the domain's own chain. */
  text: LanguageModelV4
  /** Serves prompts with images or spectra: the `multimodal` chain. */
  multimodal: LanguageModelV4
}

/**
 * A model that sends each call to `multimodal` when its prompt carries images or spectra and to `text`
 * otherwise. Deciding per call rather than per request keeps a whole run on one kind of model: the
 * steps after a tool call or a confirmation still carry the person's picture in their prompt.
 */
export function createContentRoutedModel(routes: ContentRoutes): LanguageModelV4 {
  const pick = (prompt: Parameters<LanguageModelV4['doGenerate']>[0]['prompt']) =>
    promptNeedsMultimodal(prompt) ? routes.multimodal : routes.text
  return {
    specificationVersion: 'v4',
    // Callers that ask which model serves (e.g. "is this the offline engine?") mean ordinary text; the
    // model that actually answered names itself in the stream's response metadata and in usage.
    provider: routes.text.provider,
    modelId: routes.text.modelId,
    supportedUrls: routes.multimodal.supportedUrls,
    doGenerate: (options) => pick(options.prompt).doGenerate(options),
    doStream: (options) => pick(options.prompt).doStream(options),
  }
}
