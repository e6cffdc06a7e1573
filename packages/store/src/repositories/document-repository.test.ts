import { describe, expect, it } from 'vitest'
import type { DocumentRepository } from '../store.ts'
import { EMBEDDING_DIMENSIONS } from '../store-types.ts'
import { type DriverFixture, describeEachDriver, uid } from '../testing/driver-suite.ts'

type NewChunk = Parameters<DocumentRepository['replaceSource']>[3][number]

/** A unit-length embedding pointing along the given axes with the given weights. */
function embedding(weights: Record<number, number>): number[] {
  const vector = new Array<number>(EMBEDDING_DIMENSIONS).fill(0)
  for (const [axis, weight] of Object.entries(weights)) vector[Number(axis)] = weight
  return vector
}

const chunk = (
  chunkIndex: number,
  text: string,
  weights: Record<number, number>,
  metadata = {},
): NewChunk => ({
  chunkIndex,
  content: text,
  searchText: text,
  metadata,
  embedding: embedding(weights),
})

describeEachDriver('documents', (fixture) => {
  it('opens with knowledge search on exactly when pgvector is there', () => {
    expect(fixture.store.vectorEnabled).toBe(fixture.vectorExpected)
  })

  if (fixture.vectorExpected) describeWithVector(fixture)
  else describeWithoutVector(fixture)
})

