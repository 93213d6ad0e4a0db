// The slug rule is shared with the core service, which checks an enquiry's product.
export { SLUG_MAX_LENGTH, SLUG_PATTERN, isSlug } from '@/shared/slug'
