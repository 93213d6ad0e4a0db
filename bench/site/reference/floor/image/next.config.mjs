export { default } from '../../nextConfig.mjs'
