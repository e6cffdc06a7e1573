import { copilotWords, type UiLanguage } from '@mindwire/client'
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { ClearHistory } from './clear-history.tsx'
import { ConfirmationBar } from './confirmation-bar.tsx'
import { CopilotLanguage, useCopilotLanguage } from './copilot-language.tsx'
import { MessageList } from './message-list.tsx'
import type { UseCopilotResult } from './use-copilot.ts'
import { VoiceInput } from './voice-input.tsx'

export interface CopilotDrawerProps {
  copilot: UseCopilotResult
  open: boolean
  onClose?: () => void
  title?: string
  /** The input's placeholder; the labels' own in the drawer's language if unset. */
  placeholder?: string
  /** Extra content under the conversation (an app's own status, e.g. replayed operations). */
  children?: ReactNode
  /** Speech recognition language for the microphone. */
  lang?: string
  /** The host app's language for every label in the drawer; the one provided above it if unset. */
  language?: UiLanguage
}

/** The copilot drawer (seed 000 §1.2): the conversation, waiting confirmations, and an input with voice. */
export function CopilotDrawer({
  copilot,
  open,
  onClose,
  title = 'Copilot',
  placeholder,
  children,
  lang,
  language,
}: CopilotDrawerProps) {
  const inherited = useCopilotLanguage()
  const spoken = language ?? inherited
  const say = copilotWords(spoken)
  const [text, setText] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const message = text.trim()
    if (!message || copilot.sending || copilot.offline) return
    setText('')
    void copilot.send(message)
  }
  // The newest reply is what a person reads next: keep the conversation at its end as it grows and streams.
  const conversation = useRef<HTMLDivElement>(null)
  const { messages, streamingText, toolCalls, pending } = copilot
  // biome-ignore lint/correctness/useExhaustiveDependencies: the conversation's parts are the effect's trigger, not its input
  useEffect(() => {
    conversation.current?.scrollTo({ top: conversation.current.scrollHeight })
  }, [messages, streamingText, toolCalls, pending])
  if (!open) return null
  return (
    <CopilotLanguage.Provider value={spoken}>
      <aside
        className="mw-copilot-drawer"
        aria-label={title}
        style={{ display: 'flex', flexDirection: 'column', gap: 8, height: '100%', minHeight: 0 }}
      >
        <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <strong>{title}</strong>
          <span style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
            <ClearHistory
              hasHistory={copilot.messages.length > 0}
              disabled={copilot.sending}
              onClear={() => copilot.clearHistory()}
              error={copilot.error?.message}
            />
            {onClose && (
              <button type="button" onClick={onClose} aria-label={say.close}>
                ×
              </button>
            )}
          </span>
        </header>
        <div
          ref={conversation}
          className="mw-copilot-conversation"
          style={{ flex: 1, overflowY: 'auto', minHeight: 0 }}
        >
          <MessageList
            messages={copilot.messages}
            streamingText={copilot.streamingText}
            toolCalls={copilot.toolCalls}
            sending={copilot.sending}
            onRate={(messageId, rating) => void copilot.rate(messageId, rating)}
          />
          {children}
        </div>
        <ConfirmationBar
          pending={copilot.pending}
          onAnswer={(id, ok) => void copilot.confirm(id, ok)}
          onAnswerAll={(ok) => void copilot.confirmAll(ok)}
          disabled={copilot.sending || copilot.offline}
        />
        {/* Offline (seed 000 DQ-MIND-04): sending is off, and the drawer says why until the network is back. */}
        {copilot.offline && (
          <p className="mw-copilot-offline" role="status">
            {say.offline}
          </p>
        )}
        <form onSubmit={submit} style={{ display: 'flex', gap: 4 }}>
          <textarea
            className="mw-copilot-input"
            value={text}
            placeholder={placeholder ?? say.placeholder}
            rows={2}
            style={{ flex: 1, resize: 'vertical' }}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event)
            }}
          />
          <VoiceInput lang={lang} onResult={(spoken) => setText((current) => `${current}${spoken}`)} />
          {copilot.sending ? (
            <button type="button" onClick={copilot.abort}>
              {say.stop}
            </button>
          ) : (
            <button type="submit" disabled={copilot.offline || !text.trim()}>
              {say.send}
            </button>
          )}
        </form>
      </aside>
    </CopilotLanguage.Provider>
  )
}
