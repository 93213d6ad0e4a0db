export { healthRoute as default } from '@/lib/health/healthRoute'
