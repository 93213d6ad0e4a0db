/**
 * The company's results as it announced them, quarter by quarter (THB million, consolidated):
 * the one source of every figure the dataset prints. The financial years, the results news, the
 * investor pages, the statements and the One Report are all worked out from these
 * (./financialStatements.ts), never typed again.
 *
 * Sales grow into the fourth quarter (the year-end festive season and export orders); profit
 * follows feed and energy costs: 2023's first half carried high feed prices, 2024 recovered with
 * domestic pork prices.
 */
export interface AnnouncedQuarter {
  year: number
  quarter: 1 | 2 | 3 | 4
  revenue: number
  grossProfit: number
  ebitda: number
  netProfit: number
}

const announced = (
  year: number,
  quarter: AnnouncedQuarter['quarter'],
  revenue: number,
  grossProfit: number,
  ebitda: number,
  netProfit: number,
): AnnouncedQuarter => ({ year, quarter, revenue, grossProfit, ebitda, netProfit })

export const announcedQuarters: readonly AnnouncedQuarter[] = [
  announced(2021, 1, 28_240, 4_980, 4_000, 2_450),
  announced(2021, 2, 28_950, 5_200, 4_280, 2_660),
  announced(2021, 3, 30_130, 5_410, 4_450, 2_730),
  announced(2021, 4, 31_320, 5_530, 4_520, 2_800),
  announced(2022, 1, 31_490, 5_730, 4_650, 2_900),
  announced(2022, 2, 32_280, 5_850, 4_730, 2_950),
  announced(2022, 3, 33_190, 5_890, 4_710, 2_920),
  announced(2022, 4, 34_240, 6_010, 4_830, 2_990),
  announced(2023, 1, 32_690, 5_440, 4_140, 2_420),
  announced(2023, 2, 33_220, 5_580, 4_280, 2_530),
  announced(2023, 3, 33_900, 5_880, 4_600, 2_760),
  announced(2023, 4, 34_700, 5_970, 4_590, 2_740),
  announced(2024, 1, 34_300, 6_430, 4_820, 2_960),
  announced(2024, 2, 35_010, 6_640, 5_070, 3_170),
  announced(2024, 3, 36_000, 6_830, 5_230, 3_230),
  announced(2024, 4, 37_000, 7_000, 5_310, 3_324),
  announced(2025, 1, 36_980, 7_140, 5_380, 3_230),
  announced(2025, 2, 37_420, 7_300, 5_520, 3_310),
  announced(2025, 3, 38_360, 7_460, 5_700, 3_620),
  announced(2025, 4, 39_100, 7_710, 5_880, 3_790),
  announced(2026, 1, 38_940, 7_560, 5_690, 3_480),
  announced(2026, 2, 39_780, 7_760, 5_850, 3_620),
  announced(2026, 3, 40_620, 7_990, 6_020, 3_810),
]

/** The fourth quarter of 2020, whose year end opens the statements. */
export const openingQuarter = { revenue: 27_900, grossProfit: 4_880, equity: 78_860 }

/** Ordinary shares issued and paid up, par THB 1; THB 20,000 million paid in with the premium. */
export const PAID_UP_SHARES = 8_000_000_000
export const PAID_IN_CAPITAL = 20_000
