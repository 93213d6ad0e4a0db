/**
 * The attribute that ties a text to its document and field for the visual-editing overlays,
 * from a preview's markers (lib/content/editMarkers.ts): `{ 'data-sanity': … }` in a preview,
 * `{}` otherwise, so a visitor's markup is exactly what it was without it.
 * `<h1 {...editable(product.edit?.name)}>`.
 */
export function editable(marker: string | undefined): { 'data-sanity'?: string } {
  return marker === undefined ? {} : { 'data-sanity': marker }
}
