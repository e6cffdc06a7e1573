import type { LanguageModelV4 } from '@ai-sdk/provider'
import type { Domain } from '../domain.ts'
import { createContentRoutedModel } from './content-routed-model.ts'
import type { ModelRouter } from './model-router.ts'
import type { ModelConfig, TaskType } from './provider-config.ts'

/**
 * The task types whose chains may serve a domain: its own, and `multimodal` for prompts with images or
 * spectra when that chain differs from the domain's (seed 000 DQ-MIND-01).
 */
export function domainTasks(domain: Pick<Domain, 'taskType'>, config: ModelConfig): TaskType[] {
  const own = domain.taskType ?? 'control'
  const chain = (task: TaskType) => config.routes[task].map((spec) => spec.text).join(',')
  return own === 'multimodal' || chain(own) === chain('multimodal') ? [own] : [own, 'multimodal']
}

/**
 * The model serving a domain: its task's chain, and the `multimodal` chain for prompts that carry images
 * or spectra. The domain's `wrapModel` wraps each chain, so a chain that is only `offline` still becomes
 * the domain's own rule engine (the studio's reads the spectrum numbers either way).
 */
export function domainModel(router: ModelRouter, domain: Domain): LanguageModelV4 {
  const wrap = (model: LanguageModelV4) => (domain.wrapModel ? domain.wrapModel(model) : model)
  const [own, multimodal] = domainTasks(domain, router.config)
  const text = wrap(router.model(own!))
  return multimodal ? createContentRoutedModel({ text, multimodal: wrap(router.model(multimodal)) }) : text
}
