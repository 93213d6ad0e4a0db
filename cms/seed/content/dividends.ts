import type { DividendDoc } from './types'

const dividend = (
  fiscalYear: number,
  type: DividendDoc['type'],
  amountPerShare: number,
  xdDate: DividendDoc['xdDate'],
  recordDate: DividendDoc['recordDate'],
  paymentDate: DividendDoc['paymentDate'],
): DividendDoc => ({
  id: `dividend-${fiscalYear}-${type}`,
  _type: 'dividend',
  fiscalYear,
  type,
  amountPerShare,
  xdDate,
  recordDate,
  paymentDate,
})

/**
 * Dividends in THB a share. Interim dividends go XD in late August of the same year; annual
 * (final) dividends are approved at the AGM in late April of the next year and go XD in May.
 * The record date is one business day after XD; payment about two weeks later.
 */
export const dividends: DividendDoc[] = [
  dividend(2020, 'interim', 0.25, '2020-08-26', '2020-08-27', '2020-09-11'),
  dividend(2020, 'annual', 0.45, '2021-05-06', '2021-05-07', '2021-05-21'),
  dividend(2021, 'interim', 0.3, '2021-08-25', '2021-08-26', '2021-09-10'),
  dividend(2021, 'annual', 0.5, '2022-05-05', '2022-05-06', '2022-05-20'),
  dividend(2022, 'interim', 0.35, '2022-08-24', '2022-08-25', '2022-09-09'),
  dividend(2022, 'annual', 0.55, '2023-05-09', '2023-05-10', '2023-05-24'),
  dividend(2023, 'interim', 0.3, '2023-08-23', '2023-08-24', '2023-09-08'),
  dividend(2023, 'annual', 0.5, '2024-05-08', '2024-05-09', '2024-05-24'),
  dividend(2024, 'interim', 0.35, '2024-08-28', '2024-08-29', '2024-09-13'),
  dividend(2024, 'annual', 0.6, '2025-05-07', '2025-05-08', '2025-05-23'),
  dividend(2025, 'interim', 0.4, '2025-08-27', '2025-08-28', '2025-09-12'),
  dividend(2025, 'annual', 0.65, '2026-05-06', '2026-05-07', '2026-05-22'),
  dividend(2026, 'interim', 0.45, '2026-08-26', '2026-08-27', '2026-09-11'),
]
