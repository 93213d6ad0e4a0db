import { Box } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { AdminDrawer, type AdminDrawerState } from '@/components/admin/shell/AdminDrawer'
import { LAYOUT_PREFERENCES, THEME_PREFERENCES } from '@/lib/admin/preferences/preferences'
import { useLayoutPreference, useThemePreference } from '@/lib/admin/preferences/usePreferences'
import { PreferenceOptions } from './PreferenceOptions'
import { SignOutEverywhere } from './SignOutEverywhere'

/**
 * The console's settings: theme (light, dark, system) and layout (five). A choice applies at
 * once — everything reading the preference hooks re-renders — and is kept in localStorage.
 * Below them, the user's sessions: "sign out everywhere".
 */
export function SettingsDrawer(drawer: AdminDrawerState) {
  const { t } = useTranslation('console')
  const theme = useThemePreference()
  const { layout, setLayout } = useLayoutPreference()
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
          onChange={theme.setPreference}
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
          onChange={setLayout}
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
