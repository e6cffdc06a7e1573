import { type CopilotWords, copilotWords, preferredLanguage, type UiLanguage } from '@mindwire/client'
import { createContext, useContext } from 'react'

/**
 * The host app's language for the copilot components under it (the drawer's `language` prop sets it too);
 * without one they speak the origin's shared choice (the browser's preference until a person picks one).
 */
export const CopilotLanguage = createContext<UiLanguage | undefined>(undefined)

/** The language the copilot components speak here. */
export function useCopilotLanguage(): UiLanguage {
  return useContext(CopilotLanguage) ?? preferredLanguage()
}

/** The copilot components' labels in the host app's language. */
export function useCopilotWords(): CopilotWords {
  return copilotWords(useCopilotLanguage())
}
