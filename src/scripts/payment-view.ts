import { formatRupees } from "../domain/format";

/**
 * How to pay an amount with a reference, as the public pages' scripts show it (the event
 * registration's answer, a registrant's own registration): a button that opens a UPI app with the
 * amount and reference, the same as a QR code when the server drew one, and the bank account.
 * Built with text nodes only: nothing the server sends is read as markup.
 */

export interface PaymentWays {
  upiUri?: string;
  bank?: {
    accountHolderName: string;
    bankAndBranch: string;
    accountNumber: string;
    ifscCode: string;
    micrCode: string;
    upiId?: string;
  };
}

export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/** A definition list of term and detail pairs. */
export function facts(entries: readonly (readonly [string, string])[], className: string): HTMLDListElement {
  const list = element("dl", undefined, className);
  for (const [term, detail] of entries) {
    const row = element("div");
    row.append(element("dt", term), element("dd", detail));
    list.append(row);
  }
  return list;
}

export function howToPayView(
  ways: PaymentWays,
  due: { amount: number; reference: string; qrDataUrl?: string | undefined },
  factsClass: string,
): HTMLElement[] {
  const parts: HTMLElement[] = [element("h3", "How to pay")];
  if (ways.upiUri) {
    const link = element("a", `Pay ${formatRupees(due.amount)} with a UPI app`, "button");
    link.href = ways.upiUri;
    const line = element("p");
    line.append(link);
    parts.push(line);
  }
  if (due.qrDataUrl?.startsWith("data:image/svg+xml;base64,")) {
    const figure = element("figure", undefined, "payment-qr");
    const picture = element("img");
    picture.src = due.qrDataUrl;
    picture.width = 200;
    picture.height = 200;
    picture.alt = `UPI QR code for ${formatRupees(due.amount)}, reference ${due.reference}`;
    figure.append(picture, element("figcaption", "Or scan this code with any UPI app."));
    parts.push(figure);
  }
  const bank = ways.bank;
  if (bank) {
    parts.push(
      element("p", `${ways.upiUri ? "Or pay" : "Pay"} by bank transfer, with ${due.reference} in the remarks:`),
    );
    parts.push(
      facts(
        [
          ["Account holder", bank.accountHolderName],
          ["Bank and branch", bank.bankAndBranch],
          ["Account number", bank.accountNumber],
          ["IFSC code", bank.ifscCode],
          ...(bank.micrCode ? ([["MICR code", bank.micrCode]] as const) : []),
        ],
        factsClass,
      ),
    );
  }
  return parts;
}
