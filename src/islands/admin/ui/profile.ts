import { useEffect, useState } from "react";
import { adminIdentityView } from "../../../domain/admin-users";
import { api, onRoleRefused } from "./api";
import { readProfile, saveProfile, type AdminProfile } from "./session";

/**
 * Who is signed in and their role, for the tabs the panel shows: what the sign-in answer said at
 * first, then GET /api/admin/me, asked when the panel opens and again whenever a call is refused
 * for the role (an owner may have changed it since). null until known; `failed` when the last ask
 * got no answer. The server checks the role
 * on every call whatever the panel shows.
 */
export function useAdminProfile(): { profile: AdminProfile | null; failed: boolean } {
  const [profile, setProfile] = useState<AdminProfile | null>(readProfile);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    const refresh = async () => {
      try {
        const me = await api.get("/api/admin/me", adminIdentityView);
        if (!active) return;
        const next = { role: me.role, name: me.name };
        saveProfile(next);
        setProfile((current) => (current?.role === next.role && current.name === next.name ? current : next));
        setFailed(false);
      } catch {
        // A refused token has already started the sign-out; otherwise the last known profile stands.
        if (active) setFailed(true);
      }
    };
    void refresh();
    const unsubscribe = onRoleRefused(() => void refresh());
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);

  return { profile, failed };
}
