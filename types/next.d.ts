// Next's ambient types (CSS and image imports), for type-checking a fresh clone before the first
// build writes next-env.d.ts (which is git-ignored because it points into .next/).
/// <reference types="next" />
/// <reference types="next/image-types/global" />
