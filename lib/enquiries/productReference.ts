// The reference is stored by the core service too (shared/enquiry.ts).
export { PRODUCT_NAME_MAX_LENGTH, type ProductReference } from '@/shared/enquiry'
