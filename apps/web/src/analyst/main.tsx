import './analyst.css'
import { storedApiKey, whenSignedIn } from '@mindwire/client'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AnalystPage } from './analyst-page.tsx'

// Same origin by default (the server serves this page); a key is only sent where one is stored.
const target = {
  endpoint: import.meta.env.VITE_MINDWIRE_ENDPOINT ?? '',
  apiKey: storedApiKey(localStorage),
}

whenSignedIn(target.endpoint, () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AnalystPage target={target} />
    </StrictMode>,
  ),
)
