import { useTranslation } from '@/lib/i18n/useTranslation'
import { useId } from 'react'
import { css } from '@/styled-system/css'
import {
  CONSENT_CATEGORIES,
  type ConsentCategory,
  type ConsentSelection,
} from '@/lib/consent/consent'
import { ConsentSwitch } from './ConsentSwitch'

const styles = {
  list: css({ listStyleType: 'none', borderTopWidth: '1px', borderColor: 'border' }),
  item: css({ py: '3', borderBottomWidth: '1px', borderColor: 'border' }),
  row: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4' }),
  label: css({ fontWeight: 'semibold', cursor: 'pointer' }),
  control: css({ display: 'flex', alignItems: 'center', gap: '2' }),
  alwaysOn: css({ fontSize: 'sm', color: 'fg.muted', whiteSpace: 'nowrap' }),
  text: css({ mt: '1', fontSize: 'sm', color: 'fg.muted', maxW: 'prose' }),
}

interface ConsentCategoryListProps {
  selection: ConsentSelection
  onChange: (selection: ConsentSelection) => void
  disabled?: boolean
}

/** One row per category: its name, what it is for, and a switch (fixed on for `necessary`). */
export function ConsentCategoryList({ selection, onChange, disabled }: ConsentCategoryListProps) {
  const { t } = useTranslation('consent')
  const baseId = useId()
  const isOn = (category: ConsentCategory) =>
    category === 'necessary' ? true : selection[category]

  return (
    <ul className={styles.list}>
      {CONSENT_CATEGORIES.map((category) => {
        const switchId = `${baseId}-${category}`
        const textId = `${switchId}-text`
        const isNecessary = category === 'necessary'
        return (
          <li key={category} className={styles.item}>
            <div className={styles.row}>
              <label htmlFor={switchId} className={styles.label}>
                {t(`categories.${category}.title`)}
              </label>
              <div className={styles.control}>
                {isNecessary && <span className={styles.alwaysOn}>{t('categories.alwaysOn')}</span>}
                <ConsentSwitch
                  id={switchId}
                  checked={isOn(category)}
                  disabled={isNecessary || disabled}
                  describedBy={textId}
                  onChange={(checked) => {
                    if (category !== 'necessary') onChange({ ...selection, [category]: checked })
                  }}
                />
              </div>
            </div>
            <p id={textId} className={styles.text}>
              {t(`categories.${category}.text`)}
            </p>
          </li>
        )
      })}
    </ul>
  )
}
