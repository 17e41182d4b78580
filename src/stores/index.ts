// Everything the screens and elements need from the stores. (The router lives beside these in
// router.ts and is imported from there.)
export {
  $canUser,
  $hasCapability,
  canEditCss,
  canUser,
  hasCapability,
  type PermissionAction,
  type PermissionResource,
  resetPermissions,
} from './capabilities';
export { $currentUser, type CurrentUser, loadCurrentUser, resetCurrentUser } from './current-user';
export * from './entities';
export {
  $notices,
  createErrorNotice,
  createInfoNotice,
  createNotice,
  createSuccessNotice,
  createWarningNotice,
  type Notice,
  type NoticeAction,
  type NoticeOptions,
  type NoticeStatus,
  removeAllNotices,
  removeNotice,
} from './notices';
export {
  $preferences,
  $preferencesLoaded,
  flushPreferences,
  getPreference,
  loadPreferences,
  PREFERENCE_DEFAULTS,
  PREFERENCES_SAVE_DELAY,
  type PreferenceScope,
  type Preferences,
  resetPreferences,
  setPreference,
  togglePreference,
} from './preferences';
