import { yearResults } from './resultsFigures'
import { image, type PageDoc } from './types'

/** The latest full year's figures the key-figure sections show. */
const fy2025 = yearResults(2025)

/** Content pages of the Company, Sustainability and Legal areas, and the investor overview. */
export const pages: PageDoc[] = [
  // ------------------------------------------------------------------------------------------
  {
    id: 'page-business-overview',
    _type: 'page',
    title: { th: 'ภาพรวมธุรกิจ', en: 'Business overview' },
    path: '/about/business-overview',
    area: 'company',
    intro: {
      th: 'จากร้านไก่และไข่เล็ก ๆ ที่ตลาดคลองเตยในปี 2497 สู่บริษัทอาหารครบวงจรที่ส่งมอบอาหารปลอดภัยให้ครอบครัวในประเทศไทยและอีกหลายประเทศทั่วโลก',
      en: 'From a small chicken and egg shop at Khlong Toei market in 1954 to an integrated food company bringing safe food to families in Thailand and around the world.',
    },
    hero: image(
      'farm',
      'ฟาร์มและโรงงานของสยามฮาร์เวสต์ ฟู้ดส์ยามเช้า',
      'Siam Harvest Foods farms and plants in the morning',
      'green',
    ),
    sections: [
      {
        _key: 'whoweare',
        _type: 'textSection',
        heading: { th: 'เราคือใคร', en: 'Who we are' },
        body: {
          th: [
            'บริษัท สยามฮาร์เวสต์ ฟู้ดส์ จำกัด (มหาชน) เป็นบริษัทอาหารของไทยที่ดำเนินธุรกิจครบวงจร ตั้งแต่การเลี้ยงไก่ สุกร และเป็ด การผลิตไข่ การแปรรูปอาหาร ไปจนถึงร้านอาหารและขนมสำหรับสัตว์เลี้ยง บริษัทจดทะเบียนในตลาดหลักทรัพย์แห่งประเทศไทยตั้งแต่ปี 2531 ด้วยชื่อย่อหลักทรัพย์ SHF',
            'เราดูแลห่วงโซ่การผลิตด้วยตนเองเกือบทุกขั้นตอน ทำให้ตรวจสอบย้อนกลับสินค้าได้ตั้งแต่ฟาร์มจนถึงชั้นวางสินค้า และควบคุมคุณภาพได้สม่ำเสมอ ผลิตภัณฑ์ของเราจำหน่ายภายใต้แบรนด์โกลเด้นฟาร์ม ซันนี่ เอ้ก สยามคิทเช่น เดลี่คราฟต์ ครัวฮาร์เวสต์ แฮปปี้ พอว์ส กรีนการ์เด้น และแม่น้อย',
            'ด้วยพนักงานกว่า 18,000 คน และเครือข่ายเกษตรกรคู่สัญญากว่า 1,200 ราย เรามุ่งมั่นส่งมอบอาหารที่ดีต่อผู้บริโภค ยุติธรรมต่อเกษตรกร และรับผิดชอบต่อสิ่งแวดล้อม',
          ],
          en: [
            'Siam Harvest Foods Public Company Limited is an integrated Thai food company. We raise chickens, pigs and ducks, produce eggs, make processed food, and run restaurants and a pet treat business. The company has been listed on the Stock Exchange of Thailand since 1988 under the symbol SHF.',
            'We run almost every step of our supply chain ourselves, so every product can be traced from farm to shelf and quality stays consistent. Our products are sold under the Golden Farm, Sunny Egg, Siam Kitchen, Deli Craft, Krua Harvest, Happy Paws, Green Garden and Mae Noi brands.',
            'With more than 18,000 employees and a network of over 1,200 contract farmers, we set out to make food that is good for consumers, fair to farmers and responsible towards the environment.',
          ],
        },
      },
      {
        _key: 'figures',
        _type: 'statsSection',
        heading: { th: 'ตัวเลขสำคัญ', en: 'Key figures' },
        items: [
          {
            _key: 'founded',
            _type: 'stat',
            value: '1954',
            label: { th: 'ปีที่ก่อตั้ง (พ.ศ. 2497)', en: 'Year founded' },
          },
          {
            _key: 'revenue',
            _type: 'stat',
            value: fy2025.revenue,
            label: { th: 'รายได้จากการขายปี 2568 (ล้านบาท)', en: '2025 sales (THB million)' },
          },
          {
            _key: 'employees',
            _type: 'stat',
            value: '18,000+',
            label: { th: 'พนักงาน', en: 'Employees' },
          },
          {
            _key: 'farmers',
            _type: 'stat',
            value: '1,200+',
            label: { th: 'เกษตรกรคู่สัญญา', en: 'Contract farmers' },
          },
          {
            _key: 'markets',
            _type: 'stat',
            value: '9',
            label: { th: 'ประเทศที่จำหน่ายสินค้า', en: 'Countries where our products are sold' },
          },
          {
            _key: 'exports',
            _type: 'stat',
            value: '38%',
            label: { th: 'สัดส่วนรายได้จากการส่งออก', en: 'Share of sales from exports' },
          },
        ],
      },
      {
        _key: 'farmtotable',
        _type: 'imageTextSection',
        heading: { th: 'จากฟาร์มถึงโต๊ะอาหาร', en: 'From farm to table' },
        body: {
          th: [
            'ห่วงโซ่การผลิตของเราเริ่มจากฟาร์มพ่อแม่พันธุ์และฟาร์มเลี้ยงที่ได้มาตรฐาน ต่อด้วยโรงงานแปรรูปที่ฉะเชิงเทรา ราชบุรี และสระบุรี ห้องเย็นและรถขนส่งควบคุมอุณหภูมิ ไปจนถึงร้านค้าปลีก ร้านอาหาร และลูกค้าต่างประเทศ',
            'ทุกขั้นตอนบันทึกข้อมูลลงระบบตรวจสอบย้อนกลับ ผู้บริโภคจึงสแกนคิวอาร์โค้ดบนบรรจุภัณฑ์เพื่อดูฟาร์มต้นทางและวันที่ผลิตได้',
          ],
          en: [
            'Our chain starts at certified parent-stock and grower farms and continues through our plants in Chachoengsao, Ratchaburi and Saraburi, cold stores and temperature-controlled trucks, to shops, restaurants and customers abroad.',
            'Every step is recorded in our traceability system, so consumers can scan the QR code on a pack to see the farm it came from and the day it was made.',
          ],
        },
        image: image(
          'factory',
          'ภาพรวมห่วงโซ่การผลิตจากฟาร์มถึงโต๊ะอาหาร',
          'Our chain from farm to table',
          'blue',
        ),
        imagePosition: 'end',
      },
      {
        _key: 'fivelines',
        _type: 'imageTextSection',
        heading: { th: 'ห้าสายธุรกิจ', en: 'Five business lines' },
        body: {
          th: [
            'เนื้อสัตว์สด อาหารแปรรูป ธุรกิจร้านอาหาร อาหารสัตว์เลี้ยง และผลิตภัณฑ์ที่ไม่ใช่เนื้อสัตว์ ทั้งห้าสายธุรกิจใช้วัตถุดิบและมาตรฐานความปลอดภัยอาหารเดียวกัน และต่อยอดซึ่งกันและกัน',
            'ในปี 2568 ธุรกิจเนื้อสัตว์สดมีสัดส่วนรายได้ร้อยละ 52 อาหารแปรรูปร้อยละ 31 ร้านอาหารร้อยละ 7 อาหารสัตว์เลี้ยงร้อยละ 6 และผลิตภัณฑ์ที่ไม่ใช่เนื้อสัตว์ร้อยละ 4',
          ],
          en: [
            'Fresh meat, processed food, restaurants, pet food and non-meat products: all five lines share the same raw materials and food-safety standards, and each builds on the others.',
            'In 2025 fresh meat made up 52% of sales, processed food 31%, restaurants 7%, pet food 6% and non-meat products 4%.',
          ],
        },
        image: image(
          'chart',
          'สัดส่วนรายได้ตามสายธุรกิจปี 2568',
          'Sales by business line in 2025',
          'gold',
        ),
        imagePosition: 'start',
      },
      {
        _key: 'explore',
        _type: 'ctaSection',
        heading: { th: 'สำรวจธุรกิจของเรา', en: 'Explore our business' },
        text: {
          th: 'ทำความรู้จักแต่ละสายธุรกิจ แบรนด์ และผู้เชี่ยวชาญที่อยู่เบื้องหลังผลิตภัณฑ์ของเรา',
          en: 'Meet each business line, its brands and the experts behind our products.',
        },
        buttonLabel: { th: 'ดูสายธุรกิจทั้งหมด', en: 'See all business lines' },
        path: '/business',
      },
    ],
    seo: {
      title: { th: 'ภาพรวมธุรกิจ | สยามฮาร์เวสต์ ฟู้ดส์', en: 'Business overview | Siam Harvest Foods' },
      description: {
        th: 'บริษัทอาหารไทยครบวงจรตั้งแต่ปี 2497 ห้าสายธุรกิจ แปดแบรนด์ พนักงานกว่า 18,000 คน',
        en: 'An integrated Thai food company since 1954: five business lines, eight brands and more than 18,000 employees.',
      },
    },
  },

  // ------------------------------------------------------------------------------------------
  {
    id: 'page-commitment',
    _type: 'page',
    title: { th: 'วิสัยทัศน์ พันธกิจ และค่านิยม', en: 'Vision, mission and values' },
    path: '/about/commitment',
    area: 'company',
    intro: {
      th: 'สิ่งที่เรามุ่งหวัง วิธีที่เราทำงาน และคุณค่าที่พนักงานทุกคนยึดถือ ตั้งแต่ฟาร์มจนถึงสำนักงาน',
      en: 'What we aim for, how we work and the values every one of us holds, from the farms to the offices.',
    },
    hero: image(
      'community',
      'พนักงานสยามฮาร์เวสต์ ฟู้ดส์ในฟาร์มและโรงงาน',
      'Siam Harvest Foods employees on a farm and in a plant',
      'gold',
    ),
    sections: [
      {
        _key: 'vision',
        _type: 'valuesSection',
        heading: { th: 'วิสัยทัศน์', en: 'Vision' },
        items: [
          {
            _key: 'vision',
            _type: 'statement',
            title: { th: 'ครัวที่ผู้คนไว้วางใจ', en: 'The kitchen people trust' },
            text: {
              th: 'เป็นบริษัทอาหารที่ผู้บริโภคในเอเชียไว้วางใจมากที่สุด ด้วยอาหารที่ปลอดภัย อร่อย และผลิตอย่างยั่งยืน',
              en: 'To be the food company consumers in Asia trust most, for food that is safe, delicious and sustainably made.',
            },
          },
        ],
      },
      {
        _key: 'mission',
        _type: 'valuesSection',
        heading: { th: 'พันธกิจ', en: 'Mission' },
        intro: {
          th: 'เพื่อก้าวไปสู่วิสัยทัศน์ เรามุ่งมั่นที่จะ',
          en: 'To reach our vision, we will',
        },
        items: [
          {
            _key: 'safefood',
            _type: 'statement',
            title: { th: 'อาหารปลอดภัย', en: 'Safe food' },
            text: {
              th: 'ผลิตอาหารที่ปลอดภัยและมีคุณค่าทางโภชนาการ ตรวจสอบย้อนกลับได้ทุกขั้นตอนตามมาตรฐานสากล',
              en: 'Make safe, nutritious food that can be traced at every step, to international standards.',
            },
          },
          {
            _key: 'innovation',
            _type: 'statement',
            title: { th: 'นวัตกรรมที่ตอบโจทย์', en: 'Useful innovation' },
            text: {
              th: 'พัฒนาผลิตภัณฑ์ใหม่ที่ตอบความต้องการของผู้บริโภค ทั้งความสะดวก สุขภาพ และทางเลือกจากพืช',
              en: 'Develop new products that meet consumers’ needs for convenience, health and plant-based choices.',
            },
          },
          {
            _key: 'partners',
            _type: 'statement',
            title: { th: 'เติบโตไปด้วยกัน', en: 'Growing with partners' },
            text: {
              th: 'สร้างความสัมพันธ์ที่เป็นธรรมกับเกษตรกร คู่ค้า และชุมชน ให้เติบโตไปพร้อมกับบริษัท',
              en: 'Build fair relationships with farmers, suppliers and communities so they grow with us.',
            },
          },
          {
            _key: 'planet',
            _type: 'statement',
            title: { th: 'ดูแลโลก', en: 'Caring for the planet' },
            text: {
              th: 'ลดการปล่อยก๊าซเรือนกระจก ใช้ทรัพยากรอย่างคุ้มค่า และลดขยะตลอดห่วงโซ่การผลิต',
              en: 'Cut greenhouse gas emissions, use resources wisely and reduce waste across our chain.',
            },
          },
        ],
      },
      {
        _key: 'values',
        _type: 'valuesSection',
        heading: { th: 'ค่านิยมองค์กร', en: 'Our values' },
        intro: {
          th: 'ห้าค่านิยมที่เป็นแนวทางการตัดสินใจและการทำงานของพนักงานทุกคน',
          en: 'Five values that guide how each of us works and decides.',
        },
        items: [
          {
            _key: 'safety',
            _type: 'statement',
            title: { th: 'ความปลอดภัยมาก่อน', en: 'Safety first' },
            text: {
              th: 'ความปลอดภัยของอาหาร ของผู้บริโภค และของเพื่อนร่วมงาน มาก่อนยอดขายหรือกำหนดเวลาใด ๆ',
              en: 'The safety of our food, our consumers and our colleagues comes before any sales target or deadline.',
            },
          },
          {
            _key: 'integrity',
            _type: 'statement',
            title: { th: 'ซื่อตรง', en: 'Integrity' },
            text: {
              th: 'ทำในสิ่งที่ถูกต้อง โปร่งใส และรักษาคำมั่นที่ให้ไว้กับลูกค้า คู่ค้า และผู้ถือหุ้น',
              en: 'Do what is right, be transparent and keep the promises we make to customers, partners and shareholders.',
            },
          },
          {
            _key: 'care',
            _type: 'statement',
            title: { th: 'ใส่ใจ', en: 'Care' },
            text: {
              th: 'ใส่ใจผู้บริโภค สัตว์ที่เราเลี้ยง เพื่อนร่วมงาน และชุมชนรอบตัวเรา',
              en: 'Care for consumers, for the animals we raise, for colleagues and for the communities around us.',
            },
          },
          {
            _key: 'curiosity',
            _type: 'statement',
            title: { th: 'กล้าคิดใหม่', en: 'Curiosity' },
            text: {
              th: 'เรียนรู้อย่างต่อเนื่อง ทดลองสิ่งใหม่ และปรับปรุงวิธีทำงานให้ดีขึ้นทุกวัน',
              en: 'Keep learning, try new things and improve the way we work every day.',
            },
          },
          {
            _key: 'together',
            _type: 'statement',
            title: { th: 'ร่วมมือกัน', en: 'Together' },
            text: {
              th: 'ทำงานเป็นทีมเดียวกันข้ามหน่วยงานและสายธุรกิจ เพราะอาหารที่ดีเกิดจากความร่วมมือของทุกคน',
              en: 'Work as one team across functions and business lines, because good food takes all of us.',
            },
          },
        ],
      },
      {
        _key: 'sustainability',
        _type: 'ctaSection',
        heading: { th: 'ค่านิยมสู่การปฏิบัติ', en: 'Values in practice' },
        text: {
          th: 'ดูว่าเราดำเนินการตามพันธกิจด้านความยั่งยืนอย่างไร และมีความคืบหน้าแค่ไหน',
          en: 'See how we act on our sustainability commitments and how far we have come.',
        },
        buttonLabel: { th: 'การพัฒนาที่ยั่งยืน', en: 'Sustainable development' },
        path: '/sustainability/sustainability-development',
      },
    ],
  },

  // ------------------------------------------------------------------------------------------
  {
    id: 'page-leadership',
    _type: 'page',
    title: { th: 'ผู้นำองค์กร', en: 'Leadership' },
    path: '/about/leadership',
    area: 'company',
    intro: {
      th: 'สารจากประธานกรรมการและประธานเจ้าหน้าที่บริหาร ถึงผู้ถือหุ้น ลูกค้า คู่ค้า และพนักงานทุกคน',
      en: 'A message from the Chairman and the Chief Executive Officer to our shareholders, customers, partners and employees.',
    },
    hero: image(
      'handshake',
      'ประธานกรรมการและประธานเจ้าหน้าที่บริหาร',
      'The Chairman and the Chief Executive Officer',
      'blue',
    ),
    sections: [
      {
        _key: 'chairman',
        _type: 'textSection',
        heading: { th: 'สารจากประธานกรรมการ', en: 'Message from the Chairman' },
        body: {
          th: [
            'เรียน ท่านผู้ถือหุ้นและผู้มีส่วนได้เสียทุกท่าน',
            'ตลอดระยะเวลากว่า 70 ปี สยามฮาร์เวสต์ ฟู้ดส์ เติบโตมาได้ด้วยความไว้วางใจของผู้บริโภค ความร่วมมือของเกษตรกรและคู่ค้า และความทุ่มเทของพนักงานทุกคน ปี 2568 เป็นอีกปีที่บริษัทมีผลการดำเนินงานที่แข็งแกร่ง รายได้และกำไรเติบโตต่อเนื่อง และสามารถจ่ายเงินปันผลให้ผู้ถือหุ้นในอัตราร้อยละ 60 ของกำไรสุทธิ',
            'คณะกรรมการให้ความสำคัญกับการกำกับดูแลกิจการที่ดี การบริหารความเสี่ยง และการเติบโตอย่างยั่งยืน เราได้เพิ่มสัดส่วนกรรมการอิสระและกรรมการสตรี ทบทวนนโยบายต่อต้านการทุจริต และติดตามความคืบหน้าเป้าหมายด้านสภาพภูมิอากาศอย่างใกล้ชิดทุกไตรมาส',
            'ในนามของคณะกรรมการ ผมขอขอบคุณทุกท่านที่ไว้วางใจและสนับสนุนบริษัทเสมอมา เราจะยังคงยึดมั่นในการทำธุรกิจด้วยความซื่อตรงและรับผิดชอบ เพื่อส่งมอบคุณค่าให้ทุกฝ่ายในระยะยาว',
            'นายประเสริฐ ธนากรวิวัฒน์ ประธานกรรมการ',
          ],
          en: [
            'Dear shareholders and stakeholders,',
            'For more than 70 years, Siam Harvest Foods has grown on the trust of consumers, the partnership of farmers and suppliers, and the dedication of our people. 2025 was another strong year: sales and profit kept growing, and we paid shareholders a dividend of 60% of net profit.',
            'The board is focused on good governance, risk management and sustainable growth. We have increased the share of independent and women directors, reviewed our anti-corruption policy and follow progress on our climate targets closely every quarter.',
            'On behalf of the board, I thank you all for your trust and support. We will keep doing business with integrity and responsibility, to create lasting value for everyone we work with.',
            'Mr. Prasert Thanakornwiwat, Chairman of the Board',
          ],
        },
      },
      {
        _key: 'ceo',
        _type: 'textSection',
        heading: { th: 'สารจากประธานเจ้าหน้าที่บริหาร', en: 'Message from the Chief Executive Officer' },
        body: {
          th: [
            'ปี 2568 พิสูจน์ให้เห็นว่ากลยุทธ์ "อาหารดีจากฟาร์มถึงครัว" ของเรามาถูกทาง ธุรกิจอาหารแปรรูปมีสัดส่วนรายได้ถึงร้อยละ 31 ธุรกิจอาหารสัตว์เลี้ยงเติบโตร้อยละ 27 และยอดขายในต่างประเทศคิดเป็นร้อยละ 38 ของรายได้รวม',
            'เราลงทุนอย่างต่อเนื่องในสิ่งที่จะสร้างการเติบโตในอนาคต ทั้งสายการผลิตอาหารพร้อมรับประทานใหม่ที่สระบุรี สำนักงานผู้แทนในเวียดนาม และงานวิจัยโปรตีนจากพืช ควบคู่กับการลดต้นทุนพลังงานด้วยโซลาร์รูฟท็อปและก๊าซชีวภาพ',
            'ความยั่งยืนเป็นส่วนหนึ่งของทุกการตัดสินใจ เราลดการใช้ยาปฏิชีวนะในฟาร์มไก่เนื้อได้ครึ่งหนึ่ง ลดการปล่อยก๊าซเรือนกระจกได้ร้อยละ 18 จากปีฐาน และยังคงดูแลเกษตรกรคู่สัญญาให้มีรายได้ที่มั่นคง',
            'ขอบคุณพนักงานทุกคนที่ทำงานหนักทุกวันเพื่อให้อาหารที่ดีไปถึงทุกครัวเรือน และขอบคุณลูกค้าและผู้ถือหุ้นที่เชื่อมั่นในเรา',
            'นายอนุชา ลิ้มประเสริฐ ประธานเจ้าหน้าที่บริหาร',
          ],
          en: [
            '2025 showed that our strategy, good food from farm to kitchen, is working. Processed food reached 31% of sales, pet food grew 27%, and sales abroad made up 38% of the total.',
            'We keep investing in future growth: a new ready-meal line in Saraburi, a representative office in Vietnam and research into plant proteins, while cutting energy costs with solar rooftops and biogas.',
            'Sustainability is part of every decision. We have halved antibiotic use on our broiler farms, cut greenhouse gas emissions by 18% from our baseline, and continue to give our contract farmers a stable income.',
            'Thank you to every employee who works hard each day to bring good food to every home, and to our customers and shareholders for believing in us.',
            'Mr. Anucha Limprasert, Chief Executive Officer',
          ],
        },
      },
      {
        _key: 'board',
        _type: 'ctaSection',
        heading: { th: 'คณะกรรมการบริษัท', en: 'Board of directors' },
        text: {
          th: 'ประวัติและบทบาทของกรรมการบริษัททั้ง 9 ท่าน',
          en: 'Profiles and roles of our nine directors.',
        },
        buttonLabel: { th: 'ดูคณะกรรมการ', en: 'Meet the board' },
        path: '/about/board-of-director',
      },
      {
        _key: 'executives',
        _type: 'ctaSection',
        heading: { th: 'คณะผู้บริหาร', en: 'Executives' },
        text: {
          th: 'ทีมผู้บริหารที่ดูแลการดำเนินงานของบริษัทในแต่ละวัน',
          en: 'The team that runs the company day to day.',
        },
        buttonLabel: { th: 'ดูคณะผู้บริหาร', en: 'Meet the executives' },
        path: '/about/executives',
      },
    ],
  },

  // ------------------------------------------------------------------------------------------
  {
    id: 'page-governance',
    _type: 'page',
    title: { th: 'การกำกับดูแลกิจการ', en: 'Corporate governance' },
    path: '/governance',
    area: 'sustainability',
    intro: {
      th: 'คณะกรรมการและผู้บริหารยึดหลักความโปร่งใส ความรับผิดชอบ และการปฏิบัติต่อผู้ถือหุ้นทุกรายอย่างเท่าเทียม ตามหลักการกำกับดูแลกิจการที่ดีสำหรับบริษัทจดทะเบียน',
      en: 'Our board and management are committed to transparency, accountability and equal treatment of all shareholders, following the corporate governance code for listed companies.',
    },
    hero: image(
      'handshake',
      'การประชุมคณะกรรมการบริษัท',
      'A meeting of the board of directors',
      'blue',
    ),
    sections: [
      {
        _key: 'policy',
        _type: 'textSection',
        heading: { th: 'นโยบายการกำกับดูแลกิจการ', en: 'Corporate governance policy' },
        body: {
          th: [
            'คณะกรรมการบริษัทกำหนดนโยบายการกำกับดูแลกิจการเป็นลายลักษณ์อักษร และทบทวนเป็นประจำทุกปี ครอบคลุมสิทธิของผู้ถือหุ้น การปฏิบัติต่อผู้ถือหุ้นอย่างเท่าเทียมกัน บทบาทต่อผู้มีส่วนได้เสีย การเปิดเผยข้อมูลและความโปร่งใส และความรับผิดชอบของคณะกรรมการ',
            'คณะกรรมการมีคณะกรรมการชุดย่อย 4 คณะ ได้แก่ คณะกรรมการตรวจสอบ คณะกรรมการสรรหาและพิจารณาค่าตอบแทน คณะกรรมการความยั่งยืนและบริหารความเสี่ยง และคณะกรรมการบริหาร โดยประธานกรรมการตรวจสอบ ประธานกรรมการสรรหาฯ และประธานกรรมการความยั่งยืนฯ เป็นกรรมการอิสระ',
          ],
          en: [
            'The board has a written corporate governance policy that it reviews every year. It covers shareholders’ rights, equal treatment of shareholders, the role of stakeholders, disclosure and transparency, and the board’s responsibilities.',
            'Four board committees support the board: the Audit Committee, the Nomination and Remuneration Committee, the Sustainability and Risk Management Committee and the Executive Committee. The first three are chaired by independent directors.',
          ],
        },
      },
      {
        _key: 'board',
        _type: 'statsSection',
        heading: { th: 'คณะกรรมการในปี 2568', en: 'The board in 2025' },
        items: [
          {
            _key: 'directors',
            _type: 'stat',
            value: '9',
            label: { th: 'กรรมการทั้งหมด', en: 'Directors' },
          },
          {
            _key: 'independent',
            _type: 'stat',
            value: '4',
            label: { th: 'กรรมการอิสระ', en: 'Independent directors' },
          },
          {
            _key: 'women',
            _type: 'stat',
            value: '3',
            label: { th: 'กรรมการสตรี', en: 'Women directors' },
          },
          {
            _key: 'meetings',
            _type: 'stat',
            value: '9',
            label: { th: 'การประชุมคณะกรรมการ', en: 'Board meetings' },
          },
          {
            _key: 'attendance',
            _type: 'stat',
            value: '98%',
            label: { th: 'อัตราการเข้าประชุมเฉลี่ย', en: 'Average attendance' },
          },
        ],
      },
      {
        _key: 'principles',
        _type: 'valuesSection',
        heading: { th: 'หลักปฏิบัติที่สำคัญ', en: 'Key practices' },
        items: [
          {
            _key: 'anticorruption',
            _type: 'statement',
            title: { th: 'ต่อต้านการทุจริตคอร์รัปชัน', en: 'Anti-corruption' },
            text: {
              th: 'บริษัทไม่ยอมรับการทุจริตทุกรูปแบบ ทั้งการให้และรับสินบน มีนโยบายเรื่องของขวัญและการเลี้ยงรับรอง และประเมินความเสี่ยงด้านการทุจริตในทุกหน่วยงานเป็นประจำทุกปี',
              en: 'We do not tolerate corruption in any form, given or received. We have a gifts and hospitality policy and assess corruption risk in every unit each year.',
            },
          },
          {
            _key: 'conflicts',
            _type: 'statement',
            title: { th: 'ความขัดแย้งทางผลประโยชน์', en: 'Conflicts of interest' },
            text: {
              th: 'กรรมการและผู้บริหารต้องรายงานส่วนได้เสียและงดออกเสียงในวาระที่ตนมีส่วนเกี่ยวข้อง รายการที่เกี่ยวโยงกันต้องผ่านการพิจารณาของคณะกรรมการตรวจสอบ',
              en: 'Directors and executives must declare their interests and abstain on matters that concern them. Related-party transactions are reviewed by the Audit Committee.',
            },
          },
          {
            _key: 'insider',
            _type: 'statement',
            title: { th: 'การใช้ข้อมูลภายใน', en: 'Inside information' },
            text: {
              th: 'กรรมการ ผู้บริหาร และพนักงานที่เข้าถึงข้อมูลงบการเงิน ห้ามซื้อขายหุ้นของบริษัทในช่วง 30 วันก่อนและ 24 ชั่วโมงหลังการเปิดเผยงบการเงิน',
              en: 'Directors, executives and employees with access to financial results may not trade in the company’s shares from 30 days before until 24 hours after the results are published.',
            },
          },
          {
            _key: 'whistleblowing',
            _type: 'statement',
            title: { th: 'ช่องทางแจ้งเบาะแส', en: 'Whistleblowing' },
            text: {
              th: 'ผู้ที่พบเห็นการกระทำผิดสามารถแจ้งเบาะแสได้โดยตรงถึงประธานกรรมการตรวจสอบทางอีเมล whistleblowing@siamharvest.example หรือทางไปรษณีย์ถึงสำนักงานใหญ่ ข้อมูลของผู้แจ้งจะถูกเก็บเป็นความลับและได้รับการคุ้มครอง',
              en: 'Anyone who sees wrongdoing can report it directly to the Chair of the Audit Committee at whistleblowing@siamharvest.example or by post to the head office. Whistleblowers’ identities are kept confidential and protected.',
            },
          },
        ],
      },
      {
        _key: 'investors',
        _type: 'ctaSection',
        heading: { th: 'ข้อมูลสำหรับผู้ถือหุ้น', en: 'Information for shareholders' },
        text: {
          th: 'หนังสือเชิญประชุม รายงานการประชุม และแบบ 56-1 One Report',
          en: 'Notices of meeting, minutes and the One Report (Form 56-1).',
        },
        buttonLabel: { th: 'การประชุมผู้ถือหุ้น', en: 'Shareholders’ meetings' },
        path: '/investors/shareholders-meeting',
      },
    ],
  },

  // ------------------------------------------------------------------------------------------
  {
    id: 'page-sustainability-development',
    _type: 'page',
    title: { th: 'การพัฒนาที่ยั่งยืน', en: 'Sustainable development' },
    path: '/sustainability/sustainability-development',
    area: 'sustainability',
    intro: {
      th: 'เราเชื่อว่าธุรกิจอาหารจะเติบโตได้ในระยะยาว ก็ต่อเมื่อดูแลผืนดิน น้ำ สัตว์ และผู้คนที่อยู่ในห่วงโซ่การผลิตไปพร้อมกัน',
      en: 'A food business can only thrive in the long run if it looks after the land, water, animals and people in its supply chain.',
    },
    hero: image(
      'leaf',
      'ป่าชายเลนที่บริษัทร่วมปลูกกับชุมชนที่บางปะกง',
      'Mangroves planted with the community at Bang Pakong',
      'green',
    ),
    sections: [
      {
        _key: 'approach',
        _type: 'textSection',
        heading: { th: 'แนวทางของเรา', en: 'Our approach' },
        body: {
          th: [
            'กลยุทธ์ความยั่งยืนของสยามฮาร์เวสต์ ฟู้ดส์ กำหนดโดยคณะกรรมการความยั่งยืนและบริหารความเสี่ยง และขับเคลื่อนโดยฝ่ายความยั่งยืนร่วมกับทุกสายธุรกิจ เป้าหมายสำคัญผูกกับค่าตอบแทนของผู้บริหารระดับสูง',
            'เราประเมินประเด็นสำคัญร่วมกับผู้มีส่วนได้เสียทุกสองปี และรายงานผลการดำเนินงานในรายงานความยั่งยืนประจำปี ซึ่งข้อมูลด้านสิ่งแวดล้อมผ่านการทวนสอบโดยหน่วยงานภายนอก',
          ],
          en: [
            'The Siam Harvest Foods sustainability strategy is set by the Sustainability and Risk Management Committee and delivered by the sustainability team with every business line. Key targets are tied to senior executives’ pay.',
            'We review our material issues with stakeholders every two years and report progress in an annual sustainability report, with environmental data verified by an independent body.',
          ],
        },
      },
      {
        _key: 'pillars',
        _type: 'valuesSection',
        heading: { th: 'สี่เสาหลักของความยั่งยืน', en: 'Four pillars' },
        items: [
          {
            _key: 'food',
            _type: 'statement',
            title: { th: 'อาหารที่ไว้วางใจได้', en: 'Food you can trust' },
            text: {
              th: 'ความปลอดภัยอาหาร การตรวจสอบย้อนกลับ โภชนาการที่ดีขึ้น และสวัสดิภาพสัตว์',
              en: 'Food safety, traceability, better nutrition and animal welfare.',
            },
          },
          {
            _key: 'climate',
            _type: 'statement',
            title: { th: 'สภาพภูมิอากาศและธรรมชาติ', en: 'Climate and nature' },
            text: {
              th: 'ลดการปล่อยก๊าซเรือนกระจก ใช้พลังงานหมุนเวียน ดูแลน้ำ และฟื้นฟูระบบนิเวศ',
              en: 'Lower emissions, renewable energy, water stewardship and restoring ecosystems.',
            },
          },
          {
            _key: 'farmers',
            _type: 'statement',
            title: { th: 'เกษตรกรและชุมชน', en: 'Farmers and communities' },
            text: {
              th: 'สัญญาที่เป็นธรรม ความรู้ด้านการเลี้ยงสัตว์ และการพัฒนาชุมชนรอบฟาร์มและโรงงาน',
              en: 'Fair contracts, farming know-how and development of the communities around our farms and plants.',
            },
          },
          {
            _key: 'people',
            _type: 'statement',
            title: { th: 'คนของเรา', en: 'Our people' },
            text: {
              th: 'ความปลอดภัยในการทำงาน สิทธิมนุษยชน การจ้างงานที่เป็นธรรม และการพัฒนาทักษะ',
              en: 'Workplace safety, human rights, fair employment and skills development.',
            },
          },
        ],
      },
      {
        _key: 'progress',
        _type: 'statsSection',
        heading: { th: 'ความคืบหน้าปี 2568', en: 'Progress in 2025' },
        items: [
          {
            _key: 'ghg',
            _type: 'stat',
            value: '-18%',
            label: {
              th: 'ก๊าซเรือนกระจกขอบเขต 1 และ 2 เทียบปี 2563',
              en: 'Scope 1 and 2 emissions vs 2020',
            },
          },
          {
            _key: 'renewable',
            _type: 'stat',
            value: '27%',
            label: { th: 'ไฟฟ้าจากพลังงานหมุนเวียน', en: 'Renewable electricity' },
          },
          {
            _key: 'antibiotics',
            _type: 'stat',
            value: '-52%',
            label: {
              th: 'การใช้ยาปฏิชีวนะในฟาร์มไก่เนื้อ เทียบปี 2563',
              en: 'Antibiotic use on broiler farms vs 2020',
            },
          },
          {
            _key: 'packaging',
            _type: 'stat',
            value: '85%',
            label: { th: 'ถาดเนื้อสัตว์สดที่รีไซเคิลได้', en: 'Recyclable fresh meat trays' },
          },
          {
            _key: 'mangroves',
            _type: 'stat',
            value: '180',
            label: { th: 'ไร่ป่าชายเลนที่ปลูกตั้งแต่ปี 2563', en: 'Rai of mangroves planted since 2020' },
          },
        ],
      },
      {
        _key: 'climate',
        _type: 'imageTextSection',
        heading: { th: 'มุ่งสู่การปล่อยก๊าซเรือนกระจกสุทธิเป็นศูนย์', en: 'On the way to net zero' },
        body: {
          th: [
            'เป้าหมายของเราคือลดการปล่อยก๊าซเรือนกระจกขอบเขตที่ 1 และ 2 ลงร้อยละ 42 ภายในปี 2573 เทียบกับปี 2563 และปล่อยสุทธิเป็นศูนย์ภายในปี 2593',
            'เราติดตั้งโซลาร์รูฟท็อปในโรงงาน ผลิตก๊าซชีวภาพจากมูลสุกรที่ฟาร์มราชบุรี เปลี่ยนระบบทำความเย็นไปใช้สารทำความเย็นธรรมชาติ และทำงานร่วมกับผู้ผลิตอาหารสัตว์เพื่อลดการปล่อยก๊าซในห่วงโซ่อุปทาน',
          ],
          en: [
            'We aim to cut scope 1 and 2 emissions by 42% by 2030 against 2020, and to reach net zero by 2050.',
            'We are putting solar rooftops on our plants, making biogas from pig manure at the Ratchaburi farms, switching refrigeration to natural refrigerants and working with feed suppliers to cut emissions in our supply chain.',
          ],
        },
        image: image(
          'factory',
          'แผงโซลาร์เซลล์และระบบก๊าซชีวภาพของบริษัท',
          'Our solar panels and biogas system',
          'green',
        ),
        imagePosition: 'end',
      },
      {
        _key: 'farmers',
        _type: 'imageTextSection',
        heading: { th: 'เติบโตไปกับเกษตรกร', en: 'Growing with farmers' },
        body: {
          th: [
            'เกษตรกรคู่สัญญากว่า 1,200 รายได้รับลูกพันธุ์ อาหารสัตว์ และคำแนะนำจากสัตวแพทย์ของบริษัท พร้อมการประกันราคารับซื้อ ช่วยให้มีรายได้มั่นคงแม้ราคาตลาดผันผวน',
            'โครงการทุนการศึกษาฮาร์เวสต์ปันรู้ให้ทุนแก่บุตรหลานเกษตรกรมาแล้วกว่า 4,600 ทุนตั้งแต่ปี 2558',
          ],
          en: [
            'More than 1,200 contract farmers receive chicks and piglets, feed and veterinary advice from us, with guaranteed purchase prices that keep their income stable when market prices swing.',
            'Our Harvest scholarship programme has supported more than 4,600 farmers’ children since 2015.',
          ],
        },
        image: image(
          'farm',
          'เกษตรกรคู่สัญญากับสัตวแพทย์ของบริษัทในฟาร์ม',
          'A contract farmer with a company vet on the farm',
          'green',
        ),
        imagePosition: 'start',
      },
      {
        _key: 'news',
        _type: 'ctaSection',
        heading: { th: 'ติดตามความคืบหน้า', en: 'Follow our progress' },
        text: {
          th: 'ข่าวสารและกิจกรรมด้านความยั่งยืนล่าสุดของบริษัท',
          en: 'The latest sustainability news and activities from the company.',
        },
        buttonLabel: { th: 'อ่านข่าวล่าสุด', en: 'Read the latest news' },
        path: '/corporate/news',
      },
    ],
    seo: {
      title: {
        th: 'การพัฒนาที่ยั่งยืน | สยามฮาร์เวสต์ ฟู้ดส์',
        en: 'Sustainable development | Siam Harvest Foods',
      },
      description: {
        th: 'เป้าหมายลดก๊าซเรือนกระจก การดูแลเกษตรกร สวัสดิภาพสัตว์ และความคืบหน้าด้านความยั่งยืนของสยามฮาร์เวสต์ ฟู้ดส์',
        en: 'Our climate targets, support for farmers, animal welfare and progress on sustainability at Siam Harvest Foods.',
      },
    },
  },

  // ------------------------------------------------------------------------------------------
  {
    id: 'page-privacy-notice',
    _type: 'page',
    title: { th: 'ประกาศความเป็นส่วนตัว', en: 'Privacy notice' },
    path: '/privacy-notice',
    area: 'legal',
    intro: {
      th: 'ประกาศนี้อธิบายว่าบริษัทเก็บรวบรวม ใช้ และเปิดเผยข้อมูลส่วนบุคคลของท่านอย่างไร ตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 ปรับปรุงล่าสุดเมื่อวันที่ 1 พฤศจิกายน 2569',
      en: 'This notice explains how we collect, use and disclose your personal data under Thailand’s Personal Data Protection Act B.E. 2562 (2019). Last updated on 1 November 2026.',
    },
    sections: [
      {
        _key: 'controller',
        _type: 'textSection',
        heading: { th: '1. ผู้ควบคุมข้อมูลส่วนบุคคล', en: '1. Who is responsible for your data' },
        body: {
          th: [
            'บริษัท สยามฮาร์เวสต์ ฟู้ดส์ จำกัด (มหาชน) สำนักงานใหญ่เลขที่ 88 ถนนพระรามที่ 4 แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110 ("บริษัท" หรือ "เรา") เป็นผู้ควบคุมข้อมูลส่วนบุคคลที่เก็บรวบรวมผ่านเว็บไซต์นี้ ช่องทางติดต่อลูกค้า และกิจกรรมของบริษัท',
            'ประกาศนี้ใช้กับลูกค้า ผู้เยี่ยมชมเว็บไซต์ ผู้ถือหุ้นและนักลงทุน ผู้ติดต่อสอบถาม และผู้เข้าร่วมกิจกรรมของบริษัท สำหรับผู้สมัครงาน พนักงาน และคู่ค้า บริษัทมีประกาศความเป็นส่วนตัวแยกต่างหาก',
          ],
          en: [
            'Siam Harvest Foods Public Company Limited, head office at 88 Rama IV Road, Khlong Toei, Bangkok 10110 (“the company”, “we”), is the data controller for personal data collected through this website, our customer contact channels and our events.',
            'This notice applies to customers, website visitors, shareholders and investors, people who contact us and people who take part in our events. Job applicants, employees and suppliers have separate privacy notices.',
          ],
        },
      },
      {
        _key: 'data',
        _type: 'textSection',
        heading: { th: '2. ข้อมูลส่วนบุคคลที่เราเก็บรวบรวม', en: '2. The personal data we collect' },
        body: {
          th: [
            'ข้อมูลระบุตัวตนและข้อมูลติดต่อ เช่น ชื่อ นามสกุล ชื่อบริษัท ตำแหน่ง อีเมล หมายเลขโทรศัพท์ และที่อยู่ ที่ท่านให้ไว้เมื่อส่งแบบฟอร์มสอบถาม ลงทะเบียนรับข่าวสาร หรือสมัครเข้าร่วมกิจกรรม',
            'ข้อมูลผู้ถือหุ้น เช่น เลขทะเบียนผู้ถือหุ้น จำนวนหุ้น และข้อมูลที่จำเป็นสำหรับการประชุมผู้ถือหุ้นและการจ่ายเงินปันผล ซึ่งเราได้รับจากนายทะเบียนหลักทรัพย์',
            'ข้อมูลการใช้งานเว็บไซต์ เช่น หมายเลขไอพี ประเภทเบราว์เซอร์และอุปกรณ์ หน้าที่เข้าชม และข้อมูลจากคุกกี้ ตามรายละเอียดในนโยบายคุกกี้',
            'เนื้อหาที่ท่านส่งถึงเรา เช่น ข้อความสอบถาม ข้อร้องเรียนเกี่ยวกับสินค้า และภาพถ่ายสินค้าที่ท่านแนบมา เราไม่ขอให้ท่านส่งข้อมูลส่วนบุคคลที่อ่อนไหว หากข้อความของท่านมีข้อมูลสุขภาพ เช่น อาการแพ้อาหาร เราจะใช้ข้อมูลนั้นเพื่อตอบข้อร้องเรียนของท่านเท่านั้น',
          ],
          en: [
            'Identity and contact data, such as your name, company, job title, email address, phone number and address, which you give us when you send an enquiry, sign up for news or register for an event.',
            'Shareholder data, such as your shareholder registration number, number of shares and the details needed for shareholders’ meetings and dividend payments, which we receive from our share registrar.',
            'Website usage data, such as your IP address, browser and device type, the pages you visit and cookie data, as described in our cookie policy.',
            'What you send us, such as enquiries, product complaints and photos of products you attach. We do not ask for sensitive personal data; if your message includes health information, such as a food allergy, we use it only to deal with your complaint.',
          ],
        },
      },
      {
        _key: 'purposes',
        _type: 'textSection',
        heading: {
          th: '3. วัตถุประสงค์และฐานทางกฎหมาย',
          en: '3. Why we use your data, and on what legal basis',
        },
        body: {
          th: [
            'เพื่อตอบข้อสอบถาม จัดการข้อร้องเรียน และติดตามความปลอดภัยของสินค้า โดยอาศัยฐานประโยชน์โดยชอบด้วยกฎหมายของบริษัทและฐานการปฏิบัติตามกฎหมายด้านความปลอดภัยอาหาร',
            'เพื่อจัดการประชุมผู้ถือหุ้น จ่ายเงินปันผล และเปิดเผยข้อมูลตามกฎหมายหลักทรัพย์และตลาดหลักทรัพย์ โดยอาศัยฐานการปฏิบัติตามกฎหมาย',
            'เพื่อดูแลความปลอดภัยและปรับปรุงการทำงานของเว็บไซต์ โดยอาศัยฐานประโยชน์โดยชอบด้วยกฎหมาย และเพื่อวิเคราะห์การใช้งานและนำเสนอข่าวสารหรือโฆษณาที่ตรงกับความสนใจของท่าน โดยอาศัยความยินยอมของท่าน',
            'เพื่อส่งข่าวสาร โปรโมชัน และคำเชิญเข้าร่วมกิจกรรม เฉพาะเมื่อท่านให้ความยินยอม ท่านสามารถยกเลิกการรับข่าวสารได้ทุกเมื่อผ่านลิงก์ในอีเมลหรือโดยติดต่อเรา',
          ],
          en: [
            'To answer enquiries, handle complaints and follow up on product safety, based on our legitimate interests and on our legal obligations under food safety law.',
            'To run shareholders’ meetings, pay dividends and make disclosures required by securities law, based on our legal obligations.',
            'To keep the website secure and working well, based on our legitimate interests; and to analyse how it is used and show news or advertising that matches your interests, based on your consent.',
            'To send news, promotions and event invitations, only with your consent. You can unsubscribe at any time through the link in our emails or by contacting us.',
          ],
        },
      },
      {
        _key: 'sharing',
        _type: 'textSection',
        heading: {
          th: '4. การเปิดเผยและการส่งข้อมูลไปต่างประเทศ',
          en: '4. Who we share data with, and transfers abroad',
        },
        body: {
          th: [
            'เราอาจเปิดเผยข้อมูลส่วนบุคคลแก่บริษัทในเครือ นายทะเบียนหลักทรัพย์ ผู้ให้บริการด้านเทคโนโลยีสารสนเทศ คลาวด์ และการวิเคราะห์ข้อมูล ผู้ให้บริการจัดส่ง ที่ปรึกษาวิชาชีพ และหน่วยงานของรัฐเมื่อกฎหมายกำหนด ผู้ให้บริการทุกรายต้องทำสัญญาประมวลผลข้อมูลและคุ้มครองข้อมูลตามมาตรฐานเดียวกับเรา',
            'ผู้ให้บริการบางรายอาจเก็บข้อมูลไว้บนเซิร์ฟเวอร์นอกประเทศไทย ในกรณีดังกล่าว เราจะส่งข้อมูลไปยังประเทศที่มีมาตรฐานการคุ้มครองข้อมูลเพียงพอ หรือจัดให้มีมาตรการคุ้มครองที่เหมาะสมตามที่กฎหมายกำหนด',
            'เราไม่ขายข้อมูลส่วนบุคคลของท่านให้แก่บุคคลใด',
          ],
          en: [
            'We may share personal data with our group companies, our share registrar, IT, cloud and analytics providers, delivery companies, professional advisers, and government authorities where the law requires. Every provider must sign a data processing agreement and protect the data to the same standard as we do.',
            'Some providers may store data on servers outside Thailand. When that happens, we transfer data only to countries with adequate data protection standards or put appropriate safeguards in place as the law requires.',
            'We never sell your personal data.',
          ],
        },
      },
      {
        _key: 'retention',
        _type: 'textSection',
        heading: {
          th: '5. ระยะเวลาการเก็บรักษาและความปลอดภัย',
          en: '5. How long we keep data, and how we protect it',
        },
        body: {
          th: [
            'เราเก็บข้อมูลส่วนบุคคลไว้เท่าที่จำเป็นตามวัตถุประสงค์ ข้อมูลการสอบถามและข้อร้องเรียนเก็บไว้ไม่เกิน 3 ปีนับจากการติดต่อครั้งล่าสุด ข้อมูลผู้ถือหุ้นเก็บไว้ตามระยะเวลาที่กฎหมายกำหนด และข้อมูลการรับข่าวสารเก็บไว้จนกว่าท่านจะถอนความยินยอม',
            'เราใช้มาตรการรักษาความปลอดภัยทั้งด้านการบริหาร เทคนิค และกายภาพ เช่น การเข้ารหัสข้อมูล การจำกัดสิทธิการเข้าถึง และการทดสอบระบบเป็นประจำ หากเกิดเหตุละเมิดข้อมูลที่มีความเสี่ยงต่อสิทธิของท่าน เราจะแจ้งสำนักงานคณะกรรมการคุ้มครองข้อมูลส่วนบุคคลและแจ้งท่านตามที่กฎหมายกำหนด',
          ],
          en: [
            'We keep personal data only as long as our purposes require. Enquiries and complaints are kept for up to three years after your last contact, shareholder data for the periods the law sets, and newsletter data until you withdraw your consent.',
            'We protect data with administrative, technical and physical measures such as encryption, access controls and regular testing. If a data breach puts your rights at risk, we will notify the Personal Data Protection Committee and you, as the law requires.',
          ],
        },
      },
      {
        _key: 'rights',
        _type: 'textSection',
        heading: { th: '6. สิทธิของเจ้าของข้อมูลส่วนบุคคล', en: '6. Your rights' },
        body: {
          th: [
            'ท่านมีสิทธิขอเข้าถึงและขอรับสำเนาข้อมูลส่วนบุคคลของท่าน ขอให้แก้ไขข้อมูลให้ถูกต้อง ขอให้ส่งหรือโอนข้อมูลไปยังผู้ควบคุมข้อมูลรายอื่น คัดค้านการประมวลผล ขอให้ลบ ทำลาย หรือทำให้ข้อมูลไม่สามารถระบุตัวตนได้ ขอให้ระงับการใช้ข้อมูล และถอนความยินยอมที่เคยให้ไว้เมื่อใดก็ได้',
            'ท่านสามารถใช้สิทธิได้โดยติดต่อเจ้าหน้าที่คุ้มครองข้อมูลส่วนบุคคลตามช่องทางด้านล่าง เราจะตอบกลับภายใน 30 วันนับจากวันที่ได้รับคำขอ และอาจขอข้อมูลเพื่อยืนยันตัวตนของท่านก่อนดำเนินการ',
            'หากท่านเห็นว่าเราไม่ปฏิบัติตามกฎหมาย ท่านมีสิทธิร้องเรียนต่อสำนักงานคณะกรรมการคุ้มครองข้อมูลส่วนบุคคล',
          ],
          en: [
            'You have the right to access and get a copy of your personal data, to have it corrected, to have it sent or transferred to another controller, to object to its processing, to have it erased, destroyed or anonymised, to have its use restricted, and to withdraw your consent at any time.',
            'To use these rights, contact our data protection officer as shown below. We will reply within 30 days of receiving your request and may ask for information to confirm your identity first.',
            'If you believe we have not complied with the law, you have the right to complain to the Office of the Personal Data Protection Committee.',
          ],
        },
      },
      {
        _key: 'contact',
        _type: 'textSection',
        heading: { th: '7. ติดต่อเรา', en: '7. Contact us' },
        body: {
          th: [
            'เจ้าหน้าที่คุ้มครองข้อมูลส่วนบุคคล บริษัท สยามฮาร์เวสต์ ฟู้ดส์ จำกัด (มหาชน) เลขที่ 88 ถนนพระรามที่ 4 แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110 อีเมล dpo@siamharvest.example โทรศัพท์ +66 2 000 8800',
            'เราอาจปรับปรุงประกาศนี้เป็นครั้งคราว และจะแจ้งการเปลี่ยนแปลงที่สำคัญบนเว็บไซต์นี้ก่อนมีผลใช้บังคับ',
          ],
          en: [
            'Data Protection Officer, Siam Harvest Foods Public Company Limited, 88 Rama IV Road, Khlong Toei, Bangkok 10110, Thailand. Email dpo@siamharvest.example, phone +66 2 000 8800.',
            'We may update this notice from time to time and will announce significant changes on this website before they take effect.',
          ],
        },
      },
      {
        _key: 'cookies',
        _type: 'ctaSection',
        heading: { th: 'เราใช้คุกกี้อย่างไร', en: 'How we use cookies' },
        text: {
          th: 'อ่านรายละเอียดประเภทคุกกี้และวิธีจัดการการตั้งค่าของท่าน',
          en: 'Read about the cookies we use and how to manage your settings.',
        },
        buttonLabel: { th: 'นโยบายคุกกี้', en: 'Cookie policy' },
        path: '/cookies',
      },
    ],
    seo: {
      title: {
        th: 'ประกาศความเป็นส่วนตัว | สยามฮาร์เวสต์ ฟู้ดส์',
        en: 'Privacy notice | Siam Harvest Foods',
      },
      description: {
        th: 'วิธีที่บริษัทเก็บรวบรวม ใช้ และคุ้มครองข้อมูลส่วนบุคคลของท่านตามกฎหมายคุ้มครองข้อมูลส่วนบุคคล และสิทธิของท่าน',
        en: 'How Siam Harvest Foods collects, uses and protects your personal data under Thailand’s PDPA, and your rights.',
      },
    },
  },

  // ------------------------------------------------------------------------------------------
  {
    id: 'page-cookies',
    _type: 'page',
    title: { th: 'นโยบายคุกกี้', en: 'Cookie policy' },
    path: '/cookies',
    area: 'legal',
    intro: {
      th: 'นโยบายนี้อธิบายว่าเว็บไซต์ของบริษัทใช้คุกกี้และเทคโนโลยีที่คล้ายกันอย่างไร และท่านจะจัดการการตั้งค่าคุกกี้ได้อย่างไร ปรับปรุงล่าสุดเมื่อวันที่ 1 พฤศจิกายน 2569',
      en: 'This policy explains how our website uses cookies and similar technologies and how you can manage your cookie settings. Last updated on 1 November 2026.',
    },
    sections: [
      {
        _key: 'what',
        _type: 'textSection',
        heading: { th: 'คุกกี้คืออะไร', en: 'What cookies are' },
        body: {
          th: [
            'คุกกี้คือไฟล์ข้อความขนาดเล็กที่เว็บไซต์บันทึกไว้ในเบราว์เซอร์หรืออุปกรณ์ของท่านเมื่อท่านเข้าชม เพื่อจดจำการตั้งค่าและการใช้งานของท่าน เช่น ภาษาที่ท่านเลือก',
            'คุกกี้ที่เว็บไซต์ของเราตั้งเองเรียกว่าคุกกี้ของบุคคลที่หนึ่ง ส่วนคุกกี้ที่ผู้ให้บริการภายนอกตั้งผ่านเว็บไซต์ของเรา เช่น บริการวิเคราะห์สถิติ เรียกว่าคุกกี้ของบุคคลที่สาม',
          ],
          en: [
            'Cookies are small text files that a website stores in your browser or on your device when you visit, so it can remember your settings and how you use it, such as the language you chose.',
            'Cookies set by our own website are first-party cookies. Cookies set through our website by outside providers, such as analytics services, are third-party cookies.',
          ],
        },
      },
      {
        _key: 'types',
        _type: 'valuesSection',
        heading: { th: 'ประเภทคุกกี้ที่เราใช้', en: 'The cookies we use' },
        intro: {
          th: 'เราแบ่งคุกกี้ออกเป็นสามประเภท ท่านเลือกเปิดหรือปิดคุกกี้เพื่อการวิเคราะห์และคุกกี้เพื่อการตลาดได้ในหน้าต่างการตั้งค่าคุกกี้',
          en: 'We use three kinds of cookie. You can switch analytics and marketing cookies on or off in the cookie settings panel.',
        },
        items: [
          {
            _key: 'necessary',
            _type: 'statement',
            title: { th: 'คุกกี้ที่จำเป็น', en: 'Strictly necessary cookies' },
            text: {
              th: 'จำเป็นต่อการทำงานพื้นฐานของเว็บไซต์ เช่น จดจำภาษาที่ท่านเลือก การตั้งค่าคุกกี้ของท่าน และการป้องกันการโจมตีทางไซเบอร์ คุกกี้ประเภทนี้ไม่สามารถปิดได้ และไม่ใช้ระบุตัวตนของท่านเพื่อการตลาด โดยมีอายุตั้งแต่สิ้นสุดการใช้งานจนถึง 12 เดือน',
              en: 'Needed for the website to work, for example to remember your language, your cookie choices and to protect against cyber attacks. They cannot be switched off and are not used to identify you for marketing. They last from the end of your visit up to 12 months.',
            },
          },
          {
            _key: 'analytics',
            _type: 'statement',
            title: { th: 'คุกกี้เพื่อการวิเคราะห์', en: 'Analytics cookies' },
            text: {
              th: 'ช่วยให้เราทราบจำนวนผู้เข้าชม หน้าที่ได้รับความนิยม และปัญหาที่ผู้ใช้พบ เพื่อนำมาปรับปรุงเว็บไซต์ ข้อมูลจะถูกรวบรวมในรูปแบบสถิติ และใช้เฉพาะเมื่อท่านให้ความยินยอม โดยมีอายุไม่เกิน 13 เดือน',
              en: 'Tell us how many people visit, which pages are popular and where visitors run into problems, so we can improve the site. Data is aggregated into statistics and used only with your consent. They last up to 13 months.',
            },
          },
          {
            _key: 'marketing',
            _type: 'statement',
            title: { th: 'คุกกี้เพื่อการตลาด', en: 'Marketing cookies' },
            text: {
              th: 'ใช้ติดตามการเข้าชมเว็บไซต์ของท่านเพื่อแสดงโฆษณาผลิตภัณฑ์ของเราที่ตรงกับความสนใจบนเว็บไซต์และสื่อสังคมออนไลน์อื่น และวัดผลแคมเปญโฆษณา ใช้เฉพาะเมื่อท่านให้ความยินยอม โดยมีอายุไม่เกิน 12 เดือน',
              en: 'Track your visits so we can show you ads for our products that match your interests on other websites and social media, and measure our campaigns. Used only with your consent. They last up to 12 months.',
            },
          },
        ],
      },
      {
        _key: 'manage',
        _type: 'textSection',
        heading: { th: 'การจัดการคุกกี้', en: 'Managing cookies' },
        body: {
          th: [
            'เมื่อท่านเข้าชมเว็บไซต์ครั้งแรก ระบบจะแสดงแถบแจ้งเรื่องคุกกี้ให้ท่านเลือกยอมรับทั้งหมด ปฏิเสธคุกกี้ที่ไม่จำเป็น หรือเลือกตั้งค่าเอง ท่านเปลี่ยนการตั้งค่าได้ทุกเมื่อผ่านลิงก์ "ตั้งค่าคุกกี้" ที่ส่วนท้ายของทุกหน้า',
            'ท่านยังสามารถลบหรือบล็อกคุกกี้ผ่านการตั้งค่าของเบราว์เซอร์ได้ แต่การบล็อกคุกกี้ที่จำเป็นอาจทำให้บางส่วนของเว็บไซต์ทำงานไม่สมบูรณ์',
            'การถอนความยินยอมไม่กระทบต่อการประมวลผลที่เกิดขึ้นก่อนหน้านั้น',
          ],
          en: [
            'On your first visit, a cookie banner lets you accept all cookies, reject the optional ones or choose for yourself. You can change your choice at any time through the “Cookie settings” link at the bottom of every page.',
            'You can also delete or block cookies in your browser settings, but blocking strictly necessary cookies may stop parts of the website from working properly.',
            'Withdrawing your consent does not affect processing that took place before you withdrew it.',
          ],
        },
      },
      {
        _key: 'more',
        _type: 'textSection',
        heading: { th: 'ข้อมูลเพิ่มเติม', en: 'More information' },
        body: {
          th: [
            'ข้อมูลที่ได้จากคุกกี้ถือเป็นข้อมูลส่วนบุคคลในบางกรณี และได้รับการคุ้มครองตามประกาศความเป็นส่วนตัวของบริษัท หากมีคำถามเกี่ยวกับนโยบายนี้ โปรดติดต่อเจ้าหน้าที่คุ้มครองข้อมูลส่วนบุคคลทางอีเมล dpo@siamharvest.example',
          ],
          en: [
            'Cookie data can be personal data, and it is protected under our privacy notice. If you have questions about this policy, please contact our data protection officer at dpo@siamharvest.example.',
          ],
        },
      },
      {
        _key: 'privacy',
        _type: 'ctaSection',
        heading: { th: 'ประกาศความเป็นส่วนตัว', en: 'Privacy notice' },
        text: {
          th: 'อ่านวิธีที่เราคุ้มครองข้อมูลส่วนบุคคลของท่านและสิทธิของท่าน',
          en: 'Read how we protect your personal data and what your rights are.',
        },
        buttonLabel: { th: 'อ่านประกาศความเป็นส่วนตัว', en: 'Read the privacy notice' },
        path: '/privacy-notice',
      },
    ],
  },

  // ------------------------------------------------------------------------------------------
  // The editor-set parts of the investor overview; its calendar, documents and shareholders come
  // from their own documents. Figures agree with the 2025 results news and the business overview.
  {
    id: 'page-investors',
    _type: 'page',
    title: { th: 'ข้อมูลสำหรับนักลงทุน', en: 'Information for investors' },
    path: '/investors',
    area: 'investors',
    intro: {
      th: 'ข้อมูลสำคัญสำหรับผู้ถือหุ้นและนักลงทุนของสยามฮาร์เวสต์ ฟู้ดส์ (SET: SHF) ทั้งผลการดำเนินงาน งบการเงิน เงินปันผล ข้อมูลผู้ถือหุ้น และกำหนดการนักลงทุนสัมพันธ์',
      en: 'What shareholders and investors in Siam Harvest Foods (SET: SHF) need to know: our results, financial statements, dividends, shareholder information and the investor relations calendar.',
    },
    sections: [
      {
        _key: 'highlights',
        _type: 'statsSection',
        heading: { th: 'ข้อมูลทางการเงินที่สำคัญ', en: 'Financial highlights' },
        items: [
          {
            _key: 'sales',
            _type: 'stat',
            value: fy2025.revenue,
            label: { th: 'รายได้จากการขายปี 2568 (ล้านบาท)', en: '2025 sales (THB million)' },
          },
          {
            _key: 'netprofit',
            _type: 'stat',
            value: fy2025.netProfit,
            label: { th: 'กำไรสุทธิปี 2568 (ล้านบาท)', en: '2025 net profit (THB million)' },
          },
          {
            _key: 'eps',
            _type: 'stat',
            value: fy2025.eps,
            label: { th: 'กำไรต่อหุ้นปี 2568 (บาท)', en: '2025 earnings per share (THB)' },
          },
          {
            _key: 'dividend',
            _type: 'stat',
            value: fy2025.dividendPerShare,
            label: {
              th: 'เงินปันผลต่อหุ้นจากผลการดำเนินงานปี 2568 (บาท)',
              en: 'Dividend per share for 2025 (THB)',
            },
          },
          {
            _key: 'marketcap',
            _type: 'stat',
            value: '171,200',
            label: {
              th: 'มูลค่าหลักทรัพย์ตามราคาตลาด ณ 30 ธ.ค. 2568 (ล้านบาท)',
              en: 'Market capitalisation at 30 Dec 2025 (THB million)',
            },
          },
          {
            _key: 'freefloat',
            _type: 'stat',
            value: '56.30%',
            label: {
              th: 'สัดส่วนผู้ถือหุ้นรายย่อย (Free float) ณ 15 มี.ค. 2569',
              en: 'Free float at 15 Mar 2026',
            },
          },
        ],
      },
    ],
    seo: {
      title: {
        th: 'ข้อมูลสำหรับนักลงทุน | สยามฮาร์เวสต์ ฟู้ดส์',
        en: 'Information for investors | Siam Harvest Foods',
      },
      description: {
        th: 'ข้อมูลทางการเงินที่สำคัญ ปฏิทินนักลงทุนสัมพันธ์ งบการเงิน เงินปันผล และโครงสร้างผู้ถือหุ้นของสยามฮาร์เวสต์ ฟู้ดส์ (SHF)',
        en: 'Financial highlights, the IR calendar, financial statements, dividends and the shareholding structure of Siam Harvest Foods (SHF).',
      },
    },
  },
]
