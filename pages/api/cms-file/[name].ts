export { cmsFileRoute as default } from '@/lib/media/cmsFileRoute'
