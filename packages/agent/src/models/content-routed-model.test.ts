import type { LanguageModelV4, LanguageModelV4Prompt } from '@ai-sdk/provider'
import { ScriptedModel } from '@mindwire/testkit'
import { describe, expect, it } from 'vitest'
import type { Domain } from '../domain.ts'
import { spectrumPart } from '../messages/content-part.ts'
import { toModelPrompt } from '../messages/to-model-prompt.ts'
import { domainModel, domainTasks } from './domain-model.ts'
import { ModelRouter } from './model-router.ts'
import { promptNeedsMultimodal } from './prompt-modality.ts'
import { loadModelConfig } from './provider-config.ts'

const png = { data: 'iVBORw==', mimeType: 'image/png' as const }
const textPrompt = toModelPrompt('system', [{ role: 'user', content: 'hello' }])
const spectrumPrompt = toModelPrompt(undefined, [
  { role: 'user', content: [{ ...spectrumPart([-20, -10, -30], 48000), image: png }] },
])

/** A router whose `scripted:<id>` specs build scripted models that answer with their own id. */
function routerFor(env: Record<string, string>, offline = 'offline'): ModelRouter {
  const scripted = (id: string) => new ScriptedModel(() => ({ text: id }), { modelId: id })
  return new ModelRouter(loadModelConfig(env), {
    scripted: (spec) => scripted(spec.model!),
    offline: () => scripted(offline),
  })
}

async function answer(model: LanguageModelV4, prompt: LanguageModelV4Prompt): Promise<string> {
  const result = await model.doGenerate({ prompt })
  return result.content.map((part) => (part.type === 'text' ? part.text : '')).join('')
}

const studioLike: Domain = {
  name: 'studio-like',
  description: 'test',
  tools: [],
  system: () => '',
  taskType: 'code',
}

describe('prompt modality', () => {
  it('needs a multimodal model for images and spectra anywhere in the prompt, not for text or audio', () => {
    const bytes = 'AAAA'
    const image = { type: 'image' as const, data: bytes, mimeType: 'image/jpeg' }
    const audio = { type: 'audio' as const, data: bytes, mimeType: 'audio/wav' }
    expect(promptNeedsMultimodal(textPrompt)).toBe(false)
    expect(promptNeedsMultimodal(toModelPrompt(undefined, [{ role: 'user', content: [audio] }]))).toBe(false)
    expect(promptNeedsMultimodal(toModelPrompt(undefined, [{ role: 'user', content: [image] }]))).toBe(true)
    // A spectrum without a picture still routes: its description is a multimodal request all the same.
    const numbersOnly = toModelPrompt(undefined, [{ role: 'user', content: [spectrumPart([-1, -2], 8000)] }])
    expect(promptNeedsMultimodal(numbersOnly)).toBe(true)
    const later = toModelPrompt(undefined, [
      { role: 'user', content: [image] },
      { role: 'assistant', content: 'A screenshot of the mixer.' },
      { role: 'user', content: 'and now?' },
    ])
    expect(promptNeedsMultimodal(later)).toBe(true)
  })
})

describe('domain model routing (seed 000 DQ-MIND-01)', () => {
  it('serves text from the domain chain and spectra from the multimodal chain', async () => {
    const router = routerFor({
      MINDWIRE_MODEL_CODE: 'scripted:coder',
      MINDWIRE_MODEL_MULTIMODAL: 'scripted:vision',
    })
    const model = domainModel(router, studioLike)
    expect(await answer(model, textPrompt)).toBe('coder')
    expect(await answer(model, spectrumPrompt)).toBe('vision')
    expect(model.modelId).toBe('scripted:coder')
  })

  it('builds one chain when the multimodal chain is the domain chain', () => {
    const same = loadModelConfig({ MINDWIRE_MODEL: 'offline' })
    expect(domainTasks(studioLike, same)).toEqual(['code'])
    expect(
      domainTasks({ taskType: 'multimodal' }, loadModelConfig({ MINDWIRE_MODEL_CODE: 'openai:x' })),
    ).toEqual(['multimodal'])
    expect(domainTasks(studioLike, loadModelConfig({ MINDWIRE_MODEL_MULTIMODAL: 'openai:x' }))).toEqual([
      'code',
      'multimodal',
    ])
  })

  it("wraps each chain with the domain's wrapper, so an offline multimodal chain is the domain's engine", async () => {
    const engine = new ScriptedModel(() => ({ text: 'rule engine' }), { modelId: 'studio-offline' })
    const router = routerFor({ MINDWIRE_MODEL_CODE: 'scripted:coder', MINDWIRE_MODEL_MULTIMODAL: 'offline' })
    const model = domainModel(router, {
      ...studioLike,
      wrapModel: (routed) => (routed.modelId === 'offline' ? engine : routed),
    })
    expect(await answer(model, spectrumPrompt)).toBe('rule engine')
    // The engine reads the spectrum's numbers from the text part; the PNG is a file part beside it.
    const [user] = engine.calls[0]!.prompt
    expect(user!.content).toMatchObject([{ type: 'text' }, { type: 'file', mediaType: 'image/png' }])
    expect(await answer(model, textPrompt)).toBe('coder')
  })
})
