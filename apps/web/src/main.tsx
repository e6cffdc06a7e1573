import '@xyflow/react/dist/style.css'
import './app/studio.css'
import { createClient, localUserId, storedApiKey, whenSignedIn } from '@mindwire/client'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { StudioApp } from './app/studio-app.tsx'
import { StudioProvider } from './app/studio-context.tsx'
import { studioPage, studioWords } from './app/studio-words.ts'
import { isTestMode } from './app/test-mode.ts'
import { AudioEngine } from './audio/audio-engine.ts'
import { connectEngine } from './audio/connect-engine.ts'
import { installAudioDebugHook } from './audio/debug-hook.ts'
import { incomingHandback } from './handoff/tune-link.ts'
import { readAutosave } from './session/autosave.ts'
import { firstPatch } from './session/first-patch.ts'
import { createStudioStore } from './store/studio-store.ts'

const testMode = isTestMode()
const userId = localUserId(localStorage)
// The person's work from before the reload: the canvas, its undo history and the session of its
// conversation (`?fresh` starts empty, as browser tests that share one profile do). A first visit finds
// a patch that plays at once.
const fresh = new URLSearchParams(location.search).has('fresh')
const saved = fresh ? undefined : readAutosave(userId)
const firstVisit = !fresh && !saved
const store = createStudioStore(
  saved?.canvas ?? (firstVisit ? firstPatch(studioPage.language()) : {}),
  saved?.history,
)
if (firstVisit) store.getState().notify(studioWords().firstPatch)
const engine = new AudioEngine()
connectEngine(store, engine)
if (testMode) installAudioDebugHook(engine)

// Same origin by default (the server serves this page); a key is only needed where the server asks for one.
const client = createClient({
  endpoint: import.meta.env.VITE_MINDWIRE_ENDPOINT ?? '',
  apiKey: storedApiKey(localStorage),
})

// Opened by a handoff back from the tuning studio: continue its session; a reload must not announce it again.
const handback = incomingHandback(location.search)
if (handback) history.replaceState(null, '', `${location.pathname}?sessionId=${handback.sessionId}`)

whenSignedIn(import.meta.env.VITE_MINDWIRE_ENDPOINT ?? '', () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <StudioProvider store={store} engine={engine}>
        <StudioApp
          client={client}
          testMode={testMode}
          userId={userId}
          sessionId={handback?.sessionId ?? saved?.sessionId}
          handback={handback}
        />
      </StudioProvider>
    </StrictMode>,
  ),
)