function describeWithVector(fixture: DriverFixture): void {
  describe('with pgvector', () => {
    it('replaces the chunks of a source: re-ingesting never duplicates', async () => {
      const tenantId = uid('tenant')
      const docs = fixture.store.documents
      expect(
        await docs.replaceSource(tenantId, 'manual', 'a.md', [
          chunk(0, 'one', { 0: 1 }),
          chunk(1, 'two', { 1: 1 }),
        ]),
      ).toBe(2)
      expect(
        await docs.replaceSource(tenantId, 'manual', 'a.md', [
          chunk(0, 'uno', { 0: 1 }),
          chunk(1, 'dos', { 1: 1 }),
        ]),
      ).toBe(2)
      await docs.replaceSource(tenantId, 'manual', 'b.md', [chunk(0, 'three', { 2: 1 })])
      expect(await docs.count(tenantId, 'manual')).toBe(3)
      const found = await docs.searchVector({
        tenantIds: [tenantId],
        collections: ['manual'],
        embedding: embedding({ 0: 1 }),
        limit: 10,
      })
      expect(found.map((c) => c.content)).not.toContain('one')
      expect(await docs.replaceSource(tenantId, 'manual', 'a.md', [])).toBe(0)
      expect(await docs.count(tenantId, 'manual')).toBe(1)
    })

    it('deletes a source and counts per tenant and collection', async () => {
      const tenantId = uid('tenant')
      const docs = fixture.store.documents
      await docs.replaceSource(tenantId, 'manual', 'a.md', [chunk(0, 'a', { 0: 1 }), chunk(1, 'b', { 0: 1 })])
      await docs.replaceSource(tenantId, 'faq', 'q.md', [chunk(0, 'q', { 0: 1 })])
      expect(await docs.count(tenantId)).toBe(3)
      expect(await docs.deleteSource(uid('tenant'), 'manual', 'a.md')).toBe(0)
      expect(await docs.deleteSource(tenantId, 'manual', 'a.md')).toBe(2)
      expect(await docs.deleteSource(tenantId, 'manual', 'a.md')).toBe(0)
      expect(await docs.count(tenantId, 'manual')).toBe(0)
      expect(await docs.count(tenantId, 'faq')).toBe(1)
    })

    it('deletes what was recorded about a subject in a collection, whatever its source, and nothing else', async () => {
      const tenantId = uid('tenant')
      const docs = fixture.store.documents
      const about = (projectId: string) => ({ projectId, kind: 'test-run' })
      await docs.replaceSource(tenantId, 'projects', 'project://p1', [chunk(0, 'a', { 0: 1 }, about('p1'))])
      await docs.replaceSource(tenantId, 'projects', 'test-run://p1/x', [
        chunk(0, 'b', { 0: 1 }, about('p1')),
        chunk(1, 'c', { 0: 1 }, about('p1')),
      ])
      await docs.replaceSource(tenantId, 'projects', 'project://p2', [chunk(0, 'd', { 0: 1 }, about('p2'))])
      await docs.replaceSource(tenantId, 'vehicles', 'vehicle://p1', [chunk(0, 'e', { 0: 1 }, about('p1'))])
      const other = uid('tenant')
      await docs.replaceSource(other, 'projects', 'project://p1', [chunk(0, 'f', { 0: 1 }, about('p1'))])
      await expect(docs.deleteMatching(tenantId, 'projects', {})).rejects.toMatchObject({
        code: 'invalid_input',
      })
      expect(await docs.deleteMatching(tenantId, 'projects', { projectId: 'p1' })).toBe(3)
      expect(await docs.count(tenantId, 'projects')).toBe(1)
      expect(await docs.count(tenantId, 'vehicles')).toBe(1)
      expect(await docs.count(other, 'projects')).toBe(1)
    })

    it('finds the nearest chunks by cosine similarity, nearest first', async () => {
      const tenantId = uid('tenant')
      await fixture.store.documents.replaceSource(tenantId, 'kb', 'doc', [
        chunk(0, 'far', { 1: 1 }),
        chunk(1, 'exact', { 0: 1 }, { lang: 'en' }),
        chunk(2, 'close', { 0: 0.8, 1: 0.6 }),
      ])
      const found = await fixture.store.documents.searchVector({
        tenantIds: [tenantId],
        collections: ['kb'],
        embedding: embedding({ 0: 1 }),
        limit: 2,
      })
      expect(found.map((c) => c.content)).toEqual(['exact', 'close'])
      expect(found[0]!.score).toBeCloseTo(1, 5)
      expect(found[1]!.score).toBeCloseTo(0.8, 5)
      expect(found[0]).toMatchObject({
        tenantId,
        collection: 'kb',
        source: 'doc',
        chunkIndex: 1,
        searchText: 'exact',
        metadata: { lang: 'en' },
      })
      expect(found[1]!.similarity).toBe(found[1]!.score)
      expect(found[0]).not.toHaveProperty('embedding')
    })

    it('searches several tenants and collections at once, merged by score, and no others', async () => {
      const [mine, shared, other] = [uid('tenant'), uid('tenant'), uid('tenant')]
      const docs = fixture.store.documents
      await docs.replaceSource(mine, 'kb', 'a', [chunk(0, 'mine close reverb', { 0: 0.8, 1: 0.6 })])
      await docs.replaceSource(shared, 'faq', 'b', [chunk(0, 'shared exact reverb', { 0: 1 })])
      await docs.replaceSource(other, 'kb', 'c', [chunk(0, 'other exact reverb', { 0: 1 })])
      await docs.replaceSource(mine, 'notes', 'd', [chunk(0, 'unasked exact reverb', { 0: 1 })])
      const scope = { tenantIds: [mine, shared], collections: ['kb', 'faq'] }
      const nearest = await docs.searchVector({ ...scope, embedding: embedding({ 0: 1 }), limit: 10 })
      expect(nearest.map((c) => c.content)).toEqual(['shared exact reverb', 'mine close reverb'])
      const worded = await docs.searchText({ ...scope, query: 'reverb', limit: 10 })
      expect(worded.map((c) => c.content).sort()).toEqual(['mine close reverb', 'shared exact reverb'])
      expect(await docs.searchText({ ...scope, tenantIds: [], query: 'reverb', limit: 10 })).toEqual([])
    })

    it('gives full-text matches their similarity to an embedding when asked', async () => {
      const tenantId = uid('tenant')
      await fixture.store.documents.replaceSource(tenantId, 'kb', 'doc', [
        chunk(0, 'reverb far', { 1: 1 }),
        chunk(1, 'reverb close', { 0: 0.8, 1: 0.6 }),
      ])
      const scope = { tenantIds: [tenantId], collections: ['kb'], query: 'reverb', limit: 10 }
      const plain = await fixture.store.documents.searchText(scope)
      expect(plain.map((c) => c.similarity)).toEqual([undefined, undefined])
      const similar = await fixture.store.documents.searchText({ ...scope, similarTo: embedding({ 0: 1 }) })
      const byContent = Object.fromEntries(similar.map((c) => [c.content, c.similarity]))
      expect(byContent['reverb close']).toBeCloseTo(0.8, 5)
      expect(byContent['reverb far']).toBeCloseTo(0, 5)
      await expect(fixture.store.documents.searchText({ ...scope, similarTo: [1, 0] })).rejects.toMatchObject(
        { code: 'invalid_input' },
      )
    })

    it('returns a small tenant its full page even among many other rows', async () => {
      const crowd = uid('tenant')
      const small = uid('tenant')
      const many = Array.from({ length: 300 }, (_, i) =>
        chunk(i, `crowd ${i}`, { 0: 1, [1 + (i % 50)]: 0.1 }),
      )
      await fixture.store.documents.replaceSource(crowd, 'kb', 'bulk', many)
      await fixture.store.documents.replaceSource(
        small,
        'kb',
        'mine',
        [0, 1, 2, 3, 4].map((i) => chunk(i, `mine ${i}`, { [100 + i]: 1 })),
      )
      await fixture.query('analyze rag_documents')
      const found = await fixture.store.documents.searchVector({
        tenantIds: [small],
        collections: ['kb'],
        embedding: embedding({ 0: 1 }),
        limit: 5,
      })
      expect(found.map((c) => c.tenantId)).toEqual([small, small, small, small, small])
    })

    it('full-text search matches words and ranks the better match first', async () => {
      const tenantId = uid('tenant')
      await fixture.store.documents.replaceSource(tenantId, 'kb', 'doc', [
        chunk(0, 'reverb tail length', { 0: 1 }),
        chunk(1, 'reverb reverb reverb mix', { 0: 1 }),
        chunk(2, '调整 低音 增益', { 0: 1 }),
      ])
      const reverb = await fixture.store.documents.searchText({
        tenantIds: [tenantId],
        collections: ['kb'],
        query: 'Reverb',
        limit: 10,
      })
      expect(reverb.map((c) => c.chunkIndex)).toEqual([1, 0])
      expect(reverb[0]!.score).toBeGreaterThan(reverb[1]!.score)
      const bass = await fixture.store.documents.searchText({
        tenantIds: [tenantId],
        collections: ['kb'],
        query: '低音',
        limit: 10,
      })
      expect(bass.map((c) => c.chunkIndex)).toEqual([2])
      expect(
        await fixture.store.documents.searchText({
          tenantIds: [tenantId],
          collections: ['kb'],
          query: '  ',
          limit: 10,
        }),
      ).toEqual([])
      expect(
        await fixture.store.documents.searchText({
          tenantIds: [uid('tenant')],
          collections: ['kb'],
          query: 'reverb',
          limit: 10,
        }),
      ).toEqual([])
    })

    it('full-text search with match any finds chunks holding some of the words, most matched first', async () => {
      const tenantId = uid('tenant')
      await fixture.store.documents.replaceSource(tenantId, 'kb', 'doc', [
        chunk(0, 'reverb tail length', { 0: 1 }),
        chunk(1, 'delay feedback', { 0: 1 }),
        chunk(2, 'reverb delay send', { 0: 1 }),
      ])
      const search = (query: string, match?: 'all' | 'any') =>
        fixture.store.documents.searchText({
          tenantIds: [tenantId],
          collections: ['kb'],
          query,
          limit: 10,
          match,
        })
      expect((await search('reverb delay')).map((c) => c.chunkIndex)).toEqual([2])
      const any = await search('reverb delay chorus-mix', 'any')
      expect(any[0]!.chunkIndex).toBe(2)
      expect(any.map((c) => c.chunkIndex).sort()).toEqual([0, 1, 2])
      expect(await search("it's 'quoted' & | !", 'any')).toEqual([])
    })

    it('knows about how many chunks hold its most common lexemes once statistics were gathered', async () => {
      const tenantId = uid('tenant')
      const common = `often${tenantId.slice(-8)}`
      const rare = `seldom${tenantId.slice(-8)}`
      const chunks = Array.from({ length: 120 }, (_, i) =>
        chunk(i, `${common} passage ${i}${i === 7 ? ` ${rare}` : ''}`, { [i % 8]: 1 }),
      )
      await fixture.store.documents.replaceSource(tenantId, 'kb', 'many', chunks)
      // PGlite runs no autovacuum: the store analyses after enough writes; PostgreSQL is asked here.
      if (fixture.driver === 'postgres') await fixture.query('analyze rag_documents')
      const held = await fixture.store.documents.commonLexemes()
      expect(held.get(common)).toBeGreaterThanOrEqual(110)
      expect(held.get(common)).toBeLessThanOrEqual(130)
      expect(held.get(rare) ?? 0).toBeLessThanOrEqual(1)
    })

    it('both searches keep to chunks whose metadata contains the filter', async () => {
      const tenantId = uid('tenant')
      await fixture.store.documents.replaceSource(tenantId, 'kb', 'doc', [
        chunk(0, 'eq guide', { 0: 1 }, { app: 'studio', tags: ['eq', 'mix'] }),
        chunk(1, 'eq basics', { 0: 0.9, 1: 0.1 }, { app: 'synth' }),
      ])
      const vector = await fixture.store.documents.searchVector({
        tenantIds: [tenantId],
        collections: ['kb'],
        embedding: embedding({ 0: 1 }),
        limit: 5,
        filter: { app: 'synth' },
      })
      expect(vector.map((c) => c.chunkIndex)).toEqual([1])
      const text = await fixture.store.documents.searchText({
        tenantIds: [tenantId],
        collections: ['kb'],
        query: 'eq',
        limit: 5,
        filter: { tags: ['mix'] },
      })
      expect(text.map((c) => c.chunkIndex)).toEqual([0])
      const none = await fixture.store.documents.searchText({
        tenantIds: [tenantId],
        collections: ['kb'],
        query: 'eq',
        limit: 5,
        filter: { app: 'cockpit' },
      })
      expect(none).toEqual([])
    })

    it('refuses an embedding of the wrong width or a repeated chunk index, keeping the old chunks', async () => {
      const tenantId = uid('tenant')
      await fixture.store.documents.replaceSource(tenantId, 'kb', 'doc', [chunk(0, 'kept', { 0: 1 })])
      const wrong = { ...chunk(0, 'bad', { 0: 1 }), embedding: [1, 0, 0] }
      await expect(
        fixture.store.documents.replaceSource(tenantId, 'kb', 'doc', [wrong]),
      ).rejects.toMatchObject({ code: 'invalid_input' })
      const search = fixture.store.documents.searchVector({
        tenantIds: [tenantId],
        collections: ['kb'],
        embedding: [1],
        limit: 1,
      })
      await expect(search).rejects.toMatchObject({ code: 'invalid_input' })
      const twice = [chunk(0, 'a', { 0: 1 }), chunk(0, 'b', { 0: 1 })]
      await expect(fixture.store.documents.replaceSource(tenantId, 'kb', 'doc', twice)).rejects.toMatchObject(
        { code: 'invalid_input' },
      )
      expect(await fixture.store.documents.count(tenantId, 'kb')).toBe(1)
    })
  })
}

