import type { FormProblem } from "../domain/server-problem";

/**
 * How a public form's script shows a problem (docs/rules/public-site.md §5): the message in the
 * form's alert region, its fields marked (`aria-invalid`) and tied to it (`aria-describedby`, beside
 * their own hints), and the focus on the first of them, or on the message when it names none or
 * that field is hidden. `show(null)` clears it. Radios and checkboxes are never marked.
 */

export type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function formProblemView<Field extends string>(
  form: HTMLFormElement,
  alert: HTMLElement,
  controlOf: (field: Field) => FormControl | null,
): (problem: FormProblem<Field> | null) => void {
  const marked = new Map(
    [...form.querySelectorAll<FormControl>("input, select, textarea")]
      .filter((control) => control.type !== "radio" && control.type !== "checkbox")
      .map((control) => [control, control.getAttribute("aria-describedby") ?? ""]),
  );
  return (problem) => {
    alert.replaceChildren();
    for (const [control, hint] of marked) {
      const invalid = problem?.fields.includes(control.name as Field) === true;
      const describedBy = invalid ? [alert.id, hint].filter(Boolean).join(" ") : hint;
      if (describedBy === "") control.removeAttribute("aria-describedby");
      else control.setAttribute("aria-describedby", describedBy);
      if (invalid) control.setAttribute("aria-invalid", "true");
      else control.removeAttribute("aria-invalid");
    }
    if (!problem) return;
    const message = document.createElement("p");
    message.className = "notice notice-error";
    message.tabIndex = -1;
    message.textContent = problem.message;
    alert.append(message);
    const first = problem.fields[0];
    const target = first === undefined ? null : controlOf(first);
    (target && !target.closest("[hidden]") ? target : message).focus();
  };
}
