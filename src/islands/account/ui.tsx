import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import type { FieldIssue } from "../member/api";

/** Small pieces the account page's forms share (the section frame is section.tsx). */

export function Field({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="island-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="muted island-hint">
          {hint}
        </p>
      )}
      {children}
    </div>
  );
}

export interface FormProblem {
  message: string;
  issues: FieldIssue[];
}

/**
 * A form's state around one call: busy while it runs, then a problem (its fields marked, the
 * focus on the first of them or on the message) or a confirmation. What was typed is the form's
 * own state and is never touched here, so nothing is lost on an error.
 */
export function useFormState(errorId: string) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const fields = useRef(new Map<string, HTMLElement>());
  const messageRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (focusRequest === 0 || !problem) return;
    const first = problem.issues.find((issue) => fields.current.has(issue.field));
    (first ? fields.current.get(first.field) : messageRef.current)?.focus();
  }, [focusRequest, problem]);

  const fail = (next: FormProblem) => {
    setSuccess(null);
    setProblem(next);
    setFocusRequest((count) => count + 1);
  };
  const issueFor = (field: string) => problem?.issues.find((issue) => issue.field === field);
  return {
    busy,
    setBusy,
    problem,
    success,
    messageRef,
    fail,
    succeed: (message: string) => {
      setProblem(null);
      setSuccess(message);
    },
    /** Typing clears the previous outcome (docs/rules/public-site.md §5: error text clears when input changes). */
    edited: () => {
      setProblem(null);
      setSuccess(null);
    },
    /** ref and aria props for a field: marked invalid and described by the message while it has a problem. */
    field: (name: string, hintId?: string) => {
      const invalid = issueFor(name) !== undefined;
      const describedBy = [hintId, invalid ? errorId : undefined].filter(Boolean).join(" ");
      return {
        ref: (element: HTMLElement | null) => {
          if (element) fields.current.set(name, element);
          else fields.current.delete(name);
        },
        ...(invalid ? { "aria-invalid": true as const } : {}),
        ...(describedBy === "" ? {} : { "aria-describedby": describedBy }),
      };
    },
  };
}

/** The form's problem (role=alert; every field's message listed) or its confirmation (role=status). */
export function FormOutcome({
  id,
  problem,
  success,
  messageRef,
}: {
  id: string;
  problem: FormProblem | null;
  success: string | null;
  messageRef: RefObject<HTMLParagraphElement | null>;
}) {
  const details = problem?.issues.filter((issue) => issue.message !== problem.message) ?? [];
  return (
    <>
      <div id={id} role="alert" className="island-message">
        {problem && (
          <div className="notice notice-error">
            <p ref={messageRef} tabIndex={-1}>
              {problem.message}
            </p>
            {details.length > 0 && (
              <ul>
                {details.map((issue) => (
                  <li key={issue.field}>{issue.message}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      <div role="status" className="island-message">
        {success && <p className="notice notice-success">{success}</p>}
      </div>
    </>
  );
}

/** The problem to show for a form whose check found `issues`: the first one's message leads. */
export const problemOf = (issues: FieldIssue[]): FormProblem => ({
  message: issues.length === 1 ? (issues[0]?.message ?? "") : "Please check these fields:",
  issues,
});
