import type { MenuSectionDoc } from './types'

/**
 * The top-menu panels, ported from the original dataset (ids, keys and paths are relied on by the
 * app's tests). `_id` is explicit because the schema has a field named `id`. Each section's topic
 * is its top-menu label (spec point 2) and each entry's label its page's heading: a section with
 * one page (products, news), or a top-menu entry with a page of its own (PRODUCTS, CONTACT), is
 * reached straight from the top menu, so that page is named as the top menu names it
 * (lib/navigation/menuConsistency.test.ts holds them together).
 */
export const menuSections: MenuSectionDoc[] = [
  {
    _id: 'menuSection-company',
    _type: 'menuSection',
    id: 'company',
    order: 1,
    topic: {
      th: 'เกี่ยวกับเรา',
      en: 'About us',
    },
    path: '/about/business-overview',
    desc: {
      th: 'กว่าเจ็ดทศวรรษแห่งการส่งมอบอาหารให้คนไทย ทำความรู้จักตัวตน คุณค่าที่เรายึดถือ และผู้นำของเรา',
      en: 'Seven decades of feeding Thailand: who we are, what we stand for and the people who lead us.',
    },
    buttonName: {
      th: 'ทำความรู้จักเรา',
      en: 'Learn more about us',
    },
    subMenuList: [
      {
        _key: 'aboutbusines1',
        _type: 'subMenu',
        mainTopic: {
          th: 'ภาพรวมธุรกิจ',
          en: 'Business overview',
        },
        path: '/about/business-overview',
      },
      {
        _key: 'aboutcommitm2',
        _type: 'subMenu',
        mainTopic: {
          th: 'วิสัยทัศน์ พันธกิจ และค่านิยม',
          en: 'Vision, mission and values',
        },
        path: '/about/commitment',
      },
      {
        _key: 'aboutmilesto3',
        _type: 'subMenu',
        mainTopic: {
          th: 'พัฒนาการที่สำคัญ',
          en: 'Milestones',
        },
        path: '/about/milestones',
      },
      {
        _key: 'aboutleaders6',
        _type: 'subMenu',
        mainTopic: {
          th: 'ผู้นำองค์กร',
          en: 'Leadership',
        },
        path: '/about/leadership',
        innerTopic: [
          {
            _key: 'aboutboardof4',
            _type: 'innerTopic',
            topic: {
              th: 'คณะกรรมการบริษัท',
              en: 'Board of directors',
            },
            path: '/about/board-of-director',
          },
          {
            _key: 'aboutexecuti5',
            _type: 'innerTopic',
            topic: {
              th: 'คณะผู้บริหาร',
              en: 'Executives',
            },
            path: '/about/executives',
          },
        ],
      },
      {
        _key: 'aboutawards7',
        _type: 'subMenu',
        mainTopic: {
          th: 'รางวัลแห่งความภาคภูมิใจ',
          en: 'Awards and recognition',
        },
        path: '/about/awards',
      },
    ],
  },
  {
    _id: 'menuSection-products',
    _type: 'menuSection',
    id: 'products',
    order: 2,
    topic: {
      th: 'ผลิตภัณฑ์',
      en: 'Products',
    },
    path: '/product-list',
    desc: {
      th: 'เนื้อสัตว์สด ไข่ อาหารพร้อมรับประทาน อาหารจากพืช และขนมสัตว์เลี้ยงจากแบรนด์ของเรา ผลิตภายใต้มาตรฐานความปลอดภัยอาหารเดียวกัน',
      en: 'Fresh meat, eggs, ready meals, plant-based food and pet snacks from our brands, made to the same food-safety standard.',
    },
    buttonName: {
      th: 'ดูผลิตภัณฑ์ทั้งหมด',
      en: 'See all products',
    },
    subMenuList: [
      {
        _key: 'productlist8',
        _type: 'subMenu',
        mainTopic: {
          th: 'ผลิตภัณฑ์',
          en: 'Products',
        },
        path: '/product-list',
        subPath: '/products/',
      },
    ],
  },
  {
    _id: 'menuSection-business',
    _type: 'menuSection',
    id: 'business',
    order: 3,
    topic: {
      th: 'ธุรกิจ',
      en: 'Business',
    },
    path: '/business',
    desc: {
      th: 'ห้าสายธุรกิจตั้งแต่ฟาร์มถึงโต๊ะอาหาร ได้แก่ เนื้อสัตว์สด อาหารแปรรูป ร้านอาหาร อาหารสัตว์เลี้ยง และผลิตภัณฑ์ที่ไม่ใช่เนื้อสัตว์',
      en: 'Five business lines from farm to table: fresh meat, processed food, restaurants, pet food and non-meat products.',
    },
    buttonName: {
      th: 'สำรวจธุรกิจของเรา',
      en: 'Explore our business',
    },
    subMenuList: [
      {
        _key: 'business9',
        _type: 'subMenu',
        mainTopic: {
          th: 'สายธุรกิจทั้งหมด',
          en: 'All business lines',
        },
        path: '/business',
      },
      {
        _key: 'businessfresa',
        _type: 'subMenu',
        mainTopic: {
          th: 'เนื้อสัตว์สด',
          en: 'Fresh meat',
        },
        path: '/business/fresh-meat',
      },
      {
        _key: 'businessprocb',
        _type: 'subMenu',
        mainTopic: {
          th: 'อาหารแปรรูป',
          en: 'Processed food',
        },
        path: '/business/processed-food',
      },
      {
        _key: 'businessrestc',
        _type: 'subMenu',
        mainTopic: {
          th: 'ธุรกิจร้านอาหาร',
          en: 'Restaurants',
        },
        path: '/business/restaurant',
      },
      {
        _key: 'businesspetfd',
        _type: 'subMenu',
        mainTopic: {
          th: 'อาหารสัตว์เลี้ยง',
          en: 'Pet food',
        },
        path: '/business/pet-food',
      },
      {
        _key: 'businessnonme',
        _type: 'subMenu',
        mainTopic: {
          th: 'ผลิตภัณฑ์ที่ไม่ใช่เนื้อสัตว์',
          en: 'Non-meat products',
        },
        path: '/business/non-meat-product',
      },
    ],
  },
  {
    _id: 'menuSection-sustainability',
    _type: 'menuSection',
    id: 'sustainability',
    order: 4,
    topic: {
      th: 'ความยั่งยืน',
      en: 'Sustainability',
    },
    path: '/sustainability/sustainability-development',
    desc: {
      th: 'การกำกับดูแลกิจการที่ดี และการเติบโตอย่างรับผิดชอบต่อเกษตรกร ชุมชน และโลก',
      en: 'How we govern the company and grow responsibly for farmers, communities and the planet.',
    },
    buttonName: {
      th: 'แนวทางความยั่งยืนของเรา',
      en: 'Our sustainability approach',
    },
    subMenuList: [
      {
        _key: 'governancef',
        _type: 'subMenu',
        mainTopic: {
          th: 'การกำกับดูแลกิจการ',
          en: 'Corporate governance',
        },
        path: '/governance',
      },
      {
        _key: 'sustainabilig',
        _type: 'subMenu',
        mainTopic: {
          th: 'การพัฒนาที่ยั่งยืน',
          en: 'Sustainable development',
        },
        path: '/sustainability/sustainability-development',
      },
    ],
  },
  {
    _id: 'menuSection-investor',
    _type: 'menuSection',
    id: 'investor',
    order: 5,
    topic: {
      th: 'ข้อมูลสำหรับนักลงทุน',
      en: 'Information for investors',
    },
    path: '/investors',
    desc: {
      th: 'งบการเงิน เงินปันผล ข้อมูลผู้ถือหุ้น และปฏิทินนักลงทุนสัมพันธ์',
      en: 'Financial statements, dividends, shareholder information and the IR calendar.',
    },
    buttonName: {
      th: 'ไปที่ข้อมูลสำหรับนักลงทุน',
      en: 'Go to information for investors',
    },
    subMenuList: [
      {
        _key: 'investorsh',
        _type: 'subMenu',
        mainTopic: {
          th: 'ข้อมูลสำหรับนักลงทุน',
          en: 'Information for investors',
        },
        path: '/investors',
      },
      {
        _key: 'investorsfink',
        _type: 'subMenu',
        mainTopic: {
          th: 'ข้อมูลทางการเงิน',
          en: 'Financial information',
        },
        path: '/investors/financial-statements',
        innerTopic: [
          {
            _key: 'investorsfini',
            _type: 'innerTopic',
            topic: {
              th: 'งบการเงิน',
              en: 'Financial statements',
            },
            path: '/investors/financial-statements',
          },
          {
            _key: 'investorsfhig',
            _type: 'innerTopic',
            topic: {
              th: 'ข้อมูลทางการเงินที่สำคัญ',
              en: 'Financial highlights',
            },
            path: '/investors/financial-highlights',
          },
          {
            _key: 'investorsrepj',
            _type: 'innerTopic',
            topic: {
              th: 'แบบ 56-1 One Report',
              en: 'One Report (Form 56-1)',
            },
            path: '/investors/report-56-1',
          },
        ],
      },
      {
        _key: 'investorsshao',
        _type: 'subMenu',
        mainTopic: {
          th: 'ข้อมูลผู้ถือหุ้น',
          en: 'Shareholder information',
        },
        path: '/investors/shareholders-structure',
        innerTopic: [
          {
            _key: 'investorsdivl',
            _type: 'innerTopic',
            topic: {
              th: 'เงินปันผล',
              en: 'Dividends',
            },
            path: '/investors/dividend',
          },
          {
            _key: 'investorssham',
            _type: 'innerTopic',
            topic: {
              th: 'โครงสร้างผู้ถือหุ้น',
              en: 'Shareholding structure',
            },
            path: '/investors/shareholders-structure',
          },
          {
            _key: 'investorsshan',
            _type: 'innerTopic',
            topic: {
              th: 'การประชุมผู้ถือหุ้น',
              en: "Shareholders\' meetings",
            },
            path: '/investors/shareholders-meeting',
          },
        ],
      },
      {
        _key: 'investorstool',
        _type: 'subMenu',
        mainTopic: {
          th: 'เครื่องคำนวณการลงทุน',
          en: 'Investment calculator',
        },
        path: '/investors/investment-calculator',
      },
    ],
  },
  {
    _id: 'menuSection-publish',
    _type: 'menuSection',
    id: 'publish',
    order: 6,
    topic: {
      th: 'ศูนย์ข่าว',
      en: 'Media center',
    },
    path: '/corporate/news',
    desc: {
      th: 'ข่าวสาร ข่าวประชาสัมพันธ์ กิจกรรมของบริษัท และผู้ติดต่อสำหรับสื่อมวลชน',
      en: 'Company news, press releases and activities, and contacts for the press.',
    },
    buttonName: {
      th: 'อ่านข่าวล่าสุด',
      en: 'Read the latest news',
    },
    subMenuList: [
      {
        _key: 'corporatenewp',
        _type: 'subMenu',
        mainTopic: {
          th: 'ศูนย์ข่าว',
          en: 'Media center',
        },
        path: '/corporate/news',
        subPath: '/news/',
      },
      {
        _key: 'corporatepress',
        _type: 'subMenu',
        mainTopic: {
          th: 'สำหรับสื่อมวลชน',
          en: 'Press room',
        },
        path: '/corporate/press',
      },
    ],
  },
  {
    _id: 'menuSection-contact',
    _type: 'menuSection',
    id: 'contact',
    order: 7,
    topic: {
      th: 'ติดต่อเรา',
      en: 'Contact',
    },
    path: '/contact',
    desc: {
      th: 'สำนักงานใหญ่ สถานประกอบการ และแบบฟอร์มสอบถามสำหรับลูกค้า คู่ค้า และสื่อมวลชน',
      en: 'Head office, sites and an enquiry form for customers, partners and the press.',
    },
    buttonName: {
      th: 'ติดต่อเรา',
      en: 'Get in touch',
    },
    subMenuList: [
      {
        _key: 'contactq',
        _type: 'subMenu',
        mainTopic: {
          th: 'ติดต่อเรา',
          en: 'Contact',
        },
        path: '/contact',
      },
      {
        _key: 'privacynoticr',
        _type: 'subMenu',
        mainTopic: {
          th: 'ประกาศความเป็นส่วนตัว',
          en: 'Privacy notice',
        },
        path: '/privacy-notice',
      },
      {
        _key: 'cookiess',
        _type: 'subMenu',
        mainTopic: {
          th: 'นโยบายคุกกี้',
          en: 'Cookie policy',
        },
        path: '/cookies',
      },
    ],
  },
]
