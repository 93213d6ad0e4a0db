import config from '../../next-i18next.config.js'

/** Next's i18n routing and next-i18next share this; it lives in the root next-i18next.config.js. */
export const i18nConfig = config
