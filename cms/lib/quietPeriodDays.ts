// The quiet period's length in the site settings: the Studio's validation and the site's reading
// of the value share these (this module imports nothing, so the site does not load the schema).

/** Days of the quiet period before a results announcement when the settings leave it empty. */
export const DEFAULT_QUIET_PERIOD_DAYS = 14
/** The longest quiet period an editor can set, in days. */
export const MAX_QUIET_PERIOD_DAYS = 60
