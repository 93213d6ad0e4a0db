// Loaded by LazyMotion after first paint, so animation code is not part of a page's first load.
export { domAnimation as default } from 'framer-motion'
