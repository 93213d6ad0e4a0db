import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { Lang } from '@/lib/i18n/lang'
import { TestTranslations } from '@/lib/testing/render'
import { HttpError, RequestError } from './request'
import { useRequestErrorText } from './useRequestErrorText'

function errorText(lang: Lang) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestTranslations lang={lang}>{children}</TestTranslations>
  )
  return renderHook(() => useRequestErrorText(), { wrapper }).result.current
}

const failures = {
  network: new RequestError('FETCH_ERROR', 'GET /api/search: the request failed'),
  timeout: new RequestError('TIMEOUT_ERROR', 'GET /api/search: no answer within 30000 ms'),
  parsing: new RequestError('PARSING_ERROR', 'GET /api/search: the answer is not JSON'),
  http: new HttpError(503, { message: 'down' }),
  other: new Error('boom'),
}

describe('useRequestErrorText', () => {
  it('gives each error class its own English sentence', () => {
    const text = errorText('en')
    expect(text(failures.network)).toBe(
      'We could not reach the server. Check your connection and try again.',
    )
    expect(text(failures.timeout)).toBe('The server took too long to answer. Please try again.')
    expect(text(failures.parsing)).toBe(
      'The server sent an answer we could not read. Please try again later.',
    )
    expect(text(failures.http)).toBe(
      'The server could not answer the request (error 503). Please try again later.',
    )
    expect(text(failures.other)).toBe('Something went wrong. Please try again.')
  })

  it('says the same in Thai', () => {
    const text = errorText('th')
    expect(text(failures.network)).toBe('ไม่สามารถติดต่อเซิร์ฟเวอร์ได้ กรุณาตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง')
    expect(text(failures.timeout)).toBe('เซิร์ฟเวอร์ใช้เวลาตอบนานเกินไป กรุณาลองอีกครั้ง')
    expect(text(failures.parsing)).toBe('ไม่สามารถอ่านคำตอบจากเซิร์ฟเวอร์ได้ กรุณาลองใหม่ภายหลัง')
    expect(text(failures.http)).toBe('เซิร์ฟเวอร์ไม่สามารถตอบคำขอได้ (ข้อผิดพลาด 503) กรุณาลองใหม่ภายหลัง')
  })
})
