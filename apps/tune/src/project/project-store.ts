import type { Client } from '@mindwire/client'
import { useCopilotClient } from '@mindwire/vue'
import { computed, type InjectionKey, inject, onScopeDispose, provide, shallowRef, watch } from 'vue'
import { useRoute, useRouter } from 'vue-router'
import { type StudioApi, studioApi } from '../api/studio-api.ts'
import type {
  CatalogueModule,
  Environment,
  Project,
  ProjectEdit,
  ProjectSummary,
} from '../api/studio-types.ts'
import { forgetProjectSessions } from '../copilot/remembered-sessions.ts'
import { chainNames } from '../studio/chain-names.ts'
import { words } from '../tune-words.ts'
import { errorText } from './error-text.ts'

/** The project the app works on, shared by the header, every route and the copilot. */
export type ProjectStore = ReturnType<typeof createProjectStore>

const PROJECT_STORE: InjectionKey<ProjectStore> = Symbol('tune-project-store')

/**
 * The current project, named by `?projectId=` so every deep link (and a handoff's new tab) opens the
 * same project. Without one, the newest project is opened, or a first one is created.
 */
function createProjectStore(client: Client) {
  const api: StudioApi = studioApi(client)
  const route = useRoute()
  const router = useRouter()
  const projectId = computed(() => {
    const id = route.query.projectId
    return typeof id === 'string' && id !== '' ? id : undefined
  })
  const project = shallowRef<Project | null>(null)
  const projects = shallowRef<ProjectSummary[]>([])
  const catalogue = shallowRef<CatalogueModule[]>([])
  const environment = shallowRef<Environment | null>(null)
  // Every view names modules, parameters, curves and vehicles the same way, in the page's language.
  const names = computed(() =>
    chainNames({
      modules: project.value?.document.chain.modules ?? [],
      catalogue: catalogue.value,
      environment: environment.value,
      english: words().locale === 'en',
    }),
  )
  const error = shallowRef<string | null>(null)
  const busy = shallowRef(false)
  // Answers can come back out of order (a refresh after each tool result); only the latest one counts.
  let latest = 0

  async function guard<T>(work: () => Promise<T>): Promise<T | undefined> {
    busy.value = true
    try {
      const result = await work()
      error.value = null
      return result
    } catch (failure) {
      error.value = errorText(failure)
      return undefined
    } finally {
      busy.value = false
    }
  }

  /** Reads the project again (after the agent's or another tab's changes). */
  async function refresh(): Promise<void> {
    const id = projectId.value
    if (!id) return
    const ticket = ++latest
    const loaded = await guard(() => api.project(id))
    if (loaded && ticket === latest && id === projectId.value) project.value = loaded
  }

  async function applyChange(change: () => Promise<Project>): Promise<boolean> {
    ++latest
    const changed = await guard(change)
    if (changed) project.value = changed
    return changed !== undefined
  }

  const select = (id: string) =>
    router.push({ query: { ...route.query, projectId: id, sessionId: undefined } })

  async function ensureProject(): Promise<void> {
    const list = (await guard(() => api.listProjects())) ?? []
    projects.value = list
    const id = list[0]?.id ?? (await guard(() => api.createProject(words().project.firstName)))?.id
    if (id) await router.replace({ query: { ...route.query, projectId: id } })
  }

  watch(
    projectId,
    (id) => {
      if (!id) return void ensureProject()
      if (project.value?.id !== id) project.value = null
      void refresh()
    },
    { immediate: true },
  )
  // Another tab may have changed the project (XiTune handing a tuning back): read it when we are looked at again.
  const onVisible = () => {
    if (document.visibilityState === 'visible') void refresh()
  }
  document.addEventListener('visibilitychange', onVisible)
  window.addEventListener('focus', onVisible)
  onScopeDispose(() => {
    document.removeEventListener('visibilitychange', onVisible)
    window.removeEventListener('focus', onVisible)
  })
  void guard(async () => {
    catalogue.value = await api.catalogue()
    environment.value = await api.environment()
    if (projects.value.length === 0) projects.value = await api.listProjects()
  })

  return {
    api,
    projectId,
    project,
    projects,
    catalogue,
    environment,
    names,
    error,
    busy,
    refresh,
    select,
    /** Creates a project and switches to it. */
    async create(name: string): Promise<void> {
      const created = await guard(() => api.createProject(name))
      if (!created) return
      projects.value = [created, ...projects.value]
      await select(created.id)
    },
    /**
     * Deletes a project; true when it was deleted. Its remembered conversations are forgotten, and when it
     * was the open one the newest other project opens (or a first one is made), without its session.
     */
    async remove(id: string): Promise<boolean> {
      const deleted = await guard(async () => {
        await api.deleteProject(id)
        return true
      })
      if (!deleted) return false
      forgetProjectSessions(id)
      projects.value = projects.value.filter((project) => project.id !== id)
      if (projectId.value === id) {
        project.value = null
        await router.replace({ query: { ...route.query, projectId: undefined, sessionId: undefined } })
      }
      return true
    },
    /** A person's edits as one revision; refused edits change nothing and say why in `error`. */
    edit: (edits: ProjectEdit[]) =>
      applyChange(() => api.edit(projectId.value!, edits, project.value?.revision ?? undefined)),
    undo: (batchId: string) => applyChange(() => api.undo(projectId.value!, batchId)),
    redo: (batchId: string) => applyChange(() => api.redo(projectId.value!, batchId)),
  }
}

/** Creates the store in the app's root component and provides it to every route. */
export function provideProjectStore(): ProjectStore {
  const store = createProjectStore(useCopilotClient())
  provide(PROJECT_STORE, store)
  return store
}

/** The provided project store. */
export function useProjectStore(): ProjectStore {
  const store = inject(PROJECT_STORE)
  if (!store) throw new Error('useProjectStore() needs provideProjectStore() in a parent (the app shell)')
  return store
}
