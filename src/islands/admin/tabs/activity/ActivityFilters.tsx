import { useId, useState, type SubmitEvent } from "react";
import { ACTIVITY_COLLECTIONS } from "../../../../domain/activity";
import { EMAIL_ADDRESS } from "../../../../domain/email-address";
import { SelectField, TextField } from "../../ui/fields";
import type { ActivityFilters as Filters } from "./useActivityLog";

/**
 * The log's filters: what (a kind of record) and who (the public, members, administrators, or one
 * e-mail address). Applied with "Show", so the list does not reload on every key typed.
 */

const WHO = [
  { value: "public", label: "The public (registrations, subscriptions)" },
  { value: "member", label: "Members" },
  { value: "admin", label: "Administrators" },
  { value: "email", label: "One e-mail address…" },
];

const COLLECTION_OPTIONS = Object.entries(ACTIVITY_COLLECTIONS).map(([value, label]) => ({ value, label }));

export function ActivityFilters({ onApply }: { onApply: (filters: Filters) => void }) {
  const id = useId();
  const [collection, setCollection] = useState("");
  const [who, setWho] = useState("");
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();

  const apply = (event: SubmitEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (who === "email" && !EMAIL_ADDRESS.test(address)) {
      setError("E-mail address must be a valid e-mail address.");
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setError(undefined);
    onApply({ collection, actor: who === "email" ? address : who });
  };

  return (
    <form className="admin-activity-filters" aria-label="Filter the activity" noValidate onSubmit={apply}>
      <SelectField
        id={`${id}-what`}
        name="collection"
        label="What"
        placeholder="Everything"
        options={COLLECTION_OPTIONS}
        value={collection}
        onValueChange={setCollection}
      />
      <SelectField
        id={`${id}-who`}
        name="actor"
        label="Who"
        placeholder="Anyone"
        options={WHO}
        value={who}
        onValueChange={setWho}
      />
      {who === "email" && (
        <TextField
          id={`${id}-email`}
          name="email"
          type="email"
          label="E-mail address"
          autoComplete="off"
          value={email}
          error={error}
          onValueChange={setEmail}
        />
      )}
      <button type="submit" className="button">
        Show
      </button>
    </form>
  );
}
