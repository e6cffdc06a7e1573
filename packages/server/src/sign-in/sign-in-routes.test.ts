import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/test-server.ts'
import WORDS from './sign-in-words.json' with { type: 'json' }

let t: TestServer

beforeAll(async () => {
  t = await startTestServer()
})
afterAll(() => t.close())

describe('the sign-in page', () => {
  it('is served without a key, with its words in both languages, while the API it checks keys against wants one', async () => {
    const page = await fetch(`${t.url}/signin?next=%2Fcockpit%2F`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    expect(html).not.toContain('__WORDS__')
    expect(html).toContain(JSON.stringify(WORDS.zh.title))
    expect(html).toContain(JSON.stringify(WORDS.en.refused))
    expect((await fetch(`${t.url}/api/ai/models`)).status).toBe(401)
    const { key } = await t.tenant('acme')
    const checked = await fetch(`${t.url}/api/ai/models`, { headers: { authorization: `Bearer ${key}` } })
    expect(checked.status).toBe(200)
  })
})
