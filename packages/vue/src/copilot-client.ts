import { type Client, type ClientOptions, createClient } from '@mindwire/client'
import { type App, hasInjectionContext, type InjectionKey, inject, type Plugin, provide } from 'vue'

/** Where the one client of an app is provided (seed 000 §4.6: `inject('xiMindClient')`). */
export const COPILOT_CLIENT: InjectionKey<Client> = Symbol('mindwire-client')

/** A client, or the options to create one. */
export type ClientSource = Client | ClientOptions

function toClient(source: ClientSource): Client {
  return 'createSession' in source ? source : createClient(source)
}

/**
 * Provides the app's one client: on `app` when given (before mount), otherwise from the calling
 * component's `setup` to its descendants. Returns the client.
 */
export function provideCopilotClient(source: ClientSource, app?: App): Client {
  const client = toClient(source)
  if (app) app.provide(COPILOT_CLIENT, client)
  else provide(COPILOT_CLIENT, client)
  return client
}

/** A Vue plugin that provides one client to the whole app: `app.use(createCopilotPlugin({ endpoint: '' }))`. */
export function createCopilotPlugin(source: ClientSource): Plugin & { client: Client } {
  const client = toClient(source)
  return { client, install: (app) => void app.provide(COPILOT_CLIENT, client) }
}

/**
 * The provided client; `explicit` wins, so composables also run outside components (in an
 * `effectScope`, a store, a test) where there is nothing to inject from.
 */
export function useCopilotClient(explicit?: Client): Client {
  if (explicit) return explicit
  // inject() only works in setup or app.runWithContext; elsewhere say what to do instead of warning.
  const client = hasInjectionContext() ? inject(COPILOT_CLIENT, undefined) : undefined
  if (!client)
    throw new Error(
      'no Mindwire client: app.use(createCopilotPlugin(...)), provideCopilotClient(...) in a parent, or pass { client }',
    )
  return client
}
