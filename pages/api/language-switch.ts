export { languageSwitchRoute as default } from '@/lib/navigation/languageSwitchRoute'
