import type { LanguageModelV4, LanguageModelV4Prompt } from '@ai-sdk/provider'
import { ScriptedModel } from '@mindwire/testkit'
import { describe, expect, it } from 'vitest'
import type { Domain } from '../domain.ts'
import { spectrumPart } from '../messages/content-part.ts'
import { toModelPrompt } from '../messages/to-model-prompt.ts'
import { domainChains, domainModel } from './domain-model.ts'
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

const userPrompt = (text: string) => toModelPrompt('system', [{ role: 'user', content: text }])
const chainTexts = (chains: Array<Array<{ text: string }>>) =>
  chains.map((chain) => chain.map((s) => s.text).join(','))

describe('domain model routing (seed 000 DQ-MIND-01)', () => {
  it('serves each request from its route: an edit from the domain chain, code, questions, pictures from theirs', async () => {
    const router = routerFor({
      MINDWIRE_MODEL_CODE: 'scripted:coder',
      MINDWIRE_MODEL_CHAT: 'scripted:talker',
      MINDWIRE_MODEL_MULTIMODAL: 'scripted:vision',
    })
    const model = domainModel(router, { ...studioLike, taskType: 'control' })
    expect(await answer(model, userPrompt('把低频提高 3 dB'))).toBe('offline')
    expect(await answer(model, userPrompt('帮我生成一个电子管风格的调音面板'))).toBe('coder')
    expect(await answer(model, userPrompt('Write a test for the limiter module'))).toBe('coder')
    expect(await answer(model, userPrompt('这个模块是干什么的？'))).toBe('talker')
    expect(await answer(model, userPrompt('how loud is the rear seat now'))).toBe('talker')
    expect(await answer(model, spectrumPrompt)).toBe('vision')
    expect(model.modelId).toBe('offline')
  })

  it('routes by the language of the newest message where a language has its own chain', async () => {
    const router = routerFor({
      MINDWIRE_MODEL_CHAT: 'scripted:talker',
      MINDWIRE_MODEL_CHAT_EN: 'scripted:english',
    })
    const model = domainModel(router, studioLike)
    expect(await answer(model, userPrompt('what does the limiter do?'))).toBe('english')
    expect(await answer(model, userPrompt('限幅器是做什么的？'))).toBe('talker')
    // An English question after a Chinese one: the newest message decides.
    const later = toModelPrompt('system', [
      { role: 'user', content: '你好' },
      { role: 'assistant', content: '你好！' },
      { role: 'user', content: 'is the chain clipping?' },
    ])
    expect(await answer(model, later)).toBe('english')
  })

  it("keeps a run on its route when the loop nudges: the nudge is not the person's request", async () => {
    const router = routerFor({ MINDWIRE_MODEL_CHAT: 'scripted:talker' })
    const model = domainModel(router, { ...studioLike, taskType: 'control' })
    const history = [
      { role: 'user' as const, content: '把低频提高 3 dB' },
      { role: 'assistant' as const, content: 'I will do that.' },
    ]
    // The nudge reads like a question; written by the person it would go to the chat chain.
    const nudge = 'Did you mean to call a tool?'
    expect(await answer(model, toModelPrompt('s', [...history, { role: 'user', content: nudge }]))).toBe(
      'talker',
    )
    expect(
      await answer(model, toModelPrompt('s', [...history, { role: 'user', content: nudge, nudge: true }])),
    ).toBe('offline')
  })

  it('lists each distinct chain once, and serves one model directly when every route names the same', () => {
    const same = loadModelConfig({ MINDWIRE_MODEL: 'offline' })
    expect(chainTexts(domainChains(studioLike, same))).toEqual(['offline'])
    const router = routerFor({ MINDWIRE_MODEL: 'offline' })
    expect(domainModel(router, studioLike)).toBe(router.model('code'))
    expect(
      chainTexts(
        domainChains(
          studioLike,
          loadModelConfig({ MINDWIRE_MODEL_MULTIMODAL: 'openai:x', MINDWIRE_MODEL_CHAT_ZH: 'openai:y' }),
        ),
      ),
    ).toEqual(['offline', 'openai:y', 'openai:x'])
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
    expect(await answer(model, userPrompt('insert a limiter after the EQ'))).toBe('coder')
  })
})
