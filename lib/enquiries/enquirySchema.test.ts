/**
 * @jest-environment node
 */
import { enquiryMessage } from './enquiryMessages'
import { checkEnquiry, ENQUIRY_FIELDS, ENQUIRY_TOPICS } from '@/shared/enquirySchema'

const valid = {
  name: 'Jane Smith',
  email: 'jane@example.com',
  phone: '',
  company: '',
  topic: 'products',
  message: 'Please send me your price list for frozen chicken.',
  consent: true,
}

const errorsOf = (input: object) => {
  const result = checkEnquiry(input)
  return result.ok ? {} : result.fieldErrors
}

describe('the enquiry schema', () => {
  it('accepts Thai and English names, trimmed, and drops blank optional fields', () => {
    const thai = checkEnquiry({ ...valid, name: '  สมหญิง รักดี  ', message: ' สอบถามราคาส่งไข่ไก่ครับ ' })
    expect(thai).toEqual({
      ok: true,
      enquiry: {
        name: 'สมหญิง รักดี',
        email: 'jane@example.com',
        topic: 'products',
        message: 'สอบถามราคาส่งไข่ไก่ครับ',
        consent: true,
      },
    })
    expect(checkEnquiry({ ...valid, name: "Anne-Marie O'Neil" }).ok).toBe(true)
  })

  it('needs a name of at most 100 characters', () => {
    expect(errorsOf({ ...valid, name: '   ' })).toEqual({ name: 'form.errors.name.required' })
    expect(errorsOf({ ...valid, name: 'ก'.repeat(100) })).toEqual({})
    expect(errorsOf({ ...valid, name: 'ก'.repeat(101) })).toEqual({
      name: 'form.errors.name.tooLong',
    })
  })

  it.each(['jane', 'jane@', '@example.com', 'jane@example', 'jane smith@example.com'])(
    'refuses the e-mail address %p',
    (email) => {
      expect(errorsOf({ ...valid, email })).toEqual({ email: 'form.errors.email.invalid' })
    },
  )

  it('says an empty e-mail is missing, not malformed', () => {
    expect(errorsOf({ ...valid, email: ' ' })).toEqual({ email: 'form.errors.email.required' })
  })

  it('needs a message of 10 to 2000 characters', () => {
    expect(errorsOf({ ...valid, message: '' })).toEqual({ message: 'form.errors.message.required' })
    expect(errorsOf({ ...valid, message: ' too short ' })).toEqual({
      message: 'form.errors.message.tooShort',
    })
    expect(errorsOf({ ...valid, message: 'x'.repeat(2000) })).toEqual({})
    expect(errorsOf({ ...valid, message: 'x'.repeat(2001) })).toEqual({
      message: 'form.errors.message.tooLong',
    })
  })

  it('needs consent: missing, false or "true" are all refused', () => {
    const withoutConsent: Partial<typeof valid> = { ...valid }
    delete withoutConsent.consent
    expect(errorsOf(withoutConsent)).toEqual({ consent: 'form.errors.consent.required' })
    expect(errorsOf({ ...valid, consent: false })).toEqual({
      consent: 'form.errors.consent.required',
    })
    expect(errorsOf({ ...valid, consent: 'true' })).toEqual({
      consent: 'form.errors.consent.required',
    })
  })

  it.each(['+66 2 000 8800', '081-234-5678', '0812345678', '+84 28 0000 2525'])(
    'accepts the phone number %p',
    (phone) => {
      expect(checkEnquiry({ ...valid, phone })).toMatchObject({ ok: true, enquiry: { phone } })
    },
  )

  it.each(['12345', '08x-123-4567', '(02) 000 8800', '+66--2000-8800', '1'.repeat(16)])(
    'refuses the phone number %p',
    (phone) => {
      expect(errorsOf({ ...valid, phone })).toEqual({ phone: 'form.errors.phone.invalid' })
    },
  )

  it('keeps an optional company of at most 150 characters', () => {
    expect(checkEnquiry({ ...valid, company: ' Siam Foods Co., Ltd. ' })).toMatchObject({
      enquiry: { company: 'Siam Foods Co., Ltd.' },
    })
    expect(errorsOf({ ...valid, company: 'c'.repeat(151) })).toEqual({
      company: 'form.errors.company.tooLong',
    })
  })

  it('knows the topics and refuses others', () => {
    for (const topic of ENQUIRY_TOPICS) expect(checkEnquiry({ ...valid, topic }).ok).toBe(true)
    expect(errorsOf({ ...valid, topic: '' })).toEqual({ topic: 'form.errors.topic.required' })
    expect(errorsOf({ ...valid, topic: 'pizza' })).toEqual({ topic: 'form.errors.topic.required' })
  })

  // Every refusal is a key both languages translate: a bare zod message ("expected string,
  // received number") had no text, and the API answered a phone number sent as a number
  // with 500.
  it.each(ENQUIRY_FIELDS)('answers any JSON value in %s with a translated message', (field) => {
    for (const value of [12345678, 0, true, null, [], ['a'], {}, { $ne: null }, 'x'.repeat(5000)]) {
      const errors = errorsOf({ ...valid, [field]: value }) as Record<string, string>
      for (const key of Object.values(errors)) {
        expect(key).toMatch(/^form\.errors\./)
        expect(() => enquiryMessage('th', key)).not.toThrow()
        expect(() => enquiryMessage('en', key)).not.toThrow()
      }
    }
    expect(errorsOf({ ...valid, phone: 12345678 })).toEqual({ phone: 'form.errors.phone.invalid' })
    expect(errorsOf({ ...valid, company: ['a'] })).toEqual({
      company: 'form.errors.company.invalid',
    })
  })

  it('takes an optional product slug, blank meaning none', () => {
    expect(checkEnquiry({ ...valid, product: ' jasmine-rice-5-kg ' })).toMatchObject({
      ok: true,
      enquiry: { product: 'jasmine-rice-5-kg' },
    })
    const blank = checkEnquiry({ ...valid, product: '' })
    expect(blank).toMatchObject({ ok: true, enquiry: { product: undefined } })
    for (const product of ['Jasmine Rice', 'rice--5', '-rice', '../etc', 'a'.repeat(97)]) {
      expect(errorsOf({ ...valid, product })).toEqual({ product: 'form.errors.product.invalid' })
    }
  })

  it('reports the first problem of every field, and only fields', () => {
    expect(errorsOf({ name: 42, website: 'x' })).toEqual({
      name: 'form.errors.name.required',
      email: 'form.errors.email.required',
      topic: 'form.errors.topic.required',
      message: 'form.errors.message.required',
      consent: 'form.errors.consent.required',
    })
  })
})
