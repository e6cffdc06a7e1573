import { defineTool, type Tool } from '@mindwire/agent'
import { z } from 'zod'

export const OPEN_APP = 'open-app'

/** The apps of the XiMind suite a deep link can open (seed 000 §4.3). */
export const XI_APPS = ['xi-studio', 'xi-forge', 'xi-tune', 'xi-test', 'xi-probe'] as const

/**
 * open-app (seed 000 §4.3): the browser opens `xi://<app>/intent/<intent>?sessionId=…` (`deepLink` of
 * @mindwire/client) and the session continues there (§4.7). A client tool: the run waits for the browser
 * to say what it opened.
 */
export const openAppTool: Tool = defineTool({
  name: OPEN_APP,
  kind: 'client',
  description:
    'Opens an app of the suite through a deep link, carrying this session (e.g. app "xi-tune", intent "auto-tune", context {projectId}). The browser opens it and returns the URL.',
  parameters: z.object({
    app: z.enum(XI_APPS),
    intent: z
      .string()
      .min(1)
      .max(60)
      .regex(/^[a-z0-9][a-z0-9-]*$/, 'a kebab-case intent such as auto-tune'),
    context: z.record(z.string(), z.union([z.string().max(200), z.number(), z.boolean()])).optional(),
  }),
})
