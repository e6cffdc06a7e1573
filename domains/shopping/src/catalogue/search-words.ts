import { searchTextOf } from '@mindwire/rag'

// "iPhone15" and "小米14" are written both ways; split letters from digits so both meet "iPhone 15".
const LETTER_DIGIT = /(?<=[A-Za-z\p{Script=Han}])(?=\d)|(?<=\d)(?=[A-Za-z\p{Script=Han}])/gu

/**
 * Text as the catalogue's full-text columns and queries hold it: words separated by spaces, Chinese
 * segmented by jieba (the knowledge base's segmentation), latin words lowercased.
 */
export function searchWords(text: string): string {
  return searchTextOf(text.replace(LETTER_DIGIT, ' '))
}
