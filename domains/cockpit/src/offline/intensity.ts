/**
 * Degree words before a state (太冷, 有点吵, 这么热): shared by every complaint, because a
 * complaint means the opposite of a request (风太大了 → less fan; 风大一点 → more). Regional
 * intensifiers (贼, 老, 忒, 嘎嘎) reach here as 很/太 through dialect.ts.
 */
export const INTENSIFIER =
  '(?:有点儿?|有些|好|太|很|真|特别|非常|挺|过于|感觉|觉得|还是|还|依然|又|越来越|实在|(?:怎么)?(?:这么|那么))'
