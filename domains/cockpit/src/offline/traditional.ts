/**
 * Traditional characters (Taiwan and Hong Kong keyboards) of the cockpit vocabulary, mapped to
 * the simplified forms the lexicons are written in. Only characters whose simplified form is
 * unambiguous are listed; anything else passes through unchanged.
 */
const PAIRS =
  '開开關关調调車车燈灯導导溫温風风檔挡擋挡熱热後后備备廂厢樂乐聲声圍围閱阅讀读顏颜紅红綠绿藍蓝黃黄' +
  '電电續续鎖锁門门輪轮壓压暫暂繼继隨随機机環环順顺駕驾們们幫帮給给點点設设將将讓让請请麼么嗎吗裡里' +
  '裏里邊边這这個个兩两氣气節节內内換换還还頭头區区場场廳厅館馆醫医飯饭廁厕為为離离線线費费擁拥' +
  '優优遠远幾几滿满問问題题總总動动應应經经過过從从對对時时來来說说話话歡欢聽听輛辆' +
  '剎刹號号亂乱錄录單单跡迹網网絡络週周終终結结東东館馆體体達达長长鐘钟鬧闹遊游戲戏傳传處处級级' +
  '麼么廣广機机場场橋桥灣湾華华術术藝艺樓楼廈厦歲岁絕绝輕轻鬆松寶宝貝贝賽赛纜缆減减靜静響响' +
  '態态勢势濕湿潔洁乾干淨净髒脏霧雾黴霉淺浅臉脸膽胆腳脚痠酸癢痒涼凉凍冻悶闷啟启閉闭燒烧'

const MAP = new Map<string, string>()
for (let i = 0; i + 1 < PAIRS.length; i += 2) MAP.set(PAIRS[i]!, PAIRS[i + 1]!)
// One byte per UTF-16 code unit: 1 where a traditional character of the map sits (all are in the BMP).
const IS_TRADITIONAL = new Uint8Array(0x10000)
for (const ch of MAP.keys()) IS_TRADITIONAL[ch.charCodeAt(0)] = 1
const TRADITIONAL = new RegExp(`[${[...MAP.keys()].join('')}]`, 'g')

/** Rewrites the traditional characters of the cockpit vocabulary in their simplified form. */
export function toSimplified(text: string): string {
  // Almost every text is already simplified: a table lookup per character finds that without
  // running the regex's long character class over the whole text.
  for (let i = 0; i < text.length; i++) {
    if (IS_TRADITIONAL[text.charCodeAt(i)] === 1) return text.replace(TRADITIONAL, (ch) => MAP.get(ch) ?? ch)
  }
  return text
}
