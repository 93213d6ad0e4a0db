/** The contact form's labels and its answer on success, as a visitor reads them in each language. */
export const CONTACT_FORM_TEXT = {
  en: {
    name: 'Full name',
    email: 'E-mail',
    topic: 'Topic',
    message: 'Message',
    consent: /I consent to/,
    submit: 'Send enquiry',
    success: 'Thank you, we have received your enquiry',
  },
  th: {
    name: 'ชื่อ-นามสกุล',
    email: 'อีเมล',
    topic: 'หัวข้อที่สอบถาม',
    message: 'ข้อความ',
    consent: /ข้าพเจ้ายินยอม/,
    submit: 'ส่งข้อความ',
    success: 'ขอบคุณ เราได้รับข้อความของท่านแล้ว',
  },
} as const
