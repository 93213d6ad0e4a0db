export { default } from '../../FloorApp.jsx'
