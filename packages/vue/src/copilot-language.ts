import { type CopilotWords, copilotWords, preferredLanguage, type UiLanguage } from '@mindwire/client'
import { computed, type InjectionKey, inject, provide, type Ref, shallowRef } from 'vue'

/** The host app's language for the copilot components under it (the drawer's `language` prop sets it too). */
export const COPILOT_LANGUAGE: InjectionKey<Readonly<Ref<UiLanguage>>> = Symbol('mindwire.copilotLanguage')

/** Gives the copilot components under this component the host app's language (a ref, so a switch redraws them). */
export function provideCopilotLanguage(language: Readonly<Ref<UiLanguage>>): void {
  provide(COPILOT_LANGUAGE, language)
}

/**
 * The language the copilot components speak: the host app's where it gave one, else the origin's shared
 * choice (the browser's preference until a person picks one).
 */
export function injectCopilotLanguage(): Readonly<Ref<UiLanguage>> {
  return inject(COPILOT_LANGUAGE, null) ?? shallowRef(preferredLanguage())
}

/** The copilot components' labels in the host app's language, read at render time. */
export function useCopilotWords(): Readonly<Ref<CopilotWords>> {
  const language = injectCopilotLanguage()
  return computed(() => copilotWords(language.value))
}
