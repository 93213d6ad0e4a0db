// Panda's PostCSS plugin writes this app's stylesheet (styles.css) from panda.config.mjs. Next
// evaluates this file with the app's folder as the working directory, where Panda looks for
// its config (`__dirname` is a virtual path under Turbopack, so it is not used).
module.exports = {
  plugins: {
    '@pandacss/dev/postcss': {},
  },
}
