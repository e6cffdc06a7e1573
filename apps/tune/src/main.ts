// The tuning studio: one Vue app, the suite's apps as routes, one copilot client for all of them.
import { createClient, storedApiKey, whenSignedIn } from '@mindwire/client'
import { createCopilotPlugin } from '@mindwire/vue'
import { createApp } from 'vue'
import { AppShell } from './app/app-shell.ts'
import { createTuneRouter } from './app/router.ts'
import './styles/base.css'
import './styles/studio.css'
import './styles/tune.css'
import './styles/test-forge.css'
import 'uplot/dist/uPlot.min.css'

const client = createClient({
  endpoint: import.meta.env.VITE_MINDWIRE_ENDPOINT ?? '',
  // Read at every request, so a key stored after load (or by another tab) is used; absent → keyless local mode.
  getToken: () => storedApiKey(localStorage) ?? '',
})

const router = createTuneRouter()
const app = createApp(AppShell).use(router).use(createCopilotPlugin(client))
// Mount once the first route is resolved: before that the query is empty, and the project store would
// open the newest project instead of the one the link names.
whenSignedIn(
  import.meta.env.VITE_MINDWIRE_ENDPOINT ?? '',
  () => void router.isReady().then(() => app.mount('#app')),
)
