import { LOCAL_DEFAULTS } from "../../../src/server/core/config";

/** An admin token from the running site, signed in with the local default credentials. */
export async function adminToken(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: LOCAL_DEFAULTS.ADMIN_EMAIL, password: LOCAL_DEFAULTS.ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Admin sign-in failed: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return token;
}
