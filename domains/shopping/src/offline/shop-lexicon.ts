/** Words that carry no search meaning: asking, pointing, politeness and particles. */
export const FILLER = new RegExp(
  [
    '帮我|帮忙|给我|替我|麻烦|请|能不能|可以|我想要|我想买|我想|想要|想买|我要|我需要|需要|打算买|准备买',
    '搜索一下|搜索|搜一下|搜搜|搜|查找|查一下|查查|查|找一下|找找|找个|找|看一下|看看|瞧瞧|推荐一下|推荐几款|推荐个|推荐',
    '有没有|有什么|有哪些|有啥|哪些|哪款|什么|一下|一些|几款|几个|一款|一个|款式|的|吗|呢|吧|啊|呀|嘛|哦',
    '多少钱|几块钱|什么价|价钱|贵不贵|怎么样|好不好|怎么卖|只看|只要',
    '价格|价位|左右|排序|排一下|排|买|来|商品|东西|好用|好一点|划算',
  ].join('|'),
  'g',
)

/** How far down a search may go when a request names a count (前三个, 推荐五款). */
export const LIMIT_WORDS = /(?:前|推荐|给我|来|看)\s*(\d+|[一二两三四五六七八九十]+)\s*(?:个|款|件|台|部)/
