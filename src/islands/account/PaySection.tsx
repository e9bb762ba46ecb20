import { formatRupees } from "../../domain/format";
import type { MemberAccount } from "../../domain/member-account";
import type { PublicPaymentDetails } from "../../domain/payment-details";
import { memberUpiUri, PAYMENT_QR_PATH } from "../../domain/amount-to-pay";
import type { NextStep } from "./next-step";
import { Section } from "./section";

/**
 * How to pay the amount asked for: a UPI QR code when the society has a UPI ID (the same link the
 * registration answer and e-mail give, built by domain/upi.ts), and the bank account.
 */
export function PaySection({
  member,
  pay,
  details,
}: {
  member: MemberAccount;
  pay: NonNullable<NextStep["pay"]>;
  details: PublicPaymentDetails | null;
}) {
  const amount = formatRupees(pay.amount);
  const { reference } = member;
  const upiId = details?.upiId;
  // The link carries the reference that matches the payment to the application: none, no link.
  const uri = memberUpiUri(member, pay, details);
  return (
    <Section id="account-pay" title="How to pay">
      <p>
        Pay <strong>{amount}</strong>
        {reference && (
          <>
            {" "}
            and quote your reference <strong>{reference}</strong>
          </>
        )}
        .
      </p>
      {uri && upiId && reference && (
        <div className="account-upi">
          {/* Drawn by the site from the same link (the amount in the address only refreshes the picture). */}
          <img
            className="account-qr"
            src={`${PAYMENT_QR_PATH}?amount=${pay.amount}`}
            alt={`UPI QR code: pay ${amount} to ${upiId}, reference ${reference}`}
            width={232}
            height={232}
            data-upi-uri={uri}
          />
          <div>
            <h3>By UPI</h3>
            <p>Scan the code with any UPI app, or pay to the UPI ID:</p>
            <dl className="account-facts">
              <div>
                <dt>UPI ID</dt>
                <dd>{upiId}</dd>
              </div>
              <div>
                <dt>Amount</dt>
                <dd>{amount}</dd>
              </div>
            </dl>
            <p>
              <a href={uri}>Pay with a UPI app on this phone</a>
            </p>
          </div>
        </div>
      )}
      {details ? (
        <div>
          <h3>By bank transfer</h3>
          <dl className="account-facts">
            <div>
              <dt>Account holder name</dt>
              <dd>{details.accountHolderName}</dd>
            </div>
            <div>
              <dt>Bank and branch</dt>
              <dd>{details.bankAndBranch}</dd>
            </div>
            <div>
              <dt>Account number</dt>
              <dd>{details.accountNumber}</dd>
            </div>
            <div>
              <dt>IFSC code</dt>
              <dd>{details.ifscCode}</dd>
            </div>
            {details.micrCode && (
              <div>
                <dt>MICR code</dt>
                <dd>{details.micrCode}</dd>
              </div>
            )}
          </dl>
        </div>
      ) : (
        <p className="notice notice-info">
          The society&rsquo;s payment details could not be shown just now. They are also on the{" "}
          <a href="/membership/info">membership information page</a>.
        </p>
      )}
    </Section>
  );
}
