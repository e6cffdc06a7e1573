// @vitest-environment happy-dom
import { type ChatMessage, type ChatState, initialChatState, type ToolCallView } from '@mindwire/client'
import { config, mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { nextTick, shallowRef } from 'vue'
import { CopilotDrawer } from './copilot-drawer.ts'
import { COPILOT_LANGUAGE } from './copilot-language.ts'
import { InlineAssist } from './inline-assist.ts'
import { ToolCallDisplay } from './tool-call-display.ts'
import { chatStateRefs, type UseCopilotResult } from './use-copilot.ts'
import { VoiceInput } from './voice-input.ts'

const call = (id: string, status: string, result?: unknown): ToolCallView => ({
  id,
  name: 'add_module',
  kind: 'server',
  arguments: { type: 'lfo' },
  argumentsText: '{"type":"lfo"}',
  status,
  result,
})

/** A copilot over a state the test sets, recording the actions the components take. */
function fakeCopilot(initial: Partial<ChatState> = {}) {
  const state = shallowRef<ChatState>({ ...initialChatState, ...initial })
  const actions: unknown[][] = []
  const copilot: UseCopilotResult = {
    state,
    ...chatStateRefs(state),
    send: async (message) => void actions.push(['send', message]),
    confirm: async (id, accepted) => void actions.push(['confirm', id, accepted]),
    confirmAll: async (accepted) => void actions.push(['confirmAll', accepted]),
    rate: async (id, rating) => void actions.push(['rate', id, rating]),
    clearHistory: async () => actions.push(['clearHistory']) > 0,
    abort: () => void actions.push(['abort']),
    chat: undefined as never,
  }
  return { copilot, state, actions }
}

// The components speak their host app's language; these tests mount them under a Chinese one.
config.global.provide = { [COPILOT_LANGUAGE as symbol]: shallowRef('zh') }

describe('components', () => {
  it('ToolCallDisplay lists each call with its status, arguments and result', () => {
    const wrapper = mount(ToolCallDisplay, {
      props: { toolCalls: [call('a', 'running'), call('b', 'ok', { id: 'lfo-1' })] },
    })
    expect(wrapper.findAll('[data-tool="add_module"]')).toHaveLength(2)
    expect(wrapper.find('[data-status="running"]').text()).toBe('运行中')
    expect(wrapper.find('[data-status="ok"]').text()).toBe('完成')
    expect(wrapper.html()).toContain('"lfo-1"')
    expect(
      mount(ToolCallDisplay, { props: { toolCalls: [] } })
        .find('ul')
        .exists(),
    ).toBe(false)
  })

  it('CopilotDrawer shows the conversation and the streaming reply, sends, stops and answers confirmations', async () => {
    const messages: ChatMessage[] = [
      { id: 'u1', role: 'user', content: '加一个 LFO', toolCalls: [] },
      {
        id: 'a1',
        role: 'assistant',
        content: '',
        toolCalls: [call('c1', 'error')],
        error: { code: 'model_timeout', message: '模型超时' },
      },
    ]
    const { copilot, state, actions } = fakeCopilot({ messages })
    const wrapper = mount(CopilotDrawer, { props: { copilot, title: '合成器助手' } })
    expect(wrapper.text()).toContain('合成器助手')
    expect(wrapper.text()).toContain('加一个 LFO')
    expect(wrapper.find('[role="alert"]').text()).toBe('模型超时')
    expect(wrapper.find('button[aria-label="关闭"]').exists()).toBe(false)

    await wrapper.find('textarea').setValue('删掉振荡器')
    await wrapper.find('form').trigger('submit')
    expect(actions).toEqual([['send', '删掉振荡器']])
    expect((wrapper.find('textarea').element as HTMLTextAreaElement).value).toBe('')

    state.value = {
      ...state.value,
      sending: true,
      streamingText: '正在删除',
      toolCalls: [call('c2', 'streaming')],
    }
    await nextTick()
    expect(wrapper.find('.mw-message--streaming').text()).toContain('正在删除')
    await wrapper.find('button.mw-copilot-stop').trigger('click')
    expect(actions.at(-1)).toEqual(['abort'])

    state.value = {
      ...state.value,
      sending: false,
      pending: [{ id: 'd1', name: 'delete_module', arguments: {}, message: '删除振荡器？', ruleIds: [] }],
    }
    await nextTick()
    const bar = wrapper.find('.mw-confirmation[data-call="d1"]')
    expect(bar.text()).toContain('删除振荡器？')
    const [accept, decline] = bar.findAll('button')
    await decline!.trigger('click')
    await accept!.trigger('click')
    expect(actions.slice(-2)).toEqual([
      ['confirm', 'd1', false],
      ['confirm', 'd1', true],
    ])
    // One call waiting is asked about on its own: no answer for all.
    expect(wrapper.find('.mw-confirmation-all').exists()).toBe(false)

    // A turn adding three modules: one answer for the three, the person asked once.
    const adding = ['a1', 'a2', 'a3'].map((id) => ({
      id,
      name: 'update-link',
      arguments: {},
      message: `添加模块 ${id}？`,
      ruleIds: ['studio.confirm-add-module'],
    }))
    state.value = { ...state.value, pending: adding }
    await nextTick()
    const group = wrapper.find('.mw-confirmation-all')
    expect(group.attributes('data-count')).toBe('3')
    expect(group.text()).toContain('这一步要做 3 件事')
    await group.find('button').trigger('click')
    expect(actions.at(-1)).toEqual(['confirmAll', true])

    await wrapper.setProps({ open: false })
    expect(wrapper.find('aside').exists()).toBe(false)
  })

  it('CopilotDrawer shows a close button when someone listens to close', async () => {
    let closed = 0
    const wrapper = mount(CopilotDrawer, {
      props: { copilot: fakeCopilot().copilot, onClose: () => closed++ },
    })
    await wrapper.find('button[aria-label="关闭"]').trigger('click')
    expect(closed).toBe(1)
  })

  it('CopilotDrawer speaks the language its host gives, in every label under it', async () => {
    const pending = [{ id: 'd1', name: 'delete_module', arguments: {}, message: '', ruleIds: [] }]
    const messages: ChatMessage[] = [
      { id: 'a1', role: 'assistant', content: 'ok', toolCalls: [call('c1', 'error')] },
    ]
    const wrapper = mount(CopilotDrawer, {
      props: { copilot: fakeCopilot({ messages, pending }).copilot, language: 'en', onClose: () => {} },
    })
    expect(wrapper.find('button[aria-label="Close"]').exists()).toBe(true)
    expect(wrapper.find('.mw-confirmation').text()).toContain('Run delete_module?')
    expect(wrapper.find('textarea').attributes('placeholder')).toBe('Say something…')
    expect(wrapper.text()).toContain('1 actions · 1 failed')
    expect(wrapper.text()).not.toMatch(/[\u4e00-\u9fff]/)
    await wrapper.setProps({ language: 'zh' })
    expect(wrapper.find('.mw-confirmation').text()).toContain('确认执行 delete_module？')
  })

  it('VoiceInput is disabled, saying why, where there is no speech recognition', () => {
    const button = mount(VoiceInput).find('button')
    expect(button.attributes('disabled')).toBeDefined()
    expect(button.attributes('title')).toBe('此浏览器不支持语音输入')
  })

  it('VoiceInput listens where the browser has speech recognition and emits the transcript', async () => {
    class FakeRecognition {
      static last: FakeRecognition
      lang = ''
      interimResults = false
      continuous = true
      onresult: ((event: { results: unknown }) => void) | null = null
      onerror = null
      onend: (() => void) | null = null
      start() {
        FakeRecognition.last = this
      }
      stop() {
        this.onend?.()
      }
    }
    const scope = globalThis as { webkitSpeechRecognition?: unknown }
    scope.webkitSpeechRecognition = FakeRecognition
    try {
      const wrapper = mount(VoiceInput, { props: { lang: 'en-US' } })
      await nextTick()
      await wrapper.find('button').trigger('click')
      expect(wrapper.find('button').attributes('aria-pressed')).toBe('true')
      const result = Object.assign([{ transcript: '低频太闷' }], { isFinal: true })
      FakeRecognition.last.onresult!({ results: [result] })
      FakeRecognition.last.onend!()
      await nextTick()
      expect(wrapper.emitted('result')).toEqual([['低频太闷']])
      expect(FakeRecognition.last.lang).toBe('en-US')
      expect(wrapper.find('button').attributes('aria-pressed')).toBe('false')
    } finally {
      delete scope.webkitSpeechRecognition
    }
  })

  it('InlineAssist asks the preset question with the field’s context and shows the answer in place', async () => {
    const { copilot, state, actions } = fakeCopilot()
    const wrapper = mount(InlineAssist, {
      props: {
        copilot,
        prompt: '解释这个参数',
        context: () => ({ param: 'gainDb', value: -3 }),
        label: '问 AI',
      },
    })
    expect(wrapper.find('output').exists()).toBe(false)
    await wrapper.find('button').trigger('click')
    expect(actions).toEqual([['send', '解释这个参数\n\n{"param":"gainDb","value":-3}']])

    state.value = { ...state.value, sending: true, streamingText: '增益' }
    await nextTick()
    expect(wrapper.find('output').text()).toBe('增益')
    state.value = {
      ...state.value,
      sending: false,
      streamingText: '',
      messages: [
        { id: 'u', role: 'user', content: '解释这个参数', toolCalls: [] },
        { id: 'a', role: 'assistant', content: '增益降低 3 dB。', toolCalls: [] },
      ],
    }
    await nextTick()
    expect(wrapper.find('output').text()).toBe('增益降低 3 dB。')
  })
})
