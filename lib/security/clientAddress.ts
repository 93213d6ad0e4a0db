// The identity provider keys its throttle the same way (shared/clientAddress.ts).
export * from '@/shared/clientAddress'
