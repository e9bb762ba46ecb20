import { formatRupees } from "../domain/format";
import { findMembershipOption } from "../domain/membership-options";
import {
  choicesFor,
  EMPTY_REGISTRATION,
  membershipOptionLabel,
  readServerProblem,
  REDIRECT_MS,
  REGISTER_BUTTON,
  registrationBody,
  TOAST_MS,
  validateRegistration,
  type MembershipChoice,
  type RegistrationFormField,
  type RegistrationFormValues,
} from "../domain/registration-form";
import { registeredToast, REGISTRATION_MESSAGES } from "../domain/registration-messages";
import { takesState } from "../domain/registration-rules";
import { formProblemView, type FormControl } from "./form-problem-view";

/**
 * Online registration on /membership/registration/ (src/pages/membership/registration.astro, which
 * writes the whole form, every control named after its field): choosing a nationality offers its
 * membership types and clears the type chosen (docs/rules/public-site.md §4); a type shows its fee,
 * GST and total; Indian applicants also give a state and a GSTIN (optional). Before sending, the
 * form is checked with the API's own rules (src/domain/registration-form.ts); a problem is
 * announced (role="alert"), tied to its fields (aria-invalid, aria-describedby) and takes the focus
 * to the first of them, or to the message when it names none; any input clears it
 * (docs/rules/public-site.md §5). Fields stay editable while the form is sent (only the button
 * waits). After a registration every control locks, the toast names the application reference
 * and closes after 5 s, and the visitor is taken home after 3 s (docs/rules/public-site.md §10.13).
 */

const REGISTER_URL = "/api/membership-registrations/register";

/** The application reference of the register answer (docs/rules/members-and-money.md §3), if it has one. */
function referenceIn(body: unknown): string | undefined {
  const reference = body !== null && typeof body === "object" ? (body as { reference?: unknown }).reference : undefined;
  return typeof reference === "string" && reference !== "" ? reference : undefined;
}

type Control = FormControl;

/** The element `selector` names inside `root`, of the kind expected; the page writes every one of them. */
function part<T extends Element>(root: ParentNode, selector: string, kind: new () => T): T {
  const element = root.querySelector(selector);
  if (!(element instanceof kind)) throw new Error(`The registration page has no ${selector}.`);
  return element;
}

/** The membership options the page was built with (its data-options). */
function optionsOf(root: HTMLElement): MembershipChoice[] {
  const options: unknown = JSON.parse(root.dataset.options ?? "[]");
  return Array.isArray(options) ? (options as MembershipChoice[]) : [];
}

