export { default } from '../../FloorDocument.jsx'
