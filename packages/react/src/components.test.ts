import type { ChatMessage, ToolCallView } from '@mindwire/client'
import { copilotWords, SPEECH_UNSUPPORTED_REASON, speechRecognitionConstructor } from '@mindwire/client'
import { createElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CopilotDrawer } from './copilot-drawer.tsx'
import { CopilotLanguage } from './copilot-language.tsx'
import { InlineAssist } from './inline-assist.tsx'
import { ToolCallDisplay } from './tool-call-display.tsx'
import type { UseCopilotResult } from './use-copilot.ts'
import { VoiceInput } from './voice-input.tsx'

const call = (id: string, status: string, result?: unknown): ToolCallView => ({
  id,
  name: 'add_module',
  kind: 'server',
  arguments: { type: 'lfo' },
  argumentsText: '{"type":"lfo"}',
  status,
  result,
})

function copilot(overrides: Partial<UseCopilotResult> = {}): UseCopilotResult {
  const noop = async () => undefined
  return {
    messages: [],
    streamingText: '',
    toolCalls: [],
    pending: [],
    sending: false,
    error: null,
    sessionId: null,
    offline: false,
    send: noop,
    confirm: noop,
    confirmAll: noop,
    rate: noop,
    clearHistory: async () => true,
    abort: () => undefined,
    chat: undefined as never,
    ...overrides,
  }
}

/** Renders an element under a Chinese host app (the components speak the host's language). */
const inChinese = (element: ReactElement) =>
  renderToStaticMarkup(createElement(CopilotLanguage.Provider, { value: 'zh' }, element))

describe('components', () => {
  it('ToolCallDisplay lists each call with its status, arguments and result', () => {
    const html = inChinese(
      createElement(ToolCallDisplay, { toolCalls: [call('a', 'running'), call('b', 'ok', { id: 'lfo-1' })] }),
    )
    expect(html).toContain('data-tool="add_module"')
    expect(html).toContain('data-status="running"')
    expect(html).toContain('运行中')
    expect(html).toContain('完成')
    expect(html).toContain('&quot;lfo-1&quot;')
    expect(renderToStaticMarkup(createElement(ToolCallDisplay, { toolCalls: [] }))).toBe('')
  })

  it('ToolCallDisplay folds a finished reply’s calls into one line that says what needs attention', () => {
    const html = inChinese(
      createElement(ToolCallDisplay, {
        toolCalls: [call('a', 'ok'), call('b', 'ok'), call('c', 'error'), call('d', 'awaiting_confirmation')],
        folded: true,
      }),
    )
    expect(html).toMatch(
      /^<details class="mw-tool-activity"><summary[^>]*>4 个操作 · 1 个出错 · 1 个待确认<\/summary>/,
    )
    expect(html.match(/data-tool="add_module"/g)).toHaveLength(4)
    const english = renderToStaticMarkup(
      createElement(
        CopilotLanguage.Provider,
        { value: 'en' },
        createElement(ToolCallDisplay, { toolCalls: [call('a', 'ok'), call('c', 'error')], folded: true }),
      ),
    )
    expect(english).toContain('2 actions · 1 failed')
  })

  it('CopilotDrawer shows the conversation, the streaming reply, confirmations and a stop button', () => {
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
    const html = renderToStaticMarkup(
      createElement(CopilotDrawer, {
        open: true,
        title: '合成器助手',
        language: 'zh',
        copilot: copilot({
          messages,
          sending: true,
          streamingText: '正在添加',
          toolCalls: [call('c2', 'streaming')],
          pending: [{ id: 'd1', name: 'delete_module', arguments: {}, message: '删除振荡器？', ruleIds: [] }],
        }),
      }),
    )
    expect(html).toContain('合成器助手')
    expect(html).toContain('加一个 LFO')
    expect(html).toContain('模型超时')
    expect(html).toContain('正在添加')
    expect(html).toContain('删除振荡器？')
    expect(html).toMatch(/<button[^>]*>确认<\/button>/)
    expect(html).toMatch(/<button[^>]*>拒绝<\/button>/)
    expect(html).toContain('停止')
    expect(renderToStaticMarkup(createElement(CopilotDrawer, { open: false, copilot: copilot() }))).toBe('')
  })

  it('CopilotDrawer speaks the host app’s language in every label under it', () => {
    const pending = [
      { id: 'd1', name: 'delete_module', arguments: {}, message: '', ruleIds: [] },
      { id: 'd2', name: 'delete_module', arguments: {}, message: '', ruleIds: [] },
    ]
    const html = renderToStaticMarkup(
      createElement(CopilotDrawer, {
        open: true,
        language: 'en',
        copilot: copilot({ pending }),
        onClose: () => {},
      }),
    )
    expect(html).toContain('This step does 2 things:')
    expect(html).toMatch(/<button[^>]*>Confirm all<\/button>/)
    expect(html).toContain('Run delete_module?')
    expect(html).toContain('placeholder="Say something…"')
    expect(html).toContain('aria-label="Close"')
    expect(html).toMatch(/<button[^>]*>Send<\/button>/)
    expect(html).not.toMatch(/[\u4e00-\u9fff]/)
  })

  it('CopilotDrawer offline says why in the host’s language and lets nothing be sent or confirmed', () => {
    const pending = [{ id: 'd1', name: 'delete_module', arguments: {}, message: '', ruleIds: [] }]
    const draw = (offline: boolean, language: 'zh' | 'en') =>
      renderToStaticMarkup(
        createElement(CopilotDrawer, { open: true, language, copilot: copilot({ offline, pending }) }),
      )
    const offline = draw(true, 'en')
    expect(offline).toContain('You are offline: the assistant is back when the connection is.')
    expect(offline).toMatch(/<button type="submit" disabled="">Send<\/button>/)
    expect(offline).toMatch(/<button[^>]*disabled=""[^>]*>Confirm<\/button>/)
    expect(draw(true, 'zh')).toContain('网络已断开')
    const online = draw(false, 'en')
    expect(online).not.toContain('offline')
    expect(online).not.toMatch(/<button[^>]*disabled=""[^>]*>Confirm<\/button>/)
  })

  it('VoiceInput is disabled, saying why, where there is no speech recognition', () => {
    const html = inChinese(createElement(VoiceInput, { onResult: () => undefined }))
    expect(html).toContain('disabled')
    expect(html).toContain('不支持语音输入')
    expect(SPEECH_UNSUPPORTED_REASON).toBe(copilotWords('zh').speechUnsupported)
    class FakeRecognition {}
    expect(speechRecognitionConstructor({ webkitSpeechRecognition: FakeRecognition })).toBe(FakeRecognition)
    expect(speechRecognitionConstructor({})).toBeUndefined()
  })

  it('InlineAssist renders its button', () => {
    const html = renderToStaticMarkup(
      createElement(InlineAssist, { copilot: copilot(), prompt: '解释', label: '问 AI' }),
    )
    expect(html).toContain('问 AI')
  })
})
