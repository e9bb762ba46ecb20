import { amountToPay, memberUpiUri, PAYMENT_QR_NOT_FOUND } from "../../domain/amount-to-pay";
import { firstStored } from "../../domain/first-stored";
import { indiaToday } from "../../domain/india-date";
import { memberAccount } from "../../domain/member-account";
import { publicPaymentDetailsOf } from "../../domain/payment-details";
import { paymentDetailsCollection } from "../content/collections";
import { notFound } from "../http/errors";
import { resource } from "../api/handler";
import { memberRoute } from "../api/member-route";
import { withDueRenewal } from "../membership/renewals";
import { upiQrSvg } from "../payments/upi-qr";

/**
 * The signed-in member's UPI QR code as an SVG picture (docs/rules/members-and-money.md §7): the same `upi://pay` link
 * the account page offers, with the amount asked for now. Drawn here, by the site, so no outside
 * service sees the link and the page does not carry a QR encoder.
 */

const read = memberRoute({
  async handle({ member }) {
    const today = indiaToday();
    const account = memberAccount(await withDueRenewal(member.record, today), today);
    const first = firstStored(await paymentDetailsCollection.list());
    const uri = memberUpiUri(account, amountToPay(account), first ? publicPaymentDetailsOf(first) : null);
    if (!uri) throw notFound(PAYMENT_QR_NOT_FOUND);
    const svg = await upiQrSvg(uri);
    return new Response(svg, {
      headers: {
        "content-type": "image/svg+xml; charset=utf-8",
        // The amount follows the member's payments; the picture is theirs alone.
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      },
    });
  },
});

/** GET /api/member/payment-qr. */
export const memberPaymentQrHandler = resource({ GET: read });
