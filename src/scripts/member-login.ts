import type { ApiAnswer } from "../islands/member/api";
import { codeProblem, emailProblem, passwordProblem } from "../islands/member/login-checks";
import { ACCOUNT_PATH, LOGIN_BUTTONS, LOGIN_MESSAGES } from "../islands/member/login-messages";
import { codeDigits, requestSignInCode, signInWithCode, signInWithPassword } from "../islands/member/session";

/**
 * The member sign-in's steps on /login/ (src/pages/login.astro, which writes all of them): the
 * e-mail and PROCEED, then the password or a code sent by e-mail. One step shows at a time; a step
 * opens as new (its field empty, no message), and an answer that arrives after its step was left
 * is dropped. Each error is announced (role="alert"), tied to its field (aria-invalid,
 * aria-describedby) and takes the focus back to the field; typing clears it. Success goes to
 * /account (to its password section after "Forgot your password?").
 */

type Failure = ApiAnswer & { ok: false };

/** The element `selector` names inside `root`, of the kind expected; the page writes every one of them. */
function part<T extends Element>(root: ParentNode, selector: string, kind: new () => T): T {
  const element = root.querySelector(selector);
  if (!(element instanceof kind)) throw new Error(`The sign-in page has no ${selector}.`);
  return element;
}

/** A message region's content: one notice, or nothing. */
function notice(region: HTMLElement, message: string | null, kind: "error" | "info" = "error"): void {
  if (message === null) {
    region.replaceChildren();
    return;
  }
  const text = document.createElement("p");
  text.className = `notice notice-${kind}`;
  text.textContent = message;
  region.replaceChildren(text);
}

/** A form with one field, its error region and its submit button, and the call it makes. */
class FieldForm {
  readonly form: HTMLFormElement;
  readonly input: HTMLInputElement;
  private readonly error: HTMLElement;
  private readonly submit: HTMLButtonElement;
  private readonly hint: string | null;
  busy = false;

  constructor(form: HTMLFormElement) {
    this.form = form;
    this.input = part(form, ".island-field input", HTMLInputElement);
    this.error = part(form, '[role="alert"]', HTMLElement);
    this.submit = part(form, 'button[type="submit"]', HTMLButtonElement);
    this.hint = this.input.getAttribute("aria-describedby");
    this.input.addEventListener("input", () => {
      this.show(null);
    });
  }

  /** The field's message (null clears it); a message goes with the field and brings the focus back. */
  show(message: string | null): void {
    notice(this.error, message);
    const describedBy = [this.hint, message === null ? null : this.error.id].filter(Boolean).join(" ");
    if (describedBy === "") this.input.removeAttribute("aria-describedby");
    else this.input.setAttribute("aria-describedby", describedBy);
    if (message === null) this.input.removeAttribute("aria-invalid");
    else {
      this.input.setAttribute("aria-invalid", "true");
      this.input.focus();
    }
  }

  /** Marks the form busy (its button says so and waits), or done. */
  setBusy(busy: boolean): void {
    this.busy = busy;
    this.form.setAttribute("aria-busy", String(busy));
    this.submit.disabled = busy;
    this.submit.textContent = busy ? LOGIN_BUTTONS.signingIn : LOGIN_BUTTONS.signIn;
  }

  /** As the step opens: empty, no message, not busy, the focus in the field. */
  reset(): void {
    this.input.value = "";
    this.show(null);
    this.setBusy(false);
    this.input.focus();
  }
}

/** 401 has the contract's own words; 429 and others bring the server's message (the wait). */
const signInMessage = (answer: Failure, wrong: string): string => (answer.status === 401 ? wrong : answer.message);

