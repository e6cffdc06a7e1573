import type { Client } from '@mindwire/client'
import { ReactFlowProvider } from '@xyflow/react'
import { AgentPanel } from '../agent/agent-panel.tsx'
import { ModulePalette } from '../canvas/module-palette.tsx'
import { StudioCanvas } from '../canvas/studio-canvas.tsx'
import { ControlPanel } from '../controls/control-panel.tsx'
import type { IncomingHandback } from '../handoff/tune-link.ts'
import { VirtualKeyboard } from '../keyboard/virtual-keyboard.tsx'
import { OutputPanel } from '../output/output-panel.tsx'
import { HistoryButtons } from '../toolbar/history-buttons.tsx'
import { TransportBar } from '../toolbar/transport-bar.tsx'
import { LanguageSwitch } from './language-switch.tsx'
import { NoticeToast } from './notice-toast.tsx'
import { StartAudioButton } from './start-audio-button.tsx'
import { studioPage, useStudioWords } from './studio-words.ts'
import { useStudioSession } from './use-studio-session.ts'

/** The studio page: palette, canvas, controls, agent, keyboard and output. */
export function StudioApp({
  client,
  testMode,
  userId,
  sessionId: initialSessionId,
  handback,
}: {
  client: Client
  testMode: boolean
  userId: string
  /** The session to continue: handed back by another app, or autosaved. */
  sessionId?: string
  /** The session another app handed back to this page, if it was opened that way. */
  handback?: IncomingHandback
}) {
  const { sessionId, panelKey, onSession, onRestore } = useStudioSession(userId, initialSessionId)
  const say = useStudioWords()
  return (
    <ReactFlowProvider>
      <div className="studio" lang={say.locale}>
        <header className="studio__toolbar">
          <strong>{say.appName}</strong>
          <StartAudioButton />
          <TransportBar />
          <HistoryButtons />
          <a className="studio__app-link" href="/analyst.html">
            {say.analystLink}
          </a>
          <LanguageSwitch page={studioPage} className="studio__language" />
          <span className="studio__hint">{say.hint}</span>
        </header>
        <aside className="studio__palette">
          <ModulePalette />
        </aside>
        <main className="studio__canvas">
          <StudioCanvas />
          <NoticeToast />
        </main>
        <aside className="studio__side">
          <ControlPanel />
          <AgentPanel
            key={panelKey}
            client={client}
            measure={testMode}
            userId={userId}
            sessionId={sessionId}
            handback={panelKey === 0 ? handback : undefined}
            onSession={onSession}
            onRestore={onRestore}
          />
        </aside>
        <footer className="studio__footer">
          <VirtualKeyboard />
          <OutputPanel />
        </footer>
      </div>
    </ReactFlowProvider>
  )
}
