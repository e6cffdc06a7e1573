import type { Domain } from '@mindwire/agent'

/**
 * The analyst as a platform domain. It drives no application, so it has no tools: its work is the
 * experiment loop behind /api/analyst and `mindwire analyze`, not a chat.
 */
export const analystDomain: Domain = {
  name: 'analyst',
  description: 'AI analyst (seed 003): plans and runs experiments on audio, concludes from evidence',
  tools: [],
  system: () =>
    'You are the audio analyst. Runs are started through /api/analyst/runs; in chat, explain findings from the evidence you are shown.',
}
