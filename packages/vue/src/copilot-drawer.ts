import { copilotWords, type UiLanguage } from '@mindwire/client'
import { computed, defineComponent, h, type PropType, shallowRef, watch } from 'vue'
import { ClearHistory } from './clear-history.ts'
import { ConfirmationBar } from './confirmation-bar.ts'
import { injectCopilotLanguage, provideCopilotLanguage } from './copilot-language.ts'
import { MessageList } from './message-list.ts'
import type { UseCopilotResult } from './use-copilot.ts'
import { VoiceInput } from './voice-input.ts'

/**
 * The copilot drawer (seed 000 §1.2): the conversation as it streams, tool calls, the confirmation bar
 * for destructive calls, and an input with voice. The default slot renders under the conversation.
 */
export const CopilotDrawer = /* @__PURE__ */ defineComponent({
  name: 'CopilotDrawer',
  props: {
    copilot: { type: Object as PropType<UseCopilotResult>, required: true },
    open: { type: Boolean, default: true },
    title: { type: String, default: 'Copilot' },
    /** The input's placeholder; the labels' own in the host app's language if unset. */
    placeholder: String,
    /** The host app's language for every label in the drawer; the one provided above it if unset. */
    language: String as PropType<UiLanguage>,
    /** Speech recognition language for the microphone. */
    lang: String,
    // A prop rather than an emit, so the close button shows only when someone listens (@close).
    onClose: Function as PropType<() => void>,
  },
  setup(props, { slots }) {
    const text = shallowRef('')
    const inherited = injectCopilotLanguage()
    const language = computed(() => props.language ?? inherited.value)
    // Its own labels read the language directly: a component's inject sees its parent's provide, not its own.
    provideCopilotLanguage(language)

    // The newest reply is what a person reads next: keep the conversation at its end as it grows and streams.
    const conversation = shallowRef<HTMLElement | null>(null)
    watch(
      () => [
        props.copilot.messages.value,
        props.copilot.streamingText.value,
        props.copilot.toolCalls.value,
        props.copilot.pending.value,
      ],
      () => conversation.value?.scrollTo({ top: conversation.value.scrollHeight }),
      { flush: 'post' },
    )

    function submit(event?: Event) {
      event?.preventDefault()
      const message = text.value.trim()
      if (!message || props.copilot.sending.value || props.copilot.offline.value) return
      text.value = ''
      void props.copilot.send(message)
    }

    function onKeydown(event: KeyboardEvent) {
      // Enter sends, Shift+Enter breaks the line; an IME composing Chinese keeps its Enter.
      if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) submit(event)
    }

    return () => {
      if (!props.open) return null
      const { copilot } = props
      const sending = copilot.sending.value
      const offline = copilot.offline.value
      const say = copilotWords(language.value)
      return h(
        'aside',
        {
          class: 'mw-copilot-drawer',
          'aria-label': props.title,
          style: { display: 'flex', flexDirection: 'column', gap: '8px', height: '100%', minHeight: 0 },
        },
        [
          h('header', { style: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' } }, [
            h('strong', props.title),
            h('span', { style: { display: 'flex', gap: '4px', alignItems: 'center' } }, [
              h(ClearHistory, {
                hasHistory: copilot.messages.value.length > 0,
                disabled: sending,
                onClear: () => copilot.clearHistory(),
                error: copilot.error.value?.message,
              }),
              props.onClose &&
                h('button', { type: 'button', 'aria-label': say.close, onClick: props.onClose }, '×'),
            ]),
          ]),
          h(
            'div',
            {
              ref: conversation,
              class: 'mw-copilot-conversation',
              style: { flex: 1, overflowY: 'auto', minHeight: 0 },
            },
            [
              h(MessageList, {
                messages: copilot.messages.value,
                streamingText: copilot.streamingText.value,
                toolCalls: copilot.toolCalls.value,
                sending,
                onRate: (messageId: string, rating: 'up' | 'down') => void copilot.rate(messageId, rating),
              }),
              slots.default?.(),
            ],
          ),
          h(ConfirmationBar, {
            pending: copilot.pending.value,
            disabled: sending || offline,
            onAnswer: (id: string, accepted: boolean) => void copilot.confirm(id, accepted),
            onAnswerAll: (accepted: boolean) => void copilot.confirmAll(accepted),
          }),
          // Offline (seed 000 DQ-MIND-04): sending is off, and the drawer says why until the network is back.
          offline && h('p', { class: 'mw-copilot-offline', role: 'status' }, say.offline),
          h('form', { onSubmit: submit, style: { display: 'flex', gap: '4px' } }, [
            h('textarea', {
              class: 'mw-copilot-input',
              value: text.value,
              placeholder: props.placeholder ?? say.placeholder,
              rows: 2,
              style: { flex: 1, resize: 'vertical' },
              onInput: (event: Event) => {
                text.value = (event.target as HTMLTextAreaElement).value
              },
              onKeydown,
            }),
            h(VoiceInput, {
              lang: props.lang,
              onResult: (spoken: string) => {
                text.value += spoken
              },
            }),
            sending
              ? h(
                  'button',
                  { type: 'button', class: 'mw-copilot-stop', onClick: () => copilot.abort() },
                  say.stop,
                )
              : h(
                  'button',
                  { type: 'submit', class: 'mw-copilot-send', disabled: offline || !text.value.trim() },
                  say.send,
                ),
          ]),
        ],
      )
    }
  },
})
