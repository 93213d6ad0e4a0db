// The form's rules are shared with the core service, which stores the enquiries.
export * from '@/shared/enquirySchema'