export function initRegistrationForm(root: HTMLElement): void {
  const options = optionsOf(root);
  const form = part(root, "form", HTMLFormElement);
  const submit = part(form, 'button[type="submit"]', HTMLButtonElement);
  const type = part(form, 'select[name="membershipType"]', HTMLSelectElement);
  const noChoices = part(form, "[data-registration-no-choices]", HTMLElement);
  const noChoicesNationality = part(noChoices, "[data-registration-nationality]", HTMLElement);
  const fee = part(form, "[data-registration-fee]", HTMLElement);
  const error = part(form, '[role="alert"]', HTMLElement);
  const toastRegion = part(root, "[data-registration-toast]", HTMLElement);
  const consent = part(form, 'input[name="showContactInDirectory"]', HTMLInputElement);
  const indianOnly = [...form.querySelectorAll<HTMLElement>("[data-registration-indian-only]")];
  const radios = [...form.querySelectorAll<HTMLInputElement>('input[name="nationality"]')];
  const controls = [...form.querySelectorAll<Control>("input, select, textarea")];

  /** The control that stands for a field (the first radio for the nationality); null if the page has none. */
  const controlOf = (field: RegistrationFormField): Control | null =>
    field === "nationality" ? (radios[0] ?? null) : form.querySelector<Control>(`[name="${field}"]`);

  let busy = false;
  let registered = false;

  function values(): RegistrationFormValues {
    const text = (field: keyof RegistrationFormValues) => form.querySelector<Control>(`[name="${field}"]`)?.value ?? "";
    return {
      ...EMPTY_REGISTRATION,
      nationality: radios.find((radio) => radio.checked)?.value ?? EMPTY_REGISTRATION.nationality,
      membershipType: type.value,
      name: text("name"),
      email: text("email"),
      contact: text("contact"),
      designation: text("designation"),
      address: text("address"),
      areaOfSpecialization: text("areaOfSpecialization"),
      state: text("state"),
      gstin: text("gstin"),
      password: text("password"),
      confirmPassword: text("confirmPassword"),
      showContactInDirectory: consent.checked,
    };
  }

  // A field the form does not show (the state of a SAARC applicant) cannot take the focus: the message does.
  const show = formProblemView<RegistrationFormField>(form, error, controlOf);

  /** The nationality's types (none chosen), its notice when it has none, and its own fields. */
  function offerTypes(nationality: string): void {
    const choices = choicesFor(options, nationality);
    const prompt = type.options[0];
    type.replaceChildren(
      ...(prompt ? [prompt] : []),
      ...choices.map((option) => new Option(membershipOptionLabel(option), option.membershipType)),
    );
    type.value = "";
    noChoices.hidden = choices.length > 0;
    noChoicesNationality.textContent = nationality;
    for (const field of indianOnly) field.hidden = !takesState(nationality);
    showFee();
  }

  /** The chosen type's fee, GST and total, or nothing when none is chosen. */
  function showFee(): void {
    const { nationality, membershipType } = values();
    const selected = findMembershipOption(options, nationality, membershipType);
    fee.hidden = !selected;
    if (!selected) return;
    for (const amount of fee.querySelectorAll<HTMLElement>("[data-registration-amount]")) {
      const key = amount.dataset.registrationAmount as "membershipFee" | "gst" | "total";
      amount.textContent = formatRupees(selected[key]);
    }
  }

  function setBusy(sending: boolean): void {
    busy = sending;
    form.setAttribute("aria-busy", String(sending));
    submit.disabled = sending || registered;
    submit.textContent = sending ? REGISTER_BUTTON.busy : REGISTER_BUTTON.idle;
  }

  function showToast(text: string): void {
    const toast = document.createElement("div");
    toast.className = "island-toast";
    const words = document.createElement("p");
    words.textContent = text;
    const close = document.createElement("button");
    close.type = "button";
    close.className = "island-toast-close";
    close.setAttribute("aria-label", "Close notification");
    close.textContent = "×";
    close.addEventListener("click", () => {
      toastRegion.replaceChildren();
    });
    toast.append(words, close);
    toastRegion.replaceChildren(toast);
  }

  function done(reference: string | undefined): void {
    registered = true;
    for (const control of controls) control.disabled = true;
    submit.disabled = true;
    showToast(registeredToast(reference));
    window.setTimeout(() => {
      toastRegion.replaceChildren();
    }, TOAST_MS);
    window.setTimeout(() => {
      window.location.assign("/");
    }, REDIRECT_MS);
  }

  async function send(): Promise<void> {
    const current = values();
    const invalid = validateRegistration(current, options);
    const option = findMembershipOption(options, current.nationality, current.membershipType);
    if (invalid || !option) {
      show(invalid ?? { message: REGISTRATION_MESSAGES.invalidType, fields: ["membershipType"] });
      return;
    }
    setBusy(true);
    show(null);
    try {
      const response = await fetch(REGISTER_URL, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(registrationBody(current, option)),
      });
      const body: unknown = await response.json().catch(() => null);
      setBusy(false);
      if (response.status === 201) done(referenceIn(body));
      else show(readServerProblem(body) ?? { message: REGISTRATION_MESSAGES.failed, fields: [] });
    } catch {
      setBusy(false);
      show({ message: REGISTRATION_MESSAGES.failed, fields: [] });
    }
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (busy || registered) return;
    void send();
  });
  // docs/rules/public-site.md §5: the message clears when the input changes.
  form.addEventListener("input", () => {
    show(null);
  });
  form.addEventListener("change", (event) => {
    if (event.target instanceof HTMLInputElement && event.target.name === "nationality") {
      // docs/rules/public-site.md §4: choosing a nationality resets the membership type.
      offerTypes(event.target.value);
    } else if (event.target === type) showFee();
    show(null);
  });

  // The prebuilt page offers the form disabled: it works from now on, as the page was built
  // (a nationality the browser kept from an earlier visit offers its own types).
  offerTypes(values().nationality);
  for (const control of controls) control.disabled = false;
  submit.disabled = false;
}
