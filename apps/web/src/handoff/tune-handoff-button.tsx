import { type CopilotChat, onHandoff } from '@mindwire/client'
import { useEffect, useState } from 'react'
import { useStudioStore } from '../app/studio-context.tsx'
import { fill, useStudioWords } from '../app/studio-words.ts'
import { SYNTH_APP } from './synth-app.ts'
import { handbackMessage, tuningStudioPath } from './tune-link.ts'

interface Opened {
  url: string
  blocked: boolean
}

/**
 * Hands this chat's session to the tuning studio (seed 000 §4.7), the way XiStudio's open-app does: a new
 * tab opens XiTune's deep link, resumes the session there (its own credentials, none in the URL), tunes
 * and hands the session back — which this tab hears from the other one and shows.
 */
export function TuneHandoffButton({ chat }: { chat: CopilotChat }) {
  const store = useStudioStore()
  const [opened, setOpened] = useState<Opened | null>(null)
  const say = useStudioWords().handoff
  const [busy, setBusy] = useState(false)

  useEffect(
    () =>
      onHandoff((handoff) => {
        if (handoff.to !== SYNTH_APP || handoff.sessionId !== chat.state.sessionId) return
        store.getState().notify(handbackMessage(handoff.intent, handoff.context))
      }),
    [chat, store],
  )

  async function open(): Promise<void> {
    setBusy(true)
    // Opened within the click, so no popup blocker stops it; pointed at XiTune once the session exists.
    const tab = window.open('', '_blank')
    try {
      const session = await chat.session()
      const url = new URL(tuningStudioPath(session.id), location.origin).href
      if (tab) {
        tab.opener = null
        tab.location.href = url
      }
      setOpened({ url, blocked: !tab })
    } catch (failure) {
      tab?.close()
      store
        .getState()
        .notify(
          fill(say.openFailed, { error: failure instanceof Error ? failure.message : String(failure) }),
          'problem',
        )
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="tune-handoff">
      <button type="button" data-action="open-tuning-studio" disabled={busy} onClick={() => void open()}>
        {say.open}
      </button>
      {opened && (
        <a className="tune-handoff__link" href={opened.url} target="_blank" rel="noopener">
          {opened.blocked ? say.blocked : say.opened}
        </a>
      )}
    </div>
  )
}
