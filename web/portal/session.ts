import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { api, apiData, ApiError } from './api.ts';

export interface SessionUser {
  id: string;
  email: string;
}

/** `undefined` while the check runs, `null` when signed out. */
export type SessionState = SessionUser | null | undefined;

export interface SessionContextValue {
  user: SessionState;
  setUser: (user: SessionUser | null) => void;
}

export const SessionContext = createContext<SessionContextValue>({ user: undefined, setUser: () => undefined });
export const useSession = () => useContext(SessionContext);

/** The signed-in user, or null when the API answers 401 (no session, or an expired one). */
export async function fetchSession(): Promise<SessionUser | null> {
  try {
    return (await apiData<{ user: SessionUser }>('auth/session')).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export async function signOut(): Promise<void> {
  await api('auth/sign-out', { method: 'POST' });
}
