export { exitPreviewRoute as default } from '@/lib/preview/exitPreviewRoute'
