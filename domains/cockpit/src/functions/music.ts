import { z } from 'zod'
import { type CockpitFunction, requireFor } from './cockpit-function.ts'

const musicParameters = z
  .object({
    action: z
      .enum([
        'play',
        'pause',
        'resume',
        'next',
        'previous',
        'search_and_play',
        'set_volume',
        'adjust_volume',
        'set_play_mode',
      ])
      .describe('音乐操作'),
    artist: z.string().min(1).optional().describe('歌手，按用户原话，如 周杰伦'),
    song: z.string().min(1).optional().describe('歌名，按用户原话，如 晴天'),
    genre: z.string().min(1).optional().describe('音乐类型，如 轻音乐、摇滚'),
    volume: z.number().min(0).max(100).optional().describe('音量 0–100，set_volume 必填'),
    direction: z.enum(['up', 'down']).optional().describe('音量调节方向，adjust_volume 必填'),
    play_mode: z
      .enum(['sequential', 'shuffle', 'repeat_one', 'repeat_all'])
      .optional()
      .describe('播放模式，set_play_mode 必填'),
  })
  .superRefine((value, ctx) => {
    requireFor(value, ctx, ['set_volume'], 'volume', '0–100')
    requireFor(value, ctx, ['adjust_volume'], 'direction', 'up 或 down')
    requireFor(value, ctx, ['set_play_mode'], 'play_mode', 'sequential / shuffle / repeat_one / repeat_all')
    const wantsSearch = value.action === 'search_and_play'
    if (wantsSearch && value.artist === undefined && value.song === undefined && value.genre === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['artist'],
        message:
          'search_and_play 至少需要 artist、song、genre 之一 / search_and_play requires artist, song or genre',
      })
    }
  })

/** The music function of the contract. */
export const MUSIC_FUNCTIONS: readonly CockpitFunction[] = [
  {
    name: 'control_music',
    domain: 'music',
    description:
      '控制音乐播放。“播放音乐”play，暂停 pause，继续 resume，下一首/切歌 next，上一首 previous；' +
      '点播具体内容用 search_and_play，至少给出 artist / song / genre 之一（“播放周杰伦的晴天”→ artist 周杰伦 + song 晴天，' +
      '“来一首轻音乐”→ genre 轻音乐），按原话填写，不要补全；音量调到具体值用 set_volume + volume（静音 0，最大声 100）；' +
      '“大一点/小声点”用 adjust_volume + direction；随机/单曲循环/列表循环/顺序播放用 set_play_mode + play_mode。',
    parameters: musicParameters,
  },
]
