import { createRouter, createWebHistory, type Router } from 'vue-router'
import { RoutePage } from './route-page.ts'
import { TUNE_APPS } from './tune-apps.ts'

/** The Vite base the app is built for (`/tune/`): routes are the app ids under it. */
const BASE = import.meta.env.BASE_URL

/**
 * `/tune/<app>` for each app of the suite, with the project (and, after a handoff, the session and its
 * intent) in the query, so a deep link opens exactly what it names. Anything else goes to xi-studio.
 */
export function createTuneRouter(): Router {
  const apps = TUNE_APPS.map((app) => app.id).join('|')
  return createRouter({
    history: createWebHistory(BASE),
    routes: [
      { path: `/:app(${apps})`, component: RoutePage, props: true },
      { path: '/:rest(.*)*', redirect: (to) => ({ path: '/xi-studio', query: to.query }) },
    ],
  })
}
