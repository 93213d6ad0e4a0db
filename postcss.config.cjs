// Panda CSS writes the build-time stylesheet (lib/theme/styles.css) from the code it reads.
// This replaces Next's default PostCSS setup, whose flexbox and preset-env fixes are for
// browsers the site does not support.
module.exports = {
  plugins: {
    '@pandacss/dev/postcss': {},
  },
}
