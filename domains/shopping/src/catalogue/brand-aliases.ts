/** What shoppers also call a brand: searched as detail words, so 苹果手机 finds the iPhone. */
export const BRAND_ALIASES: Readonly<Record<string, string>> = {
  Apple: '苹果',
  华为: 'HUAWEI',
  小米: 'Xiaomi 红米',
  索尼: 'Sony',
  荣耀: 'HONOR',
  一加: 'OnePlus',
  联想: 'Lenovo',
  戴尔: 'Dell',
  华硕: 'ASUS',
  惠普: 'HP',
  耐克: 'Nike',
  阿迪达斯: 'adidas',
  戴森: 'Dyson',
  飞利浦: 'Philips',
  松下: 'Panasonic',
}
