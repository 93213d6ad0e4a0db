import { createDeliveryLog } from '../lib/enquiries/enquiryForwarder'
import { createLocalEnquiryStore } from '../lib/enquiries/localEnquiryStore'
import { signInAs } from './auth'
import { expect, test } from './fixtures'
import { expectNoSeriousA11yViolations } from './pageChecks'
import { CONTACT_FORM_TEXT } from './contactFormText'

// The browser signs in and sends enquiries: a visitor of its own to the rate limits.
test.use({ ownRateLimitAddress: true })

// Product enquiries (issue 16, item 3): from a product page to the contact form with the product
// chosen, sent, and shown with a link to its page in the console; in both languages.

const SLUG = 'skinless-chicken-breast'

const TEXT = {
  en: {
    ...CONTACT_FORM_TEXT.en,
    productName: 'Skinless Chicken Breast',
    enquire: 'Enquire about this product',
    product: 'Product',
    newTab: '(opens the product page in a new tab)',
  },
  th: {
    ...CONTACT_FORM_TEXT.th,
    productName: 'อกไก่ลอกหนัง',
    enquire: 'สอบถามเกี่ยวกับสินค้านี้',
    product: 'สินค้า',
    newTab: '(เปิดหน้าสินค้าในแท็บใหม่)',
  },
} as const

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts')
  return dir
}

for (const lang of ['th', 'en'] as const) {
  const text = TEXT[lang]

  test(`/${lang}: a product page's enquiry reaches the console with a link to the product`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/products/${SLUG}`)
    await page.getByRole('link', { name: text.enquire }).click()
    await expect(page).toHaveURL(`/${lang}/contact?topic=products&product=${SLUG}`)

    // The topic and the product are chosen; the product is shown with its picture.
    await expect(page.getByLabel(text.topic)).toHaveValue('products')
    const chosen = page.getByRole('group', { name: text.product })
    await expect(chosen).toContainText(text.productName)
    await expect(chosen.getByRole('img')).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    const marker = `Product enquiry ${lang} ${Date.now()}`
    await page.getByLabel(text.name, { exact: true }).fill('Araya Boonmee')
    await page.getByLabel(text.email, { exact: true }).fill('araya@example.com')
    await page.getByLabel(text.message, { exact: true }).fill(`${marker}: how long does it keep?`)
    await page.getByLabel(text.consent).check()
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/contact'))
    await page.getByRole('button', { name: text.submit }).click()
    const { id } = (await (await answered).json()) as { id: string }
    await expect(page.getByTestId('toast')).toContainText(text.success)

    // Kept with the enquiry as it was looked up, and delivered to the core service.
    const [record] = (await createLocalEnquiryStore(dataDir()).list()).filter((r) => r.id === id)
    expect(record?.product).toEqual({ id: `product-${SLUG}`, slug: SLUG, name: text.productName })
    await expect
      .poll(async () => (await createDeliveryLog(dataDir()).list()).some((d) => d.id === id))
      .toBe(true)

    await signInAs(page, 'admin', `/${lang}/admin/enquiries/${id}`)
    await expect(page.getByTestId('enquiry-message')).toContainText(marker)
    const link = page.getByTestId('enquiry-product-link')
    await expect(link).toHaveText(`${text.productName} ${text.newTab}`)
    await expect(link).toHaveAttribute('href', `/${lang}/products/${SLUG}`)
    await expect(link).toHaveAttribute('target', '_blank')
    await expectNoSeriousA11yViolations(page)
  })
}

test('/th/contact: the product can be taken out, and one that does not exist is left out with a note', async ({
  page,
}) => {
  await page.goto(`/th/contact?topic=products&product=${SLUG}`)
  const chosen = page.getByRole('group', { name: TEXT.th.product })
  await expect(chosen).toContainText(TEXT.th.productName)
  await chosen.getByRole('button', { name: `นำออก ${TEXT.th.productName} จากข้อความ` }).click()
  await expect(chosen).toHaveCount(0)
  await expect(page.getByTestId('enquiry-product-note')).toHaveText('ข้อความนี้ไม่ได้ระบุสินค้าแล้ว')
  await expect(page.getByLabel(TEXT.th.message, { exact: true })).toBeFocused()

  await page.goto('/th/contact?topic=products&product=no-such-product')
  await expect(page.getByTestId('enquiry-product-note')).toHaveText(
    'ไม่พบสินค้าที่ท่านเลือกมา ข้อความนี้จะส่งโดยไม่ระบุสินค้า',
  )
  await expect(page.getByRole('group', { name: TEXT.th.product })).toHaveCount(0)
  await expect(page.getByLabel(TEXT.th.topic)).toHaveValue('products')
})
