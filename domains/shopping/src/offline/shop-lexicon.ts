import type { ProductSort } from '../ecommerce-api.ts'

/** Words that name a category; the latest one in a request is its head noun (运动耳机 is an earphone). */
export const CATEGORY_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/手机壳|保护壳|手机膜|钢化膜|贴膜|充电器|充电头|数据线|充电线|充电宝|移动电源|鼠标|键盘/g, '配件'],
  [/手机(?!壳|膜)|iPhone(?!\s*(?:壳|膜))|安卓机/gi, '手机'],
  [/耳机|耳麦|耳塞|AirPods/gi, '耳机'],
  [/笔记本电脑|笔记本|电脑|游戏本|轻薄本|MacBook/gi, '电脑'],
  [/平板电脑|平板|iPad|阅读器|Kindle/gi, '平板'],
  [/智能手表|手表|手环/g, '手表'],
  [
    /吸尘器|扫地机器人|扫拖机器人|空气炸锅|吹风机|电吹风|电饭煲|电饭锅|冰箱|洗衣机|微波炉|净化器|电动牙刷|电风扇|风扇|豆浆机|家电/g,
    '家电',
  ],
  [/口红|唇膏|面霜|精华|防晒霜|防晒|散粉|护肤品|化妆品|爽肤水|美妆/g, '美妆'],
  [/零食|咖啡|茶叶|绿茶|龙井|牛奶|大米|食用油|巧克力|饼干|坚果|矿泉水/g, '食品'],
  [/跑鞋|跑步鞋|运动鞋|健步鞋|瑜伽垫|哑铃|运动T恤|运动服/gi, '运动'],
]

/** Sort phrases, most specific first. */
export const SORT_WORDS: ReadonlyArray<readonly [RegExp, ProductSort]> = [
  [
    /按?(?:价格)?从低到高(?:排序?)?|价格升序|按价格排序?|最便宜|便宜(?:点|些|一点|一些)?的?|价格最低|最低价|最实惠|实惠(?:点|些)?的?/g,
    'price_asc',
  ],
  [/按?(?:价格)?从高到低(?:排序?)?|价格降序|最贵|价格最高|贵(?:点|些|一点)的/g, 'price_desc'],
  [
    /按?销量(?:排序?|排行|最高|最好|最多|优先|高的?)?|卖得(?:最)?(?:好|火)的?|最火|热销|爆款|最畅销|畅销/g,
    'sales',
  ],
  [
    /按?评分(?:排序?|最高|最好|高的?)?|评价最好|评价高的?|好评(?:最多|率最高|多的?)?|口碑(?:最好|好的?)?/g,
    'rating',
  ],
]

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

/** Order status words, as shoppers say them. */
export const ORDER_STATUS_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/待付款|未付款|没付款|待支付|还没付/, 'pending_payment'],
  [/待发货|未发货|没发货|还没发货|还没发|等待发货/, 'pending_shipment'],
  [/已发货|发货了的|在路上|运输中|配送中|派送中/, 'shipped'],
  [/已完成|已签收|已收货|完成的/, 'completed'],
  [/已取消|取消的/, 'cancelled'],
]
