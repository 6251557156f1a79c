// spec §1: an authentication context available to all screens; outside its provider useAuth()
// raises 'useAuth must be used within a AuthProvider'.
import { createContext, useContext, type ReactNode } from "react";
import { login, logout, register } from "./commands/session.ts";
import { refreshSession, useSession, type SessionView } from "./session.ts";

export interface AuthValue extends SessionView {
  login: typeof login;
  logout: typeof logout;
  register: typeof register;
  refreshSession: typeof refreshSession;
}

const AuthContext = createContext<AuthValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  return (
    <AuthContext.Provider value={{ ...session, login, logout, register, refreshSession }}>
      {children}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used within a AuthProvider");
  return value;
}
