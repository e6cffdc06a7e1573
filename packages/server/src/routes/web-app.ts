import { stat } from 'node:fs/promises'
import { extname, relative, resolve, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { notFound } from '../errors/api-error.ts'

/**
 * Serves a built single-page app (apps/web/dist) from `root`: files as they are (hashed assets cached
 * for a year, index.html never), and index.html for any other GET outside /api — the app routes on
 * the client. A missing file that looks like an asset (it has an extension) is a plain 404.
 */
export async function webAppRoutes(app: FastifyInstance, root: string): Promise<void> {
  const base = resolve(root)
  const info = await stat(base).catch(() => undefined)
  if (!info?.isDirectory()) throw new Error(`webRoot ${base} is not a folder (build the web app first)`)
  await app.register(fastifyStatic, { root: base, serve: false, dotfiles: 'deny' })

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    if (path === '/api' || path.startsWith('/api/')) throw notFound(`route GET ${path}`)
    const file = await existingFile(base, path)
    if (file) {
      const immutable = file.startsWith(`assets${sep}`)
      return reply.sendFile(file, { maxAge: immutable ? '365d' : 0, immutable, cacheControl: true })
    }
    if (extname(path) !== '') throw notFound(`file ${path}`)
    reply.header('cache-control', 'no-cache')
    return reply.sendFile('index.html', { cacheControl: false })
  })
}

/** The file under `base` a URL path names (relative to `base`), or undefined; never leaves `base`. */
async function existingFile(base: string, urlPath: string): Promise<string | undefined> {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  const target = resolve(base, `.${decoded}`)
  const within = relative(base, target)
  if (within === '' || within.startsWith('..') || within.split(sep).some((part) => part.startsWith('.')))
    return undefined
  const info = await stat(target).catch(() => undefined)
  return info?.isFile() ? within : undefined
}
