/**
 * The Studio schema for tests. Jest cannot load the `sanity` package (ES modules only), and the
 * schema modules need only its define* helpers, which return their argument unchanged.
 */
jest.mock('sanity', () => {
  const identity = <T>(definition: T) => definition
  return { defineType: identity, defineField: identity, defineArrayMember: identity }
})

// Required after the mock is registered (an import would be hoisted above it).
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const schemaTypes = (require('../../schemas') as typeof import('../../schemas')).schemaTypes
