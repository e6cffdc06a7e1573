/** The suite's apps this web app hosts, as routes (seed 000 §1.5: XiMind lives in each app's drawer). */
export const TUNE_APPS = [
  { id: 'xi-studio', name: 'XiStudio' },
  { id: 'xi-tune', name: 'XiTune' },
  { id: 'xi-test', name: 'XiTest' },
  { id: 'xi-forge', name: 'XiForge' },
  { id: 'xi-probe', name: 'XiProbe' },
  { id: 'xi-vst', name: 'XiVST' },
] as const

export type TuneAppId = (typeof TUNE_APPS)[number]['id']

/** True for an app id this web app has a route for. */
export function isTuneApp(id: unknown): id is TuneAppId {
  return TUNE_APPS.some((app) => app.id === id)
}

/** The app's display name, e.g. `XiTune`; an unknown id as it is. */
export function appName(id: string): string {
  return TUNE_APPS.find((app) => app.id === id)?.name ?? id
}
