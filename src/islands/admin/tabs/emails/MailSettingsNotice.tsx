import { useEffect, useState } from "react";
import { mailSettings, OUTBOX_MESSAGES, type MailSettings } from "../../../../domain/outbox";
import { api } from "../../ui/api";

/** Whether e-mail goes out: the notice of docs/rules/members-and-money.md §6 when it does not, the sender when it does. */
export function MailSettingsNotice() {
  const [settings, setSettings] = useState<MailSettings | "error" | undefined>(undefined);

  useEffect(() => {
    api.get("/api/admin/email-settings", mailSettings).then(setSettings, () => setSettings("error"));
  }, []);

  if (settings === undefined) return null;
  if (settings === "error") {
    return <p className="muted">Whether e-mail is configured could not be checked.</p>;
  }
  if (!settings.configured) {
    return (
      <div className="notice notice-info">
        <p>
          <strong>{OUTBOX_MESSAGES.notConfigured}</strong> Set <code>SMTP_URL</code> and <code>MAIL_FROM</code> in the
          site’s environment variables to send them (README, E-mail).
        </p>
      </div>
    );
  }
  return (
    <p className="muted">
      E-mail is sent from {settings.from ?? "the configured sender"} through {settings.server ?? "the mail server"}.
    </p>
  );
}
