export { previewRoute as default } from '@/lib/preview/previewRoute'
