export { cmsImageRoute as default } from '@/lib/media/cmsImageRoute'
