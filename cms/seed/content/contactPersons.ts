import type { ContactPersonDoc } from './types'

/**
 * The named contacts of the press room and the investor overview: two media-relations people
 * (one answering in Thai and English, one in Thai) and the head of investor relations. Direct
 * lines in the head office's range (+66 2 000 88xx, as its switchboard in settings.ts), mailboxes
 * on the company's domain as the site's other addresses.
 */
export const contactPersons: ContactPersonDoc[] = [
  {
    id: 'contact-pimchanok-srisawat',
    _type: 'contactPerson',
    name: { th: 'นางสาวพิมพ์ชนก ศรีสวัสดิ์', en: 'Ms. Pimchanok Srisawat' },
    role: { th: 'ผู้จัดการฝ่ายสื่อสารองค์กร', en: 'Corporate Communications Manager' },
    desk: 'media',
    email: 'pimchanok.s@siamharvest.example',
    phone: '+66 2 000 8831',
    languages: ['th', 'en'],
    order: 0,
  },
  {
    id: 'contact-thanawat-boonmee',
    _type: 'contactPerson',
    name: { th: 'นายธนวัฒน์ บุญมี', en: 'Mr. Thanawat Boonmee' },
    role: { th: 'เจ้าหน้าที่สื่อสัมพันธ์', en: 'Media Relations Officer' },
    desk: 'media',
    email: 'thanawat.b@siamharvest.example',
    phone: '+66 2 000 8832',
    languages: ['th'],
    order: 1,
  },
  {
    id: 'contact-kanthida-wongsawat',
    _type: 'contactPerson',
    name: { th: 'นางกานต์ธิดา วงศ์สวัสดิ์', en: 'Mrs. Kanthida Wongsawat' },
    role: { th: 'ผู้อำนวยการฝ่ายนักลงทุนสัมพันธ์', en: 'Head of Investor Relations' },
    desk: 'investor',
    email: 'kanthida.w@siamharvest.example',
    phone: '+66 2 000 8850',
    languages: ['th', 'en'],
    order: 0,
  },
]
