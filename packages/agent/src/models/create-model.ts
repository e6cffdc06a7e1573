import { createAnthropic } from '@ai-sdk/anthropic'
import { createOpenAI } from '@ai-sdk/openai'
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { LanguageModelV4 } from '@ai-sdk/provider'
import { AgentError } from '../errors.ts'
import { jsonToolCalls } from './json-tool-calls.ts'
import type { ModelSpec } from './model-spec.ts'
import type { ProviderConfig } from './provider-config.ts'

/** Makes models for providers the platform does not know by name, e.g. `offline` from a domain. */
export type ModelFactories = Record<string, (spec: ModelSpec) => LanguageModelV4>

/**
 * Builds the provider model for a spec through the AI SDK provider packages. Missing keys fail here,
 * at configuration time, with the variable to set, instead of on the first request.
 */
export function createModel(
  spec: ModelSpec,
  providers: ProviderConfig,
  factories: ModelFactories = {},
): LanguageModelV4 {
  const factory = factories[spec.provider]
  if (factory) return factory(spec)
  switch (spec.provider) {
    case 'openai': {
      const { apiKey, baseURL } = providers.openai
      if (!apiKey) throw configError(spec, 'OPENAI_API_KEY is not set')
      return createOpenAI({ apiKey, baseURL }).chat(spec.model!)
    }
    case 'anthropic': {
      const { apiKey, baseURL } = providers.anthropic
      if (!apiKey) throw configError(spec, 'ANTHROPIC_API_KEY is not set')
      return createAnthropic({ apiKey, baseURL })(spec.model!)
    }
    case 'openai-compatible': {
      const endpoint = providers.endpoints[spec.endpoint!]
      if (!endpoint) {
        throw configError(
          spec,
          `no endpoint "${spec.endpoint}"; set MINDWIRE_${spec.endpoint!.toUpperCase()}_BASE_URL`,
        )
      }
      const model = spec.model ?? endpoint.model
      if (!model) throw configError(spec, `no model; set MINDWIRE_${spec.endpoint!.toUpperCase()}_MODEL`)
      const provider = createOpenAICompatible({
        name: spec.endpoint!,
        baseURL: endpoint.baseURL,
        apiKey: endpoint.apiKey,
        includeUsage: true,
      })
      const chat = provider.chatModel(model)
      return endpoint.toolCalls === 'json' ? jsonToolCalls(chat) : chat
    }
    default:
      throw configError(spec, `unknown provider "${spec.provider}"`)
  }
}

function configError(spec: ModelSpec, reason: string): AgentError {
  return new AgentError('config', `cannot use model ${spec.text}: ${reason}`)
}
