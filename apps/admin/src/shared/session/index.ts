export { type CurrentUser, can } from './current-user.js';
export {
  clearSession,
  connectSessionToHttp,
  restoredToken,
  restoreSession,
  type SessionSnapshot,
  type SessionStatus,
  signIn,
  signOut,
  updateCurrentUser,
} from './session-store.js';
export { useSession } from './use-session.js';
