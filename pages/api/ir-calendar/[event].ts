// One IR event as an .ics file: the same handler, with the event's id from the path.
export { default } from './index'
