/**
 * Next's build folder: `.next`, or NEXT_DIST_DIR so that two builds can sit side by side (say,
 * a developer's and a browser-test run's). A build tool setting, not the app's configuration:
 * next.config.ts builds into it, and /api/revalidate reads the build's route table from it.
 */
export const DIST_DIR = process.env.NEXT_DIST_DIR || '.next'
