import { Box } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { AdminDrawer, type AdminDrawerState } from '@/components/admin/shell/AdminDrawer'
import {
  LAYOUT_PREFERENCES,
  THEME_PREFERENCES,
  type LayoutPreference,
  type ThemePreference,
} from '@/lib/admin/preferences/preferences'
import { useLayoutPreference, useThemePreference } from '@/lib/admin/preferences/usePreferences'
import { adminToaster } from '@/lib/toast/adminToaster'
import { PreferenceOptions } from './PreferenceOptions'
import { SignOutEverywhere } from './SignOutEverywhere'

/**
 * The console's settings: theme (light, dark, system) and layout (five). A choice applies at
 * once — everything reading the preference hooks re-renders — and is kept in localStorage.
 * Below them, the user's sessions: "sign out everywhere".
 */
export function SettingsDrawer(drawer: AdminDrawerState) {
  const { t } = useTranslation(['console', 'adminToasts'])
  const theme = useThemePreference()
  const { layout, setLayout } = useLayoutPreference()
  // A choice is stored the moment it is made: the toast says so, in the console's words.
  const saved = (title: string) =>
    adminToaster.create({ type: 'success', title, description: t('adminToasts:savedDescription') })
  const chooseTheme = (value: ThemePreference) => {
    theme.setPreference(value)
    saved(t('adminToasts:themeSaved', { choice: t(`settings.theme.${value}`) }))
  }
  const chooseLayout = (value: LayoutPreference) => {
    setLayout(value)
    saved(t('adminToasts:layoutSaved', { choice: t(`settings.layout.${value}`) }))
  }
  return (
    <AdminDrawer
      {...drawer}
      placement="end"
      title={t('settings.title')}
      description={t('settings.description')}
      closeLabel={t('settings.close')}
      data-testid="settings-drawer"
    >
      <Box display="grid" gap="6">
        <PreferenceOptions
          name="admin-theme"
          legend={t('settings.theme.legend')}
          value={theme.preference}
          onChange={chooseTheme}
          options={THEME_PREFERENCES.map((value) => ({
            value,
            label: t(`settings.theme.${value}`),
            hint:
              value === 'system'
                ? t('settings.theme.systemHint', { current: t(`settings.theme.${theme.resolved}`) })
                : undefined,
          }))}
        />
        <PreferenceOptions
          name="admin-layout"
          legend={t('settings.layout.legend')}
          value={layout}
          onChange={chooseLayout}
          options={LAYOUT_PREFERENCES.map((value) => ({
            value,
            label: t(`settings.layout.${value}`),
            hint: t(`settings.layout.${value}Hint`),
          }))}
        />
        <SignOutEverywhere />
      </Box>
    </AdminDrawer>
  )
}