function describeWithoutVector(fixture: DriverFixture): void {
  describe('without pgvector', () => {
    it('says once, on opening, that knowledge search is off and how to enable it', () => {
      const notice = fixture.notices.find((n) => n.includes('pgvector'))
      expect(notice).toBeDefined()
      expect(notice).not.toContain('\n')
      expect(notice).toContain('knowledge search is disabled')
      expect(notice).toContain(
        fixture.driver === 'postgres'
          ? 'pgvector package for the server (e.g. postgresql-'
          : '@electric-sql/pglite-pgvector',
      )
    })

    it('refuses every documents call with vector_unavailable', async () => {
      const docs = fixture.store.documents
      const calls = [
        () => docs.replaceSource('t', 'c', 's', []),
        () => docs.deleteSource('t', 'c', 's'),
        () => docs.deleteMatching('t', 'c', { projectId: 'p' }),
        () =>
          docs.searchVector({
            tenantIds: ['t'],
            collections: ['c'],
            embedding: embedding({ 0: 1 }),
            limit: 1,
          }),
        () => docs.searchText({ tenantIds: ['t'], collections: ['c'], query: 'q', limit: 1 }),
        () => docs.count('t'),
        () => docs.commonLexemes(),
      ]
      for (const call of calls)
        await expect(call()).rejects.toMatchObject({ name: 'StoreError', code: 'vector_unavailable' })
    })

    it('still runs everything else', async () => {
      const tenantId = uid('tenant')
      const session = await fixture.store.sessions.create({ tenantId, app: 'a' })
      expect(await fixture.store.sessions.get(tenantId, session.id)).toEqual(session)
    })
  })
}
