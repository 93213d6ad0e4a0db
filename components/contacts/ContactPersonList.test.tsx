import { screen, within } from '@testing-library/react'
import type { ContactPerson } from '@/lib/contacts/contactPersons'
import { renderWithProviders } from '@/lib/testing/render'
import { ContactPersonList } from './ContactPersonList'

const both: ContactPerson = {
  _id: 'contact-a',
  name: 'Ms. Pimchanok Srisawat',
  role: 'Corporate Communications Manager',
  email: 'pimchanok.s@siamharvest.example',
  phone: '+66 2 000 8831',
  languages: ['th', 'en'],
}

const thaiOnly: ContactPerson = {
  _id: 'contact-b',
  name: 'นายธนวัฒน์ บุญมี',
  role: 'เจ้าหน้าที่สื่อสัมพันธ์',
  email: 'thanawat.b@siamharvest.example',
  phone: '+66 2 000 8832',
  languages: ['th'],
}

const cards = () => screen.getAllByTestId('contact-person')

/**
 * A card's e-mail and phone links, by their text. (jsdom's accessible name splits the address
 * at the `<wbr>`s ContactValue puts in it, so it is read from the text instead.)
 */
function links(card: HTMLElement) {
  const [email, phone, ...others] = within(card).getAllByRole('link')
  expect(others).toEqual([])
  return { email: email!, phone: phone! }
}

describe('ContactPersonList', () => {
  it('shows each contact with a mailto and a tel link and the languages they answer in (en)', () => {
    renderWithProviders(<ContactPersonList contacts={[both, thaiOnly]} />, 'en')
    const [first, second] = cards()
    expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent(both.name)
    expect(first).toHaveTextContent('Corporate Communications Manager')
    const { email, phone } = links(first!)
    expect(email).toHaveTextContent(both.email)
    expect(email).toHaveAttribute('href', 'mailto:pimchanok.s@siamharvest.example')
    expect(phone).toHaveTextContent(both.phone)
    expect(phone).toHaveAttribute('href', 'tel:+6620008831')
    expect(first).toHaveTextContent('Answers in Thai and English')
    expect(second).toHaveTextContent('Answers in Thai')
    expect(second).not.toHaveTextContent('English')
    expect(
      within(first!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['E-mail', 'Phone'])
  })

  it('labels the same in Thai, and marks a name shown in the other language (th)', () => {
    renderWithProviders(
      <ContactPersonList contacts={[{ ...both, nameLang: 'en', roleLang: 'en' }, thaiOnly]} />,
      'th',
    )
    const [first, second] = cards()
    expect(first).toHaveTextContent('ติดต่อได้ทั้งภาษาไทยและภาษาอังกฤษ')
    expect(second).toHaveTextContent('ติดต่อได้เป็นภาษาไทย')
    expect(
      within(first!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['อีเมล', 'โทรศัพท์'])
    // An English name on a Thai page says so, for screen readers' voice.
    expect(within(first!).getByRole('heading', { level: 3 })).toHaveAttribute('lang', 'en')
    expect(within(second!).getByRole('heading', { level: 3 })).not.toHaveAttribute('lang')
    expect(links(second!).email).toHaveAttribute('href', 'mailto:thanawat.b@siamharvest.example')
    expect(links(second!).phone).toHaveAttribute('href', 'tel:+6620008832')
  })

  it('renders nothing without contacts', () => {
    const { container } = renderWithProviders(<ContactPersonList contacts={[]} />, 'en')
    expect(container).toBeEmptyDOMElement()
  })
})
