import { range } from './brands'
import type { BusinessLineDoc } from './types'

/** The five business lines, each with its page under /business/{slug}. */
export const businessLines: BusinessLineDoc[] = [
  {
    id: 'line-fresh-meat',
    _type: 'businessLine',
    name: { th: 'เนื้อสัตว์สด', en: 'Fresh meat' },
    slug: 'fresh-meat',
    order: 1,
    summary: {
      th: 'ไก่ สุกร เป็ด และไข่สด จากฟาร์มที่เราดูแลเองและเครือข่ายเกษตรกรคู่สัญญา ตรวจสอบย้อนกลับได้ทุกล็อต',
      en: 'Chicken, pork, duck and fresh eggs from our own farms and contract farmers, traceable batch by batch.',
    },
    description: {
      th: [
        'ธุรกิจเนื้อสัตว์สดเป็นรากฐานของสยามฮาร์เวสต์ ฟู้ดส์ ตั้งแต่ร้านค้าไก่และไข่เล็ก ๆ ในปี 2497 จนถึงวันนี้ที่เราดูแลห่วงโซ่การผลิตครบวงจร ตั้งแต่พ่อแม่พันธุ์ ฟาร์มเลี้ยง โรงเชือด ไปจนถึงห้องเย็นและการขนส่งแบบควบคุมอุณหภูมิ',
        'ฟาร์มไก่เนื้อและไก่ไข่ของเราอยู่ในภาคตะวันออกและภาคกลาง ส่วนฟาร์มสุกรและโรงงานแปรรูปเนื้อสุกรตั้งอยู่ที่จังหวัดราชบุรี ทุกฟาร์มใช้ระบบป้องกันโรคทางชีวภาพ มีสัตวแพทย์ดูแลประจำ และลดการใช้ยาปฏิชีวนะอย่างต่อเนื่อง',
        'ผลิตภัณฑ์ภายใต้แบรนด์โกลเด้นฟาร์มและซันนี่ เอ้ก วางจำหน่ายในซูเปอร์มาร์เก็ต ร้านสะดวกซื้อ และร้านอาหารทั่วประเทศ และส่งออกเนื้อไก่ที่ได้รับการรับรองฮาลาลไปยังญี่ปุ่น สหราชอาณาจักร สิงคโปร์ และตะวันออกกลาง',
      ],
      en: [
        'Fresh meat is where Siam Harvest Foods began, as a small chicken and egg shop in 1954. Today we run the whole chain ourselves: parent stock, farms, processing plants, cold storage and temperature-controlled delivery.',
        'Our broiler and layer farms are in eastern and central Thailand, and our pig farms and pork plant are in Ratchaburi. Every farm runs strict biosecurity under resident veterinarians, and we keep reducing the use of antibiotics.',
        'Products under the Golden Farm and Sunny Egg brands are sold in supermarkets, convenience stores and restaurants across Thailand, and our halal-certified chicken is exported to Japan, the United Kingdom, Singapore and the Middle East.',
      ],
    },
    cover: range(
      'ไข่ไก่แผง ไก่สดทั้งตัว เนื้อหมูบด เป็ดสดทั้งตัว และไข่ไก่โอเมก้า-3 ของซันนี่ เอ้กและโกลเด้นฟาร์ม',
      'Sunny Egg eggs with Golden Farm whole chicken, minced pork and a whole duck, side by side',
      'gold',
      'fresh-eggs-size-2-tray',
      'whole-fresh-chicken',
      'minced-pork',
      'whole-fresh-duck',
      'omega-3-eggs',
    ),
    experts: ['person-supachai-naksawat', 'person-sombat-jaikwang', 'person-benjawan-thongdee'],
    seo: {
      title: { th: 'ธุรกิจเนื้อสัตว์สด | สยามฮาร์เวสต์ ฟู้ดส์', en: 'Fresh meat | Siam Harvest Foods' },
      description: {
        th: 'ไก่ สุกร เป็ด และไข่สด จากฟาร์มที่ได้มาตรฐานและตรวจสอบย้อนกลับได้ ภายใต้แบรนด์โกลเด้นฟาร์มและซันนี่ เอ้ก',
        en: 'Traceable chicken, pork, duck and fresh eggs from certified farms, under the Golden Farm and Sunny Egg brands.',
      },
    },
  },
  {
    id: 'line-processed-food',
    _type: 'businessLine',
    name: { th: 'อาหารแปรรูป', en: 'Processed food' },
    slug: 'processed-food',
    order: 2,
    summary: {
      th: 'อาหารพร้อมรับประทาน ติ่มซำ ไส้กรอก แฮม และลูกชิ้น ที่ผลิตจากเนื้อสัตว์ในห่วงโซ่ของเราเอง',
      en: 'Ready meals, dim sum, sausages, ham and meatballs made from meat raised in our own supply chain.',
    },
    description: {
      th: [
        'ธุรกิจอาหารแปรรูปนำเนื้อไก่และเนื้อสุกรคุณภาพจากฟาร์มของเรา มาผลิตเป็นอาหารที่สะดวกสำหรับชีวิตประจำวัน ตั้งแต่ข้าวกล่องแช่แข็งเมนูไทยยอดนิยม เกี๊ยวและขนมจีบ ไปจนถึงไส้กรอก แฮม และลูกชิ้น',
        'โรงงานอาหารแปรรูปที่สระบุรีได้รับการรับรองมาตรฐาน BRCGS และ ISO 22000 ใช้เทคโนโลยีแช่แข็งแบบรวดเร็วเพื่อคงรสชาติและเนื้อสัมผัส ทีมพัฒนาผลิตภัณฑ์ทำงานร่วมกับเชฟเพื่อลดโซเดียมและไม่ใช้วัตถุกันเสีย',
      ],
      en: [
        'Our processed food business turns chicken and pork from our own farms into everyday convenience: frozen rice meals of favourite Thai dishes, wontons and shumai, sausages, ham and meatballs.',
        'The Saraburi plant is certified to BRCGS and ISO 22000 and uses fast freezing to keep flavour and texture. Our product developers work with chefs to cut sodium and leave out preservatives.',
      ],
    },
    cover: range(
      'ข้าวกะเพราไก่ ไส้กรอกไก่รมควัน เกี๊ยวกุ้ง แฮมหมู และโจ๊กหมูของสยามคิทเช่นและเดลี่คราฟต์',
      'Siam Kitchen and Deli Craft packs: chicken krapao rice, smoked chicken sausages, shrimp wontons, ham and pork congee',
      'red',
      'frozen-chicken-krapao-rice',
      'smoked-chicken-sausages',
      'shrimp-wontons',
      'sliced-pork-ham',
      'pork-congee',
    ),
    experts: ['person-jiraporn-kaewmanee', 'person-benjawan-thongdee'],
  },
  {
    id: 'line-restaurant',
    _type: 'businessLine',
    name: { th: 'ธุรกิจร้านอาหาร', en: 'Restaurants' },
    slug: 'restaurant',
    order: 3,
    summary: {
      th: 'ร้านอาหารไทยครัวฮาร์เวสต์ และชุดอาหารพร้อมปรุงที่นำรสชาติจากร้านไปถึงครัวที่บ้าน',
      en: 'Krua Harvest Thai restaurants, and meal kits that bring the restaurant’s flavour to home kitchens.',
    },
    description: {
      th: [
        'ครัวฮาร์เวสต์เปิดสาขาแรกในปี 2551 ด้วยแนวคิดอาหารไทยจานเดียวรสมือแม่ในราคาที่เข้าถึงได้ ปัจจุบันมีสาขาในศูนย์การค้าและปั๊มน้ำมันทั่วประเทศ ใช้วัตถุดิบหลักจากฟาร์มและโรงงานของบริษัท',
        'ทีมเชฟของครัวฮาร์เวสต์ยังพัฒนาชุดอาหารพร้อมปรุง เช่น ชุดข้าวมันไก่ ชุดก๋วยเตี๋ยวเรือ และชุดหมูกระทะ ที่มีวัตถุดิบและน้ำจิ้มครบในกล่องเดียว สำหรับลูกค้าที่อยากทำอาหารแบบร้านที่บ้าน',
        'ร้านอาหารเป็นช่องทางที่เราได้ฟังเสียงลูกค้าโดยตรงทุกวัน ความเห็นจากหน้าร้านจึงช่วยกำหนดทิศทางของผลิตภัณฑ์ใหม่ในทุกสายธุรกิจ',
      ],
      en: [
        'Krua Harvest opened its first branch in 2008 with home-style Thai one-plate dishes at everyday prices. It now has branches in shopping centres and service stations across Thailand, cooking with meat from our own farms and plants.',
        'The Krua Harvest chefs also develop meal kits, such as Hainanese chicken rice, boat noodles and Thai barbecue sets, with every ingredient and sauce in one box for customers who want restaurant food at home.',
        'Our restaurants let us hear customers every day, and what we learn at the counter shapes new products in every business line.',
      ],
    },
    cover: range(
      'ชุดข้าวขาหมู ชุดข้าวมันไก่ และชุดหมูกระทะของครัวฮาร์เวสต์',
      'Krua Harvest braised pork leg rice, chicken rice and Thai barbecue kits',
      'gold',
      'braised-pork-leg-rice-kit',
      'khao-man-gai-kit',
      'moo-kata-set',
    ),
    experts: ['person-thanawat-promma'],
  },
  {
    id: 'line-pet-food',
    _type: 'businessLine',
    name: { th: 'อาหารสัตว์เลี้ยง', en: 'Pet food' },
    slug: 'pet-food',
    order: 4,
    summary: {
      th: 'ขนมสุนัขและแมวแบรนด์แฮปปี้ พอว์ส ผลิตจากเนื้อสัตว์คุณภาพระดับเดียวกับอาหารคน',
      en: 'Happy Paws dog and cat treats, made from meat of the same quality as our food for people.',
    },
    description: {
      th: [
        'ธุรกิจอาหารสัตว์เลี้ยงเริ่มต้นในปี 2562 จากความตั้งใจใช้เนื้อไก่และเนื้อเป็ดคุณภาพจากห่วงโซ่การผลิตของเรา มาทำขนมที่เจ้าของสัตว์เลี้ยงไว้วางใจได้ ภายใต้แบรนด์แฮปปี้ พอว์ส',
        'สูตรขนมทุกชนิดพัฒนาโดยสัตวแพทย์ด้านโภชนาการ ไม่แต่งสีและไม่ใช้สารกันบูด ผลิตในสายการผลิตเฉพาะที่แยกจากอาหารคนแต่ใช้ระบบความปลอดภัยอาหารมาตรฐานเดียวกัน',
      ],
      en: [
        'Our pet food business began in 2019 with a simple idea: use the chicken and duck from our own supply chain to make treats pet owners can trust, under the Happy Paws brand.',
        'Every recipe is formulated by a veterinary nutritionist, with no artificial colours or preservatives. The treats are made on dedicated lines, separate from food for people but run to the same food-safety system.',
      ],
    },
    cover: range(
      'ขนมเป็ดอบแห้ง ขนมขัดฟันสุนัข และขนมแมวเลียแฮปปี้ พอว์สในซอง',
      'Happy Paws duck jerky, dental sticks and creamy cat treats in their pouches',
      'blue',
      'duck-jerky-for-dogs',
      'dog-dental-sticks',
      'creamy-cat-treats-chicken',
    ),
    experts: ['person-nantana-srisuk'],
  },
  {
    id: 'line-non-meat-product',
    _type: 'businessLine',
    name: { th: 'ผลิตภัณฑ์ที่ไม่ใช่เนื้อสัตว์', en: 'Non-meat products' },
    slug: 'non-meat-product',
    order: 5,
    summary: {
      th: 'อาหารจากพืชกรีนการ์เด้น และน้ำจิ้มและน้ำพริกแบรนด์แม่น้อย สำหรับทุกมื้อที่อยากเลือกได้มากขึ้น',
      en: 'Green Garden plant-based food and Mae Noi dipping sauces and chilli pastes, for meals with more choice.',
    },
    description: {
      th: [
        'กลุ่มผลิตภัณฑ์ที่ไม่ใช่เนื้อสัตว์ตอบโจทย์ผู้บริโภคที่ต้องการลดเนื้อสัตว์หรือรับประทานมังสวิรัติ แบรนด์กรีนการ์เด้นใช้โปรตีนจากถั่วเหลือง ถั่วเขียว และเห็ดที่ปลูกในประเทศไทย พัฒนาให้มีรสชาติและเนื้อสัมผัสเหมาะกับเมนูไทย',
        'แบรนด์แม่น้อยนำสูตรน้ำจิ้มและน้ำพริกแบบบ้าน ๆ มาผลิตด้วยมาตรฐานโรงงาน ตั้งแต่น้ำจิ้มสุกี้ น้ำจิ้มซีฟู้ด จนถึงน้ำพริกเผา โดยรับซื้อพริกและกระเทียมจากกลุ่มเกษตรกรในภาคอีสานโดยตรง',
        'ทั้งสองแบรนด์ผลิตในพื้นที่แยกจากสายการผลิตเนื้อสัตว์ และผลิตภัณฑ์จากพืชได้รับการรับรองมังสวิรัติ (วีแกน)',
      ],
      en: [
        'Our non-meat products serve people who want to eat less meat or none at all. Green Garden uses soy, mung bean and mushrooms grown in Thailand, developed to taste and bite right in Thai dishes.',
        'Mae Noi makes home-style dipping sauces and chilli pastes to factory standards, from suki sauce and seafood dipping sauce to roasted chilli paste, buying chillies and garlic directly from farmer groups in the northeast.',
        'Both brands are made in areas separate from meat production, and the plant-based range is certified vegan.',
      ],
    },
    cover: range(
      'เนื้อบดจากพืช น้ำจิ้มสุกี้ ไส้กรอกจากพืช น้ำพริกเผา และนักเก็ตจากพืชของกรีนการ์เด้นและแม่น้อย',
      'Green Garden plant-based mince, sausages and nuggets with Mae Noi suki sauce and chilli paste',
      'green',
      'plant-based-mince',
      'suki-sauce',
      'plant-based-sausages',
      'roasted-chilli-paste',
      'plant-based-nuggets',
    ),
    experts: ['person-pimchanok-udomphon', 'person-weerapong-saetang'],
  },
]
