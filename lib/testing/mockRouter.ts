import type { NextRouter } from 'next/router'

/** A Next router for component tests, at a given language and language-free path. */
export function mockRouter(locale: string, asPath: string, pathname = asPath): NextRouter {
  return {
    locale,
    asPath,
    pathname,
    route: pathname,
    query: {},
    basePath: '',
    isLocaleDomain: false,
    isReady: true,
    isFallback: false,
    isPreview: false,
    push: jest.fn(),
    replace: jest.fn(),
    reload: jest.fn(),
    back: jest.fn(),
    forward: jest.fn(),
    prefetch: jest.fn().mockResolvedValue(undefined),
    beforePopState: jest.fn(),
    events: { on: jest.fn(), off: jest.fn(), emit: jest.fn() },
  }
}
