import { defineQuery } from 'groq'

/**
 * What a Thai line must not end inside (lib/typography): the Thai names of the people and
 * companies the site shows, the company's own names, and the editors' list of compounds
 * (site settings, "Thai words kept whole on one line").
 */
export const lineBreakWordsQuery = defineQuery(`{
  "names": *[_type in ["person", "brand", "shareholder", "reseller"]].name.th,
  "settings": *[_type == "siteSettings"][0] {
    "siteName": siteName.th,
    "legalName": legalName.th,
    lineBreakWords
  }
}`)
