/** The profile dialog's code (Chakra Dialog, focus trap), fetched on first use. */
export const loadProfileDialog = () => import('./ProfileDialog')
