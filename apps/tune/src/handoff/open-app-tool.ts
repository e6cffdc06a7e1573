import type { ClientTool } from '@mindwire/client'
import { deepLink } from '@mindwire/client'
import { tunePathOfDeepLink } from './web-path.ts'

/** The arguments the studio domain's open-app tool declares (domains/studio/src/tools/open-app.ts). */
export interface OpenAppArgs {
  app: string
  intent: string
  context?: Record<string, string | number | boolean>
}

/** A link the tool opened (or could not): the drawer shows it, so a blocked tab is one click away. */
export interface OpenedLink {
  app: string
  intent: string
  url: string
  blocked: boolean
}

export interface OpenAppToolOptions {
  /** The web app's base, e.g. `/tune/`. */
  base: string
  onOpened(link: OpenedLink): void
  /** Opens a URL in a new tab; null when the browser refused. Default `window.open`. */
  open?: (url: string) => { opener: unknown } | null
}

/**
 * open-app (seed 000 §4.3, §4.7) as this web app runs it: the deep link with the session id, mapped to
 * this app's route and opened in a new tab, which resumes the session. The result the model sees says
 * what was opened; no credentials travel in it or in the URL.
 */
export function createOpenAppTool(options: OpenAppToolOptions): ClientTool<OpenAppArgs> {
  const open = options.open ?? ((url: string) => window.open(url, '_blank'))
  return {
    name: 'open-app',
    description: 'Opens an app of the suite in a new tab, continuing this session there.',
    execute({ app, intent, context }, { sessionId }) {
      const link = deepLink(app, intent, context, sessionId)
      const path = tunePathOfDeepLink(link, options.base)
      if (!path) return { success: false, deepLink: link, error: `${app} is not part of this web app` }
      const url = new URL(path, location.origin).href
      const tab = open(url)
      // The new tab has its own session object; it must not reach back into this page.
      if (tab) tab.opener = null
      options.onOpened({ app, intent, url, blocked: !tab })
      return tab
        ? { success: true, url, deepLink: link }
        : {
            success: false,
            url,
            deepLink: link,
            error: 'the browser blocked the new tab; a link is shown instead',
          }
    },
  }
}
