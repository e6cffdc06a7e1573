/** Where each app's conversation about a project is remembered, so switching apps and back continues it. */
const PREFIX = 'mindwire:tune:session:'

export const sessionKey = (app: string, projectId: string) => `${PREFIX}${app}:${projectId}`

/** Forgets every app's conversation about a project (it was deleted: nothing should resume into it). */
export function forgetProjectSessions(projectId: string): void {
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index))
  for (const key of keys)
    if (key?.startsWith(PREFIX) && key.endsWith(`:${projectId}`)) localStorage.removeItem(key)
}
