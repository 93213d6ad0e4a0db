// The `clock 2031-11-27` jest project's setup (jest.config.ts): every test of the dated suites
// starts with the clock five years ahead. A test that sets its own clock is not moved by it; one
// that forgot to is, and fails where it would fail in 2031.
import { FIVE_YEARS_AHEAD, setClock } from './clock'

setClock(FIVE_YEARS_AHEAD)
