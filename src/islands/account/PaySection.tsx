import { formatRupees } from "../../domain/format";
import type { Member, PublicPaymentDetails } from "../member/contract";
import type { NextStep } from "./next-step";
import { Section } from "./ui";
import { upiPaymentUri } from "./upi";
import { UpiQrCode } from "./UpiQrCode";

/** How to pay the amount asked for: a UPI QR code when the society has a UPI ID, and the bank. */
export function PaySection({
  member,
  pay,
  details,
}: {
  member: Member;
  pay: NonNullable<NextStep["pay"]>;
  details: PublicPaymentDetails | null;
}) {
  const amount = formatRupees(pay.amount);
  const upiId = details?.upiId?.trim();
  const uri =
    details && upiId
      ? upiPaymentUri({ upiId, payee: details.accountHolderName, amount: pay.amount, reference: member.reference })
      : null;
  return (
    <Section id="account-pay" title="How to pay">
      <p>
        Pay <strong>{amount}</strong> and quote your reference <strong>{member.reference}</strong>.
      </p>
      {uri && upiId && (
        <div className="account-upi">
          <UpiQrCode uri={uri} label={`UPI QR code: pay ${amount} to ${upiId}, reference ${member.reference}`} />
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
