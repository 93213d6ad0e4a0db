/**
 * @jest-environment node
 */
import { resolveExportAssets } from './exportAssets'

const image = 'image@file://./images/0a1b2c3d4e-744x744.webp'
const file = 'file@file://./files/99ff00aa.pdf'

describe('resolveExportAssets', () => {
  const manifest = {
    'images/0a1b2c3d4e-744x744.webp': {
      width: 744,
      height: 744,
      lqip: 'data:image/webp;base64,AAAA',
      size: 12345,
      mimeType: 'image/webp',
      originalFilename: 'chicken.webp',
      creditLine: 'Fluent Emoji Flat © Microsoft, MIT',
      source: {
        name: 'fluent-emoji-flat',
        id: '@iconify-json/fluent-emoji-flat@1.2.6',
        url: 'https://github.com/microsoft/fluentui-emoji',
      },
    },
    'files/99ff00aa.pdf': {
      size: 2048,
      mimeType: 'application/pdf',
      originalFilename: 'q1-2025.pdf',
      creditLine: 'Made for the Siam Harvest Foods website (own work)',
    },
  }

  const documents = [
    {
      _id: 'product-a',
      _type: 'product',
      heroImage: { _type: 'image', _sanityAsset: image, alt: { th: 'ไก่', en: 'Chicken' } },
      gallery: [{ _key: 'g1', _type: 'image', _sanityAsset: image }],
    },
    { _id: 'doc-a', _type: 'investorDocument', file: { _type: 'file', _sanityAsset: file } },
  ]

  const resolved = resolveExportAssets(documents, manifest)

  it('turns pointers into asset references, keeping the rest of the field', () => {
    expect(resolved[0]).toEqual({
      _id: 'product-a',
      _type: 'product',
      heroImage: {
        _type: 'image',
        alt: { th: 'ไก่', en: 'Chicken' },
        asset: { _type: 'reference', _ref: 'image-0a1b2c3d4e-744x744-webp' },
      },
      gallery: [
        {
          _key: 'g1',
          _type: 'image',
          asset: { _type: 'reference', _ref: 'image-0a1b2c3d4e-744x744-webp' },
        },
      ],
    })
  })

  it('adds one asset document per binary, with the manifest metadata', () => {
    const imageAsset = resolved.find((doc) => doc._id === 'image-0a1b2c3d4e-744x744-webp')
    expect(imageAsset).toMatchObject({
      _type: 'sanity.imageAsset',
      url: '/api/cms-image/images/embedded/production/0a1b2c3d4e-744x744.webp',
      metadata: {
        dimensions: { width: 744, height: 744, aspectRatio: 1 },
        lqip: 'data:image/webp;base64,AAAA',
      },
    })
    const fileAsset = resolved.find((doc) => doc._id === 'file-99ff00aa-pdf')
    expect(fileAsset).toMatchObject({
      _type: 'sanity.fileAsset',
      url: '/api/cms-file/99ff00aa.pdf',
      size: 2048,
      originalFilename: 'q1-2025.pdf',
    })
    expect(resolved).toHaveLength(4)
  })

  it("puts each binary's credit line and source on its asset document, as Sanity keeps them", () => {
    const imageAsset = resolved.find((doc) => doc._id === 'image-0a1b2c3d4e-744x744-webp')
    expect(imageAsset).toMatchObject({
      creditLine: 'Fluent Emoji Flat © Microsoft, MIT',
      source: {
        _type: 'sanity.assetSourceData',
        name: 'fluent-emoji-flat',
        id: '@iconify-json/fluent-emoji-flat@1.2.6',
        url: 'https://github.com/microsoft/fluentui-emoji',
      },
    })
    // Our own work has a credit line and no source, as an upload from the Studio has none.
    const fileAsset = resolved.find((doc) => doc._id === 'file-99ff00aa-pdf')
    expect(fileAsset).toMatchObject({
      creditLine: 'Made for the Siam Harvest Foods website (own work)',
    })
    expect(fileAsset).not.toHaveProperty('source')
  })
})
