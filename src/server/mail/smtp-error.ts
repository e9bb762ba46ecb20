/**
 * The short reason a send failed, as the outbox shows it: the error's code and first line, never
 * the SMTP password, user name or URL. Servers may echo what they were sent (an AUTH line holds the
 * credentials in base64), so every form of them is taken out, whatever the message says.
 */

const MAX_LENGTH = 200;

const base64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

/** Every text that would reveal the credentials of `smtpUrl`, longest first. */
function credentialForms(smtpUrl: string): string[] {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    return [smtpUrl];
  }
  const user = safeDecode(url.username);
  const password = safeDecode(url.password);
  const forms = [smtpUrl, url.username, url.password, user, password];
  if (user || password) {
    // AUTH PLAIN sends "\0user\0password", AUTH LOGIN each on its own, both in base64.
    forms.push(base64(`\u0000${user}\u0000${password}`), base64(`${user}\u0000${password}`));
    forms.push(base64(user), base64(password));
  }
  return [...new Set(forms.filter((form) => form.length > 0))].sort((a, b) => b.length - a.length);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function errorText(error: unknown): string {
  if (error instanceof Error) {
    const code = "code" in error && typeof error.code === "string" ? error.code : undefined;
    return code && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}

export function describeSendError(error: unknown, smtpUrl: string | undefined): string {
  let text = errorText(error);
  for (const form of smtpUrl ? credentialForms(smtpUrl) : []) text = text.split(form).join("[hidden]");
  // Any other "scheme://user:password@" in the text.
  text = text.replace(/([a-z][\w+.-]*:\/\/)[^\s/@]+@/gi, "$1[hidden]@");
  text = text.replace(/\s+/g, " ").trim() || "Unknown error";
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text;
}
