import { describe, expect, it } from 'vitest'
import { parseUtterance } from './parse-utterance.ts'

const navigating = { navigation: { isNavigating: true, destination: '公司' } }
const playing = { music: { isPlaying: true } }

describe('a bare follow-up read against the last question or the running task', () => {
  it('answers 您想去哪里？ with a place, and 您想听哪首歌？ with a name', () => {
    expect(parseUtterance('人民广场', { previousReply: '您想去哪里？' }).calls).toEqual([
      { name: 'control_navigation', params: { action: 'set_destination', destination: '人民广场' } },
    ])
    expect(parseUtterance('周杰伦的吧', { previousReply: '您想听哪首歌或哪位歌手的？' }).calls).toEqual([
      { name: 'control_music', params: { action: 'search_and_play', artist: '周杰伦' } },
    ])
    expect(parseUtterance('人民广场').calls).toEqual([])
  })

  it('stops what is running on a bare 取消 / 退出: navigation first, then music', () => {
    expect(parseUtterance('取消', { state: { ...navigating, ...playing } }).calls).toEqual([
      { name: 'control_navigation', params: { action: 'cancel' } },
    ])
    expect(parseUtterance('退出吧', { state: playing }).calls).toEqual([
      { name: 'control_music', params: { action: 'pause' } },
    ])
    expect(parseUtterance('取消').calls).toEqual([])
  })

  it('stops the task the previous turn started, before the one the state reports', () => {
    const previousCalls = [{ name: 'control_music', params: { action: 'search_and_play', artist: '周杰伦' } }]
    expect(parseUtterance('退出', { previousCalls, state: navigating }).calls).toEqual([
      { name: 'control_music', params: { action: 'pause' } },
    ])
    const ac = [{ name: 'control_ac', params: { action: 'turn_on' } }]
    expect(parseUtterance('取消', { previousCalls: ac }).calls).toEqual([])
  })

  it('cancels only the question when one was just asked', () => {
    expect(parseUtterance('取消', { state: navigating, previousReply: '您想去哪里？' }).calls).toEqual([])
  })
})