export function initMemberLogin(root: HTMLElement): void {
  const emailStep = new FieldForm(part(root, "[data-login-email-step]", HTMLFormElement));
  const proceed = part(emailStep.form, 'button[type="submit"]', HTMLButtonElement);
  const secondStep = part(root, "[data-login-second-step]", HTMLElement);
  const who = part(root, "[data-login-who]", HTMLElement);
  const passwordStep = part(root, "[data-login-password-step]", HTMLElement);
  const username = part(root, "[data-login-username]", HTMLInputElement);
  const password = new FieldForm(part(passwordStep, "form", HTMLFormElement));
  const codeStep = part(root, "[data-login-code-step]", HTMLElement);
  const forgottenNote = part(root, "[data-login-forgotten]", HTMLElement);
  const codeSent = part(root, "[data-login-code-sent]", HTMLElement);
  const requestError = part(root, "[data-login-code-request-error]", HTMLElement);
  const code = new FieldForm(part(codeStep, "form", HTMLFormElement));
  const resend = part(root, "[data-login-resend]", HTMLButtonElement);

  let email = "";
  let forgotten = false;
  /** Counts the steps opened, so that the answer of a step already left is dropped. */
  let opened = 0;

  function openEmail(): void {
    opened++;
    secondStep.hidden = true;
    emailStep.form.hidden = false;
    // The address typed stays; the focus comes back to it.
    emailStep.show(null);
    emailStep.input.focus();
  }

  function openSecond(step: HTMLElement): void {
    opened++;
    emailStep.form.hidden = true;
    who.textContent = email;
    username.value = email;
    secondStep.hidden = false;
    passwordStep.hidden = step !== passwordStep;
    codeStep.hidden = step !== codeStep;
  }

  function openPassword(): void {
    openSecond(passwordStep);
    password.reset();
  }

  /** The code is asked for as soon as this step opens (the person chose it); a new one on request. */
  function openCode(forgottenPassword: boolean): void {
    openSecond(codeStep);
    forgotten = forgottenPassword;
    forgottenNote.hidden = !forgotten;
    code.reset();
    void sendCode();
  }

  async function sendCode(): Promise<void> {
    const step = opened;
    notice(codeSent, null);
    notice(requestError, null);
    resend.disabled = true;
    resend.textContent = LOGIN_BUTTONS.sendingCode;
    const answer = await requestSignInCode(email);
    if (step !== opened) return;
    resend.disabled = false;
    resend.textContent = LOGIN_BUTTONS.sendCode;
    if (answer.ok) notice(codeSent, LOGIN_MESSAGES.codeSent, "info");
    else notice(requestError, answer.message);
  }

  /** One sign-in call from `form`: busy meanwhile, then /account or the failure's message. */
  async function signIn(form: FieldForm, call: () => Promise<ApiAnswer>, wrong: string, to: string): Promise<void> {
    const step = opened;
    form.show(null);
    form.setBusy(true);
    const answer = await call();
    if (answer.ok) {
      window.location.assign(to);
      return;
    }
    if (step !== opened) return;
    form.setBusy(false);
    form.show(signInMessage(answer, wrong));
  }

  emailStep.form.addEventListener("submit", (event) => {
    event.preventDefault();
    const problem = emailProblem(emailStep.input.value);
    emailStep.show(problem);
    if (problem !== null) return;
    email = emailStep.input.value.trim();
    openPassword();
  });

  password.form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (password.busy) return;
    const typed = password.input.value;
    const problem = passwordProblem(typed);
    if (problem !== null) password.show(problem);
    else void signIn(password, () => signInWithPassword(email, typed), LOGIN_MESSAGES.wrongPassword, ACCOUNT_PATH);
  });

  code.form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (code.busy) return;
    const problem = codeProblem(code.input.value);
    const digits = codeDigits(code.input.value);
    if (problem !== null) code.show(problem);
    else
      void signIn(
        code,
        () => signInWithCode(email, digits),
        LOGIN_MESSAGES.wrongCode,
        forgotten ? `${ACCOUNT_PATH}#password` : ACCOUNT_PATH,
      );
  });

  part(root, "[data-login-change-email]", HTMLButtonElement).addEventListener("click", openEmail);
  part(root, "[data-login-ask-code]", HTMLButtonElement).addEventListener("click", () => {
    openCode(false);
  });
  part(root, "[data-login-forgot]", HTMLButtonElement).addEventListener("click", () => {
    openCode(true);
  });
  part(root, "[data-login-use-password]", HTMLButtonElement).addEventListener("click", openPassword);
  resend.addEventListener("click", () => {
    void sendCode();
  });

  // The prebuilt page offers the first step disabled: it works from now on.
  emailStep.input.disabled = false;
  proceed.disabled = false;
}
